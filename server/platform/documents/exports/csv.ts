import { csvCell, type CsvCell } from '../../http/csv';
import { MAX_EXPORT_ROWS, tooManyRows, type ExportColumn } from './source';

/** Stops past the cap: rows added between the count and the read never make a file larger than it. */
export async function* capped(rows: AsyncIterable<CsvCell[]>): AsyncGenerator<CsvCell[]> {
  let n = 0;
  for await (const row of rows) {
    if (++n > MAX_EXPORT_ROWS) throw tooManyRows();
    yield row;
  }
}

/** The file GET …/export streams (sendCsv): a BOM for Excel, the header, CRLF lines, the same escaping. */
export async function csvBytes(columns: ExportColumn[], rows: AsyncIterable<CsvCell[]>): Promise<Uint8Array> {
  const lines = [`\uFEFF${columns.map((c) => csvCell(c.name)).join(',')}\r\n`];
  for await (const row of capped(rows)) lines.push(`${row.map(csvCell).join(',')}\r\n`);
  return Buffer.from(lines.join(''), 'utf8');
}
