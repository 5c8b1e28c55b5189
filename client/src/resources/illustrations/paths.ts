import type { Identifier } from 'react-admin';

/** The console's addresses of illustrations (spec §2 "Illustrations"). */
export const ILLUSTRATIONS_RESOURCE = 'illustrations';

const seg = (id: Identifier) => encodeURIComponent(String(id));

export const illustrationPaths = {
  list: () => '/illustrations',
  /** A new illustration; with an illustrationId, a copy of that one to change before saving. */
  create: (illustrationId?: Identifier) =>
    `/illustrations/create${illustrationId === undefined ? '' : `?${new URLSearchParams({ illustrationId: String(illustrationId) }).toString()}`}`,
  /** A new illustration for a client (the client's quick action). */
  createForClient: (clientId: Identifier) =>
    `/illustrations/create?${new URLSearchParams({ clientId: String(clientId) }).toString()}`,
  /** An illustration's page; with compareWith, another illustration shown beside it. */
  show: (id: Identifier, compareWith?: Identifier) =>
    `/illustrations/${seg(id)}${compareWith === undefined ? '' : `?${new URLSearchParams({ compareWith: String(compareWith) }).toString()}`}`,
};
