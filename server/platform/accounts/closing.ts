import type { Tx } from '../db/connection';
import type { AccountRow } from './presenter';

/**
 * An account may close only when empty, and be deleted only if it never held anything. Until the ledger
 * exists no account can hold anything, so there is nothing to check yet.
 */
export async function checkCanClose(_tx: Tx, _row: AccountRow, _to: 'Closed' | 'Deleted') {}
