import { ALL_SCOPES, type TScope } from '../../../contract/permissions';
import type { Database } from '../db/connection';
import { firms, nodes, users } from '../db/schema';
import { hashPassword } from '../users/passwords';

/** Test factories: the smallest real records a test needs, written through the real schema. */

export const TEST_PASSWORD = 'correct horse battery staple';

/** Argon2 takes tens of milliseconds a hash; every test user with the default password shares one. */
let testPasswordHash: Promise<string> | undefined;
const hashOf = (password: string) =>
  password === TEST_PASSWORD ? (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password);

export async function createFirm(db: Database, id: string, name = `Firm ${id}`) {
  await db.insert(firms).values({ id, name });
  await db.insert(nodes).values({
    firmId: id,
    id: '0',
    parentNodeId: null,
    nodeType: 'Default',
    name,
    path: '0',
    createdBy: 'test',
    updatedBy: 'test',
  });
  return id;
}

export async function createNode(db: Database, firmId: string, parentPath: string, name: string) {
  const parentNodeId = parentPath.split('/').at(-1)!;
  const [row] = await db
    .insert(nodes)
    .values({
      firmId,
      parentNodeId,
      nodeType: 'Business Stream',
      name,
      path: 'pending',
      createdBy: 'test',
      updatedBy: 'test',
    })
    .returning();
  const path = `${parentPath}/${row.id}`;
  const { eq, and } = await import('drizzle-orm');
  await db
    .update(nodes)
    .set({ path })
    .where(and(eq(nodes.firmId, firmId), eq(nodes.id, row.id)));
  return { id: row.id, path };
}

export async function createUser(
  db: Database,
  firmId: string,
  opts: {
    email?: string;
    scopes?: TScope[];
    nodeId?: string;
    userType?: 'User' | 'Machine';
    password?: string;
  } = {},
) {
  const email = opts.email ?? `user${Math.random().toString(36).slice(2, 8)}@${firmId.toLowerCase()}.test`;
  const [row] = await db
    .insert(users)
    .values({
      firmId,
      nodeId: opts.nodeId ?? '0',
      userType: opts.userType ?? 'User',
      name: email.split('@')[0],
      email,
      passwordHash: await hashOf(opts.password ?? TEST_PASSWORD),
      scopes: opts.scopes ?? ALL_SCOPES,
      createdBy: 'test',
      updatedBy: 'test',
    })
    .returning();
  return row;
}
