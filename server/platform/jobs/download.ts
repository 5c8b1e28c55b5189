import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { generatedFiles, jobItems } from '../db/schema';
import type { FileAnswer } from '../http/route';
import { findJob } from './service';

/** A name safe in any file system's zip reader: letters, digits, dashes; never empty. */
const safe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60) || 'client';

/**
 * GET /job/{firmId}/{jobId}/download: one .zip of the files the job's succeeded items made so far, each
 * named by its client (`Ada-Lovelace-C1A2B3-portfolio-report-2026-09-30.pdf`), so a run's results come
 * down in one request however many clients it covered. The job is found in the caller's firm and subtree
 * first (anything else is a 404), and its files are read through its own items and firm. The entries are
 * stored, not compressed again: PDFs and workbooks are compressed already, and storing is quick.
 */
export async function downloadJobResults(db: Database, caller: Caller, jobId: string): Promise<FileAnswer> {
  const job = await findJob(db, caller, jobId);
  const files = await db
    .select({
      subjectId: jobItems.subjectId,
      subjectName: jobItems.subjectName,
      fileName: generatedFiles.fileName,
      bytes: generatedFiles.bytes,
    })
    .from(jobItems)
    .innerJoin(
      generatedFiles,
      and(eq(generatedFiles.id, jobItems.resultId), eq(generatedFiles.firmId, job.firmId)),
    )
    .where(and(eq(jobItems.jobId, job.id), eq(jobItems.status, 'Succeeded')))
    .orderBy(asc(jobItems.subjectName), asc(jobItems.id));
  const entries: Zippable = {};
  for (const f of files)
    entries[`${safe(f.subjectName)}-${f.subjectId}-${f.fileName}`] = [f.bytes, { level: 0 }];
  const bytes = zipSync(entries, { mtime: job.finishedAt ?? job.createdAt });
  return {
    fileName: `${job.kind}-${job.id}.zip`,
    contentType: 'application/zip',
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    disposition: 'attachment',
  };
}
