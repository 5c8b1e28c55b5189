import { and, eq } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { generatedFiles } from '../db/schema';
import { notFound } from '../errors';
import type { FileAnswer } from '../http/route';
import { inCallerSubtree } from '../nodes/subtree';

/** GET /files/{firmId}/{fileId}: a stored file of the caller's firm and subtree; anything else is a 404. */
export async function downloadFile(
  db: Database,
  caller: Caller,
  fileId: string,
  disposition: FileAnswer['disposition'],
): Promise<FileAnswer> {
  const [file] = await db
    .select({
      fileName: generatedFiles.fileName,
      contentType: generatedFiles.contentType,
      bytes: generatedFiles.bytes,
      sha256: generatedFiles.sha256,
    })
    .from(generatedFiles)
    .where(
      and(
        eq(generatedFiles.firmId, caller.firmId),
        eq(generatedFiles.id, fileId),
        inCallerSubtree(caller, generatedFiles.nodeId),
      ),
    );
  if (!file) throw notFound('File');
  return { ...file, disposition };
}
