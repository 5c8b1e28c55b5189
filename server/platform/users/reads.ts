import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { machineCredentials, mfaEnrolments, nodes, users } from '../db/schema';

/** Users with what their reads show beside the row: node name, machine client id, confirmed MFA. */
export const userReads = (tx: Tx) =>
  tx
    .select({
      user: users,
      nodeName: nodes.name,
      clientId: machineCredentials.clientId,
      mfaEnrolled: sql<boolean>`${mfaEnrolments.userId} IS NOT NULL`,
    })
    .from(users)
    .leftJoin(nodes, and(eq(nodes.firmId, users.firmId), eq(nodes.id, users.nodeId)))
    .leftJoin(machineCredentials, eq(machineCredentials.userId, users.id))
    .leftJoin(mfaEnrolments, and(eq(mfaEnrolments.userId, users.id), isNotNull(mfaEnrolments.confirmedAt)))
    .$dynamic();
