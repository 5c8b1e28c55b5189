import type { CallName } from '../../../contract/calls';
import { bodyFirm, firm, list, type Case } from './cross-firm.probe';

/**
 * The cross-firm cases of the exception inbox, the dashboard and events (decision 1000): another reach's
 * notification or event is a 404; another's client, account or node in a query or body is a 400 naming it.
 */
const notificationPath = (id: Parameters<Case>[0]) => ({
  ...firm(id),
  notificationId: id('path:notificationId', 'notification'),
});

export const NOTIFICATION_CASES: Partial<Record<CallName, Case[]>> = {
  getDashboardExceptions: [(id) => list(id, { nodeId: 'node' })],
  getDashboardInformation: [(id) => list(id, { nodeId: 'node' })],
  listNotifications: [(id) => list(id, { clientId: 'client', accountId: 'account', nodeId: 'node' })],
  getNotification: [(id) => ({ params: notificationPath(id) })],
  takeExceptionAction: [
    (id) => ({ params: notificationPath(id), body: { action: 'Comment', note: 'Probe comment' } }),
  ],
  getEvent: [(id) => ({ params: { ...firm(id), eventId: id('path:eventId', 'event') } })],
  createEvent: [
    (id) => ({
      params: {},
      body: {
        firmId: bodyFirm(id),
        clientId: id('body:clientId', 'client'),
        accountId: id('body:accountId', 'account'),
        eventType: 'Meeting',
        note: 'Probe event',
        occurredAt: '2026-01-05T10:00:00Z',
      },
    }),
  ],
};
