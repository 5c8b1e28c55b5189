import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TMachineCredentials } from '../../../contract/users';
import type { Tx } from '../db/connection';
import { machineCredentials } from '../db/schema';
import { hashPassword } from './passwords';

/**
 * Machine API credentials (decision 0502). The client id is public and stable; the secret is 256 random
 * bits, answered once and stored only as its argon2 hash, like a person's password. The prefixes make a
 * leaked value recognisable to secret scanners and in logs.
 */
const newClientId = () => `keel_mc_${randomBytes(12).toString('hex')}`;
const newSecret = () => `keel_ms_${randomBytes(32).toString('base64url')}`;

/** Gives a machine a fresh secret (and a client id on first issue); any earlier secret stops working. */
export async function issueMachineCredentials(
  tx: Tx,
  issuer: { userId: string },
  machine: { id: string; firmId: string },
): Promise<TMachineCredentials> {
  const clientSecret = newSecret();
  const secretHash = await hashPassword(clientSecret);
  const [existing] = await tx
    .select({ clientId: machineCredentials.clientId })
    .from(machineCredentials)
    .where(eq(machineCredentials.userId, machine.id))
    .for('update');
  const clientId = existing?.clientId ?? newClientId();
  const values = { secretHash, issuedAt: new Date(), issuedBy: issuer.userId };
  if (existing)
    await tx.update(machineCredentials).set(values).where(eq(machineCredentials.userId, machine.id));
  else
    await tx
      .insert(machineCredentials)
      .values({ userId: machine.id, firmId: machine.firmId, clientId, ...values });
  return { clientId, clientSecret };
}

/** A machine that stops being one loses its credentials. */
export async function revokeMachineCredentials(tx: Tx, userId: string) {
  await tx.delete(machineCredentials).where(eq(machineCredentials.userId, userId));
}
