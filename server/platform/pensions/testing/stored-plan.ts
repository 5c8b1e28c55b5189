import type { Database } from '../../db/connection';
import { regularCrystallisations } from '../../db/schema';

/** A regular income plan written straight to the table (no crystallisation first), for worlds that need a bciId. */
export async function storedPlan(db: Database, firmId: string, accountId: string, clientId: string) {
  const [row] = await db
    .insert(regularCrystallisations)
    .values({
      firmId,
      accountId,
      clientId,
      method: 'FAD',
      amount: '100.00',
      frequency: 'Monthly',
      paymentDay: 28,
      startDate: '2099-01-28',
      nextPaymentDate: '2099-01-28',
      status: 'Active',
      createdBy: 'TEST',
      updatedBy: 'TEST',
    })
    .returning({ id: regularCrystallisations.id });
  return row.id;
}
