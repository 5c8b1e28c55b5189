import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { conflict } from '../errors';
import { findModel } from './read';

/**
 * The model an account is linked to by PATCH /account (null unlinks): one of the caller's firm and subtree
 * (404 otherwise, as for a missing one), and not Deleted. A Pending model may be linked: its accounts wait
 * for it to be activated before they are rebalanced.
 */
export async function modelToFollow(tx: Tx, caller: Caller, modelId: string | null): Promise<string | null> {
  if (modelId === null) return null;
  const model = await findModel(tx, caller, modelId);
  if (model.status === 'Deleted') throw conflict('This model is deleted; link the account to another model');
  return model.id;
}
