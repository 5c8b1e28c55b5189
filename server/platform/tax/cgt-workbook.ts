import type ExcelJS from 'exceljs';
import type { TCgtReport, TCgtRule } from '../../../contract/tax';

/**
 * The capital gains report as an .xlsx workbook (GET /portfolio/cgtReport/spreadsheet/…): a sheet of
 * disposals, one of their matches, one of tax-year totals, and one saying whose report it is and how it
 * is rounded. Amounts are numbers in pounds to the penny with a £ format, dates are dates, so an
 * accountant can add them up; the exact figures stay in the JSON report.
 */

type Kind = 'text' | 'date' | 'number' | 'money' | 'whole';
interface Column<R> {
  header: string;
  kind: Kind;
  value: (row: R) => string | number | null;
}

const FORMATS: Record<Kind, string> = {
  text: '@',
  date: 'dd/mm/yyyy',
  number: '#,##0.######',
  money: '"£"#,##0.00',
  whole: '"£"#,##0',
};
const WIDTHS: Record<Kind, number> = { text: 24, date: 12, number: 12, money: 14, whole: 12 };

export const RULE_NAMES: Record<TCgtRule, string> = {
  SAME_DAY: 'Same day',
  BED_AND_BREAKFAST: 'Bed and breakfast (30 days)',
  S104: 'Section 104 pool',
};

type Disposal = TCgtReport['disposals'][number];
type Match = Disposal['matches'][number] & { disposal: Disposal };
type Year = TCgtReport['byTaxYear'][number];

const DISPOSALS: Column<Disposal>[] = [
  { header: 'Date', kind: 'date', value: (d) => d.date },
  { header: 'Tax year', kind: 'text', value: (d) => d.taxYear },
  { header: 'Asset', kind: 'text', value: (d) => d.assetName },
  { header: 'ISIN', kind: 'text', value: (d) => d.isin },
  { header: 'Accounts', kind: 'text', value: (d) => d.accountIds.join(', ') },
  { header: 'Quantity', kind: 'number', value: (d) => d.quantity },
  { header: 'Proceeds', kind: 'money', value: (d) => d.proceeds },
  { header: 'Costs of selling', kind: 'money', value: (d) => d.disposalCosts },
  { header: 'Allowable cost', kind: 'money', value: (d) => d.allowableCost },
  { header: 'Gain or loss', kind: 'money', value: (d) => d.gain },
  { header: 'How it was worked out', kind: 'text', value: (d) => d.explanation.join('; ') },
];

const MATCHES: Column<Match>[] = [
  { header: 'Disposal date', kind: 'date', value: (m) => m.disposal.date },
  { header: 'Asset', kind: 'text', value: (m) => m.disposal.assetName },
  { header: 'Rule', kind: 'text', value: (m) => RULE_NAMES[m.rule] },
  { header: 'Quantity', kind: 'number', value: (m) => m.quantity },
  { header: 'Acquisition date', kind: 'date', value: (m) => m.acquisitionDate },
  { header: 'Cost', kind: 'money', value: (m) => m.cost },
  { header: 'Cost per share', kind: 'money', value: (m) => m.costPerShare },
];

const YEARS: Column<Year>[] = [
  { header: 'Tax year', kind: 'text', value: (y) => y.taxYear },
  { header: 'From', kind: 'date', value: (y) => y.fromDate },
  { header: 'To', kind: 'date', value: (y) => y.toDate },
  { header: 'Disposals', kind: 'number', value: (y) => y.disposals },
  { header: 'Proceeds', kind: 'money', value: (y) => y.proceeds },
  { header: 'Allowable costs', kind: 'money', value: (y) => y.allowableCosts },
  { header: 'Gains', kind: 'money', value: (y) => y.gains },
  { header: 'Losses', kind: 'money', value: (y) => y.losses },
  { header: 'Net gain or loss', kind: 'money', value: (y) => y.net },
  { header: 'Annual exempt amount', kind: 'money', value: (y) => y.annualExemptAmount },
  { header: 'Exempt amount used', kind: 'money', value: (y) => y.exemptAmountUsed },
  { header: 'Exempt amount left', kind: 'money', value: (y) => y.exemptAmountLeft },
  { header: 'Losses brought forward', kind: 'money', value: (y) => y.lossBroughtForward },
  { header: 'Losses used', kind: 'money', value: (y) => y.lossUsed },
  { header: 'Losses carried forward', kind: 'money', value: (y) => y.lossCarriedForward },
  { header: 'Taxable gain', kind: 'money', value: (y) => y.taxableGain },
  { header: 'Gains for the return', kind: 'whole', value: (y) => y.forReturn.gains },
  { header: 'Losses for the return', kind: 'whole', value: (y) => y.forReturn.losses },
  { header: 'Taxable gain for the return', kind: 'whole', value: (y) => y.forReturn.taxableGain },
];

/** A YYYY-MM-DD date as a spreadsheet date (a UTC midnight: Excel's dates have no zone). */
function cell(kind: Kind, value: string | number | null): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'date' && typeof value === 'string') {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  }
  return value;
}

function addSheet<R>(book: ExcelJS.Workbook, name: string, columns: Column<R>[], rows: R[]) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: Math.max(WIDTHS[c.kind], Math.min(c.header.length + 2, 40)),
    style: { numFmt: FORMATS[c.kind] },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => cell(c.kind, c.value(row))));
}

function addAbout(book: ExcelJS.Workbook, r: TCgtReport) {
  const sheet = book.addWorksheet('About');
  sheet.columns = [{ width: 26 }, { width: 90 }];
  const lines: [string, string][] = [
    ['Client', `${r.clientName} (${r.clientId})`],
    ['Period', `${r.fromDate} to ${r.toDate}`],
    ['Taxable accounts', r.accounts.map((a) => `${a.name} (${a.wrapperType}, ${a.id})`).join('; ') || 'None'],
    ...r.exemptAccounts.map((a): [string, string] => [
      `Exempt: ${a.name}`,
      `${a.wrapperType}, ${a.id}: ${a.reason}`,
    ]),
    ['Rounding', r.rounding],
  ];
  for (const line of lines) sheet.addRow(line);
  sheet.getColumn(1).font = { bold: true };
}

export async function cgtWorkbook(report: TCgtReport): Promise<Buffer> {
  // Loaded when a workbook is first asked for: exceljs is slow to load (documents/exports/xlsx.ts).
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = 'Keel';
  addSheet(book, 'Disposals', DISPOSALS, report.disposals);
  const matches = report.disposals.flatMap((d) => d.matches.map((m) => ({ ...m, disposal: d })));
  addSheet(book, 'Matches', MATCHES, matches);
  addSheet(book, 'Tax years', YEARS, report.byTaxYear);
  addAbout(book, report);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const cgtWorkbookName = (r: TCgtReport) =>
  `capital-gains-${r.clientId}-${r.fromDate}-to-${r.toDate}.xlsx`;
