import {
  ZCreateEvent,
  ZDashboardExceptions,
  ZDashboardInformation,
  ZDashboardQuery,
  ZEvent,
  ZExceptionAction,
  ZNotification,
  ZNotificationDetail,
  ZNotificationQuery,
} from '../notifications';
import { call } from './define';

/** Spec §7 "Dashboard, events, notifications, settings, webhooks" (GET /settings is in firm.ts). */
export const notificationCalls = {
  getDashboardExceptions: call({
    method: 'get',
    path: '/dashboard/exception/{firmId}',
    tag: 'Dashboard',
    summary:
      'What needs action now at or under a node: the open notifications of each type, each with the inbox list whose total equals it',
    permission: ['Client', 'read'],
    query: ZDashboardQuery,
    response: ZDashboardExceptions,
  }),
  getDashboardInformation: call({
    method: 'get',
    path: '/dashboard/information/{firmId}',
    tag: 'Dashboard',
    summary:
      'Figures at or under a node: assets under administration, flows this month and tax year, accounts opened, dealing today, ISA subscriptions',
    permission: ['Client', 'read'],
    query: ZDashboardQuery,
    response: ZDashboardInformation,
  }),
  listNotifications: call({
    method: 'get',
    path: '/notification/{firmId}',
    tag: 'Notifications',
    summary:
      'The exception inbox: notifications by type and status (and client, account, assignee, node), oldest first',
    permission: ['Client', 'read'],
    query: ZNotificationQuery,
    response: ZNotification,
    list: true,
  }),
  getNotification: call({
    method: 'get',
    path: '/notification/{firmId}/{notificationId}',
    tag: 'Notifications',
    summary: 'One notification with its history of actions',
    permission: ['Client', 'read'],
    response: ZNotificationDetail,
  }),
  takeExceptionAction: call({
    method: 'put',
    path: '/exceptionaction/{firmId}/{notificationId}',
    tag: 'Notifications',
    summary:
      'Resolves (with a note), assigns (to a user in reach), snoozes (until a date) or comments on a notification',
    permission: ['Client', 'readWrite'],
    body: ZExceptionAction,
    response: ZNotificationDetail,
  }),
  getEvent: call({
    method: 'get',
    path: '/event/{firmId}/{eventId}',
    tag: 'Events',
    summary: 'One business event',
    permission: ['Client', 'read'],
    response: ZEvent,
  }),
  createEvent: call({
    method: 'post',
    path: '/event',
    tag: 'Events',
    summary: 'Records a business event (type, note, when) against a client or an account',
    permission: ['Client', 'readWrite'],
    body: ZCreateEvent,
    created: true,
  }),
} as const;
