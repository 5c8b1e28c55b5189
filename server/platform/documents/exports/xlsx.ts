import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { CsvCell } from '../../http/csv';
import { capped } from './csv';
import type { ColumnKind, ExportColumn } from './source';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each kind's cell format: money in pounds, dates as the UK writes them, text kept as text. */
const FORMATS: Record<ColumnKind, string> = {
  text: '@',
  number: '#,##0.######',
  money: '"£"#,##0.00',
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
};
const WIDTHS: Record<ColumnKind, number> = { text: 22, number: 12, money: 14, date: 12, dateTime: 17 };

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * An instant as London's wall clock: a spreadsheet's dates have no zone, and a UK reader expects the time
 * they would have seen on the console, so the instant is shifted to read that way (as UTC, how Excel's
 * serial dates are written).
 */
function londonWallClock(instant: Date): Date {
  const part = Object.fromEntries(LONDON.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second));
}

/** A cell's value for its column's kind; anything that does not read as that kind stays as it came. */
export function cellValue(kind: ColumnKind, value: CsvCell): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'number' || kind === 'money') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  }
  if (kind === 'dateTime' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return londonWallClock(new Date(value));
  // A string is written as a string cell, never a formula: "=SUM(A1)" stays those eight characters.
  return typeof value === 'boolean' ? value : String(value);
}

/**
 * One worksheet named after the list: a bold, frozen header row, widths by kind, numbers as numbers,
 * money as pounds, dates as dates. Written through exceljs's streaming writer, so rows leave memory as
 * they are committed; the bytes are gathered for storing.
 */
export async function xlsxBytes(
  sheetName: string,
  columns: ExportColumn[],
  rows: AsyncIterable<CsvCell[]>,
): Promise<Uint8Array> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
  // Loaded when a spreadsheet is first asked for: exceljs is slow to load and most processes never write one.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.name,
    width: Math.max(WIDTHS[c.kind], c.name.length + 2),
    style: { numFmt: FORMATS[c.kind] },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => (cell.numFmt = FORMATS.text));
  header.commit();
  for await (const row of capped(rows))
    sheet.addRow(row.map((v, i) => cellValue(columns[i].kind, v))).commit();
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
