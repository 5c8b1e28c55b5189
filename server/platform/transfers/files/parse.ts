import { rowFieldName } from '../../../../contract/transfers';
import { badRequest, fieldError } from '../../errors';

/**
 * An uploaded transfer file (CSV or XLSX, sent as base64) read into rows of text cells by column name, so
 * one checker serves both. Column names are matched without case or spaces (`bookValue`, `Book value`);
 * rows are numbered as a spreadsheet shows them, the header being row 1, so an error names the row the
 * person sees. Blank rows are skipped but still counted.
 */
export interface FileRow {
  row: number;
  cells: Record<string, string>;
}
export interface FileRows {
  columns: string[];
  rows: FileRow[];
}

/** The most rows one file may carry: a transfer holds at most 500 assets (contract ZTransferRequest). */
export const MAX_FILE_ROWS = 500;

export const columnKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/** The file as sent: base64 of a .csv or .xlsx (the contract checks the name and the alphabet). */
export const parseTransferFile = (fileName: string, base64: string) =>
  parseTransferBytes(fileName, Buffer.from(base64, 'base64'));

export async function parseTransferBytes(fileName: string, bytes: Buffer): Promise<FileRows> {
  const table = /\.xlsx$/i.test(fileName) ? await xlsxTable(bytes) : csvTable(bytes.toString('utf8'));
  const [header = [], ...lines] = table;
  const columns = header.map(columnKey);
  const rows: FileRow[] = [];
  lines.forEach((cells, i) => {
    if (cells.every((c) => c === '')) return;
    rows.push({ row: i + 2, cells: Object.fromEntries(columns.map((c, at) => [c, cells[at] ?? ''])) });
  });
  if (!rows.length) throw fieldError('content', 'The file has no rows under its header');
  if (rows.length > MAX_FILE_ROWS)
    throw fieldError('content', `The file may have at most ${MAX_FILE_ROWS} rows`);
  return { columns, rows };
}

/** The header must name each column of `needed` (any one of each group); a missing one is a row 1 error. */
export function requireColumns(file: FileRows, needed: string[][]) {
  const missing = needed.filter((group) => !group.some((c) => file.columns.includes(columnKey(c))));
  if (missing.length)
    throw badRequest(
      missing.map((group) => ({
        fieldName: rowFieldName(1, group[0]),
        errorMessage: `The header must name ${group.join(' or ')} (the first row holds the column names)`,
      })),
    );
}

/** CSV as spreadsheets write it: comma-separated, a field may be double-quoted ("" inside is one quote). */
function csvTable(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => splitCsvLine(line).map((c) => c.trim()));
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** The first worksheet's cells as text; a formula counts as its result. */
async function xlsxTable(bytes: Buffer): Promise<string[][]> {
  // Loaded when a spreadsheet is first read: exceljs is slow to load (documents/exports/xlsx.ts).
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fieldError('content', 'The file could not be read as an .xlsx workbook');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cellText(cell.value)));
    table[number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(table, (r) => r ?? []);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; text?: unknown; richText?: { text: string }[] };
    if ('result' in v) return cellText(v.result);
    if (v.richText)
      return v.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if (typeof v.text === 'string') return v.text.trim();
    return '';
  }
  return String(value).trim();
}
