import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';
import { InboxIcon } from './InboxIcon';

const NotificationShow = lazyPage(() => import('./NotificationShow'), 'NotificationShow');
const ClientNotifications = lazyPage(() => import('./ClientNotifications'), 'ClientNotifications');

/**
 * The one exception inbox (issue 20, decision 1000): /notifications lists what needs a person from every
 * area, oldest first, filtered by type, status and owner; /notifications/{id} shows one with its history
 * and the actions (resolve with a note, assign, snooze, comment); /clients/{id}/notifications is a client's.
 * The menu entry carries the open count.
 */
export const notifications: ConsoleResource = {
  name: 'notifications',
  pages: {
    list: onlyAtItsAddress(lazyPage(() => import('./NotificationList'), 'NotificationList')),
    icon: InboxIcon,
    recordRepresentation: 'summary',
  },
  routes: [<Route key="show" path=":id" element={<NotificationShow />} />],
  routesUnder: {
    clients: [<Route key="notifications" path=":id/notifications" element={<ClientNotifications />} />],
  },
  data: {
    notifications: {
      permission: 'Client',
      list: 'listNotifications',
      one: 'getNotification',
      idParam: 'notificationId',
    },
  },
  // Its name, and the count the inbox icon in the header shows on every page.
  messages: [{ resources: { notifications: { name: 'Inbox |||| Inbox', open: '%{count} open' } } }],
  pageWords: () => import('./messages').then((words) => [words.notificationMessages]),
  menu: [{ resource: 'notifications' }],
};
