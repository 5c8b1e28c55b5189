import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { UPLOAD_RULES, type TUploadedFile, type UploadCategory } from '../../../contract/firm';
import type { Space } from '../../../contract/theme';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { fileUploads, firmFiles, nodes } from '../db/schema';
import { AppError, notFound } from '../errors';
import { inCallerSubtree, inNodeSubtree, nodeInSubtree } from '../nodes/subtree';
import { stampChangedLogos } from '../firm/service';
import { settingsKey, writeSettings } from '../firm/settings';
import { acceptImage } from './images';

/** How long an upload address stays good. */
export const UPLOAD_TTL_MS = 10 * 60 * 1000;

/** Where a node's logo is served from, through the console's origin (the BFF's public /api/media). */
export const logoAddress = (firmId: string, nodeId: string, space: Space, category: UploadCategory) =>
  `/api/media/logo/${[firmId, nodeId, space, category].map(encodeURIComponent).join('/')}`;

/**
 * The stored files of a category at a node and every node under it, in the caller's subtree: tree order,
 * then space. Never the bytes: `url` is the public logo address that serves them.
 */
export async function uploadedFiles(
  db: Tx,
  caller: Caller,
  query: { category: UploadCategory; nodeId: string },
): Promise<TUploadedFile[]> {
  const rows = await db
    .select({
      nodeId: firmFiles.nodeId,
      nodeName: nodes.name,
      space: firmFiles.space,
      category: firmFiles.category,
      contentType: firmFiles.contentType,
      size: firmFiles.size,
      sha256: firmFiles.sha256,
      version: firmFiles.version,
      updatedAt: firmFiles.updatedAt,
      updatedBy: firmFiles.updatedBy,
    })
    .from(firmFiles)
    .innerJoin(nodes, and(eq(nodes.firmId, firmFiles.firmId), eq(nodes.id, firmFiles.nodeId)))
    .where(
      and(
        eq(firmFiles.firmId, caller.firmId),
        eq(firmFiles.category, query.category),
        inNodeSubtree(caller.firmId, query.nodeId, firmFiles.nodeId),
        inCallerSubtree(caller, firmFiles.nodeId),
      ),
    )
    .orderBy(asc(nodes.path), asc(firmFiles.space));
  return rows.map((r) => ({
    ...r,
    updatedAt: r.updatedAt.toISOString(),
    url: logoAddress(caller.firmId, r.nodeId, r.space, r.category),
  }));
}

/**
 * GET /firm/files/upload/{firmId}: a one-time address for one logo of one node and space. The caller
 * PUTs the file there (through the console's proxy, so with their own token) within UPLOAD_TTL_MS. With
 * it, the files of that category already stored at that node and under it (`uploadedFiles`).
 */
export async function uploadTarget(
  db: Database,
  caller: Caller,
  query: { category: UploadCategory; nodeId: string; space: Space },
) {
  if (!(await nodeInSubtree(db, caller, query.nodeId))) throw notFound('Node');
  // Addresses nobody used are of no further use; clearing them here keeps the table small.
  await db.delete(fileUploads).where(lt(fileUploads.expiresAt, sql`now() - interval '1 day'`));
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + UPLOAD_TTL_MS);
  await db
    .insert(fileUploads)
    .values({ id, firmId: caller.firmId, userId: caller.userId, expiresAt, ...query });
  const rule = UPLOAD_RULES[query.category];
  const files = await uploadedFiles(db, caller, query);
  return {
    uploadUrl: `/firm/files/upload/${encodeURIComponent(caller.firmId)}/${id}`,
    method: 'PUT' as const,
    expiresAt: expiresAt.toISOString(),
    contentTypes: [...rule.types],
    maxBytes: rule.maxBytes,
    files,
  };
}

const gone = () =>
  new AppError(410, 'This upload address has expired or was already used; ask for a new one');

/**
 * PUT to an upload address: checks and stores the file, uses the address up, and sets the logo on the
 * node's theme with a fresh lastModified, all in one transaction with the theme's audit row.
 */
export async function receiveUpload(db: Database, caller: Caller, uploadId: string, body: unknown) {
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.id, uploadId), eq(fileUploads.firmId, caller.firmId)))
      .for('update');
    if (!slot || slot.userId !== caller.userId) throw notFound('Upload address');
    if (slot.usedAt || slot.expiresAt.getTime() < Date.now()) throw gone();
    const image = acceptImage(slot.category, body);
    const row = {
      firmId: slot.firmId,
      nodeId: slot.nodeId,
      space: slot.space,
      category: slot.category,
      contentType: image.contentType,
      size: image.bytes.length,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
      bytes: image.bytes,
      updatedBy: caller.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(firmFiles)
      .values({ ...row, createdBy: caller.userId })
      .onConflictDoUpdate({
        target: [firmFiles.firmId, firmFiles.nodeId, firmFiles.space, firmFiles.category],
        set: { ...row, version: sql`${firmFiles.version} + 1` },
      });
    await tx.update(fileUploads).set({ usedAt: new Date() }).where(eq(fileUploads.id, uploadId));
    const url = logoAddress(slot.firmId, slot.nodeId, slot.space, slot.category);
    let logo = { url, lastModified: '' };
    await writeSettings(tx, caller, {
      nodeId: slot.nodeId,
      key: settingsKey.theme(slot.space),
      entityType: 'nodeTheme',
      changes: { [slot.category]: { url } },
      finish: (after, changes) => {
        stampChangedLogos(after, changes);
        logo = after[slot.category] as typeof logo;
      },
    });
    return {
      category: slot.category,
      nodeId: slot.nodeId,
      space: slot.space,
      contentType: image.contentType,
      size: image.bytes.length,
      logo,
    };
  });
}

/** The current file of a logo address, or undefined. */
export async function readLogo(
  db: Tx,
  key: { firmId: string; nodeId: string; space: string; category: string },
) {
  const [file] = await db
    .select({
      contentType: firmFiles.contentType,
      bytes: firmFiles.bytes,
      sha256: firmFiles.sha256,
      updatedAt: firmFiles.updatedAt,
    })
    .from(firmFiles)
    .where(
      and(
        eq(firmFiles.firmId, key.firmId),
        eq(firmFiles.nodeId, key.nodeId),
        eq(firmFiles.space, key.space as Space),
        eq(firmFiles.category, key.category as UploadCategory),
      ),
    );
  return file;
}
