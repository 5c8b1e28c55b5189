/** The quick filter that makes /transactions the payments desk: every payment still to record. */
export const DESK_FILTER = { status: 'Waiting', transactionType: 'Payment' } as const;
/** The desk's address, its filters in the order the list writes them (transactionQuery.ts). */
export const DESK_QUERY = `?transactionType=${DESK_FILTER.transactionType}&status=${DESK_FILTER.status}`;
export const DESK_PATH = `/transactions${DESK_QUERY}`;
