import { and, eq } from 'drizzle-orm';
import { FOUR_EYES_SUB_TYPES } from '../../../../contract/ledger';
import type { TPutAuthorisationSettings } from '../../../../contract/postings';
import { recordAudit } from '../../audit/audit-log';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { authorisationThresholds } from '../../db/schema';
import { dec, moneyIn, moneyOut, type Decimal } from '../money';

/** The firm's threshold for a sub type, or null when four-eyes is off for it. */
export async function thresholdFor(tx: Tx, firmId: string, subType: string): Promise<Decimal | null> {
  const [row] = await tx
    .select({ threshold: authorisationThresholds.threshold })
    .from(authorisationThresholds)
    .where(
      and(
        eq(authorisationThresholds.firmId, firmId),
        eq(authorisationThresholds.transactionSubType, subType),
      ),
    );
  return row ? dec(row.threshold) : null;
}

/** Whether a transaction of this sub type and amount must wait for a second user. */
export async function needsSecondUser(tx: Tx, firmId: string, subType: string, amount: Decimal | null) {
  const threshold = await thresholdFor(tx, firmId, subType);
  return threshold !== null && amount !== null && amount.greaterThanOrEqualTo(threshold);
}

/** GET /settings/authorisation/{firmId}: one entry per sub type that four-eyes can apply to. */
export async function getAuthorisationSettings(db: Tx, caller: Caller) {
  const rows = await db
    .select()
    .from(authorisationThresholds)
    .where(eq(authorisationThresholds.firmId, caller.firmId));
  return {
    thresholds: FOUR_EYES_SUB_TYPES.map((transactionSubType) => {
      const row = rows.find((r) => r.transactionSubType === transactionSubType);
      return { transactionSubType, threshold: row ? moneyOut(row.threshold) : null };
    }),
  };
}

/** PUT /settings/authorisation/{firmId}: set (or with null clear) thresholds; audited. */
export async function putAuthorisationSettings(
  db: Database,
  caller: Caller,
  input: TPutAuthorisationSettings,
) {
  return db.transaction(async (tx) => {
    const before = await getAuthorisationSettings(tx, caller);
    for (const { transactionSubType, threshold } of input.thresholds) {
      const key = and(
        eq(authorisationThresholds.firmId, caller.firmId),
        eq(authorisationThresholds.transactionSubType, transactionSubType),
      );
      if (threshold === null) await tx.delete(authorisationThresholds).where(key);
      else
        await tx
          .insert(authorisationThresholds)
          .values({
            firmId: caller.firmId,
            transactionSubType,
            threshold: moneyIn(threshold),
            updatedBy: caller.userId,
          })
          .onConflictDoUpdate({
            target: [authorisationThresholds.firmId, authorisationThresholds.transactionSubType],
            set: { threshold: moneyIn(threshold), updatedAt: new Date(), updatedBy: caller.userId },
          });
    }
    const after = await getAuthorisationSettings(tx, caller);
    await recordAudit(tx, caller, {
      entityType: 'authorisationSettings',
      entityId: caller.firmId,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
