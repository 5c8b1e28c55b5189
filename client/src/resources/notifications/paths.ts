import type { Identifier } from 'react-admin';

/** The inbox's addresses: the list (optionally filtered), one notification, a client's tab. */
export const notificationPaths = {
  list: () => '/notifications',
  filtered: (filter: Record<string, string>) =>
    `/notifications?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  one: (id: Identifier) => `/notifications/${id}`,
  client: (clientId: Identifier) => `/clients/${clientId}/notifications`,
};
