import { once } from 'node:events';
import type { Response } from 'express';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvExport {
  filename: string;
  columns: string[];
  rows: AsyncIterable<CsvCell[]>;
}

/**
 * One CSV cell (RFC 4180 quoting). A text cell that a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR) is prefixed with an apostrophe: exports get opened in Excel.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Streams an export, honouring back-pressure so memory stays flat however many rows there are. The first
 * row is read before anything is sent, so that a query that fails at once (bad input, a fault) is still
 * an ordinary error answer; a failure after that reaches the error handler, which cuts the connection.
 */
export async function sendCsv(res: Response, csv: CsvExport): Promise<void> {
  const rows = csv.rows[Symbol.asyncIterator]();
  let next = await rows.next();
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${csv.filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write(`\uFEFF${csv.columns.map(csvCell).join(',')}\r\n`);
  try {
    for (; !next.done; next = await rows.next()) {
      if (res.destroyed) return;
      if (!res.write(`${next.value.map(csvCell).join(',')}\r\n`)) await drainedOrClosed(res);
    }
  } finally {
    // A client that went away leaves the generator mid-batch: let it finish its own clean-up.
    if (!next.done) await rows.return?.();
  }
  res.end();
}

/** Waits for room to write, or for the client to go away (then no 'drain' ever comes). */
async function drainedOrClosed(res: Response): Promise<void> {
  const done = new AbortController();
  const { signal } = done;
  try {
    await Promise.race([once(res, 'drain', { signal }), once(res, 'close', { signal })]);
  } finally {
    done.abort();
  }
}
