import type { TTransferDetail } from '../../../../contract/transfers';
import { statusOf } from '../../data/httpErrors';
import { usePlatformRead } from '../../data/platformReads';

/** GET /portfoliotransaction/producttransfer/{firmId}/{transactionId}: the transfer with its assets and history. */
export const transferRead = (transferId: string | undefined) =>
  ({ name: 'getProductTransfer', params: { transactionId: transferId } }) as const;

/** One transfer, and whether it is not there (another firm's answers 404, as an unknown id does). */
export function useTransfer(transferId: string | undefined) {
  const read = usePlatformRead<TTransferDetail>(transferRead(transferId), !!transferId);
  const missing = !transferId || (read.isError && [400, 404].includes(statusOf(read.error) ?? 0));
  return { ...read, missing };
}
