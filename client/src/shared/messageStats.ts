import type { Identifier } from 'react-admin';
import type { TMessageStats } from '../../../contract/messageBox';
import { usePlatformRead } from '../data/platformReads';

/**
 * How many of a client's messages are Unread (GET /message/stats/{firmId}?clientId=), for the badge of
 * the client's "Documents and messages" tab. A status change refreshes every read, this one with them.
 */
export function useUnreadMessages(clientId: Identifier | undefined): number | undefined {
  const { data } = usePlatformRead<TMessageStats>(
    { name: 'getMessageStats', query: { clientId: String(clientId) } },
    clientId !== undefined,
  );
  return data?.byStatus.Unread;
}
