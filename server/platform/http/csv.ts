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

/** Streams an export, honouring back-pressure so memory stays flat however many rows there are. */
export async function sendCsv(res: Response, csv: CsvExport): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${csv.filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write(`\uFEFF${csv.columns.map(csvCell).join(',')}\r\n`);
  for await (const row of csv.rows) {
    if (res.destroyed) return;
    if (!res.write(`${row.map(csvCell).join(',')}\r\n`)) await once(res, 'drain');
  }
  res.end();
}
