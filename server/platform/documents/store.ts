import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TGeneratedFile } from '../../../contract/documents';
import type { Tx } from '../db/connection';
import { generatedFiles } from '../db/schema';

export type GeneratedFileRow = typeof generatedFiles.$inferSelect;

/** Where the console downloads a file: through the BFF's proxy, which adds the session's token. */
export const downloadPath = (firmId: string, fileId: string) =>
  `/files/${encodeURIComponent(firmId)}/${encodeURIComponent(fileId)}`;

/** A fresh id from the database's keel_id(), so the reference printed on a document is its file's own. */
export async function newFileId(db: Tx): Promise<string> {
  const result = (await db.execute(sql`SELECT keel_id() AS id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0].id;
}

export interface NewFile {
  id: string;
  firmId: string;
  nodeId: string;
  clientId: string | null;
  accountId: string | null;
  fileType: string;
  title: string;
  reference: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  input: Record<string, unknown>;
  createdBy: string;
}

export async function storeFile(db: Tx, file: NewFile): Promise<GeneratedFileRow> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const [row] = await db
    .insert(generatedFiles)
    .values({ ...file, size: file.bytes.length, sha256 })
    .returning();
  return row;
}

export function presentFile(
  row: Omit<GeneratedFileRow, 'bytes'>,
  messageId: string | null = null,
): TGeneratedFile {
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: row.nodeId,
    clientId: row.clientId,
    accountId: row.accountId,
    fileType: row.fileType,
    title: row.title,
    reference: row.reference,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    messageId,
    downloadPath: downloadPath(row.firmId, row.id),
  };
}
