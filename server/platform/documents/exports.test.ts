import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages, clients, generatedFiles } from '../db/schema';
import { adult } from '../accounts/testing/fixtures';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { download } from './testing/pdf';

let p: TestPlatform;
let w: LedgerWorld;
let other: LedgerWorld;
let formulaClient: string;
let gia: string;

const FORMULA_NAME = '=HYPERLINK("https://evil.example","Click")';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const LIST_PATHS = {
  clients: (firmId: string) => `/client/${firmId}`,
  accounts: (firmId: string) => `/account/list/${firmId}`,
  transactions: (firmId: string) => `/portfoliotransaction/${firmId}`,
  messages: (firmId: string) => `/message/${firmId}`,
} as const;
type List = keyof typeof LIST_PATHS;

async function message(clientId: string, subject: string, accountId: string | null = null) {
  await p.db.insert(clientMessages).values({
    firmId: w.firmId,
    nodeId: '0',
    clientId,
    accountId,
    messageType: 'Notice',
    subject,
    createdBy: 'test',
  });
}

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'EXPA');
  other = await ledgerWorld(p, 'EXPB');
  formulaClient = await adult(p, w.token, w.firmId, 'Formula');
  await p.db.update(clients).set({ name: FORMULA_NAME }).where(eq(clients.id, formulaClient));
  await adult(p, w.token, w.firmId, 'Zebedee');
  gia = await w.open('GIA');
  const isa = await w.open('ISA');
  await p.request('POST', '/account', {
    token: w.token,
    body: {
      firmId: w.firmId,
      nodeId: '0',
      accountType: 'Wrapper',
      name: 'Formula GIA',
      status: 'Active',
      currency: 'GBP',
      clientId: formulaClient,
      wrapperDetail: { wrapperType: 'GIA' },
    },
  });
  await w.api.fund(gia, 1234.56);
  await w.api.fund(isa, 250);
  expect((await w.api.payIn(gia, 99.5)).status).toBe(201);
  await message(w.clientId, 'Your statement is ready', gia);
  await message(w.clientId, '+44 call us back');
  await message(formulaClient, '-1 is not a formula');
  await other.api.fund(await other.open(), 10);
});
afterAll(() => p?.close());

const generate = (body: object, token = w.token) => p.request('POST', '/files/generate', { token, body });

/** What the list call itself answers for the same filters: every id, in its order. */
async function listed(list: List, filters: Record<string, string>) {
  const query = new URLSearchParams({ ...filters, pageSize: '500' });
  const res = await p.request('GET', `${LIST_PATHS[list](w.firmId)}?${query}`, { token: w.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: res.body.data.map((r: { id: string }) => r.id) as string[], count: res.body.meta.count };
}

/** A CSV's text (TextDecoder drops the byte order mark). */
const csvText = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted || (ch !== ',' && ch !== '\r')) cell += ch;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++; // the \n of CRLF
    }
  }
  return rows;
}

async function generated(list: List, format: 'csv' | 'xlsx', filters: Record<string, string> = {}) {
  const res = await generate({ list, format, filters });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const got = await download(p, res.body.data.downloadPath, w.token);
  expect(got.status).toBe(200);
  return { file: res.body.data, got };
}

async function readXlsx(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0];
}

const CASES: [List, Record<string, string>][] = [
  ['clients', {}],
  ['clients', { status: 'Active', clientType: 'Individual' }],
  ['accounts', {}],
  ['accounts', { clientId: 'CLIENT' }],
  ['transactions', {}],
  ['transactions', { clientId: 'CLIENT', status: 'Completed' }],
  ['messages', {}],
  ['messages', { clientId: 'CLIENT' }],
];
const withClient = (f: Record<string, string>) =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v === 'CLIENT' ? w.clientId : v]));

describe('POST /files/generate as CSV', () => {
  it.each(CASES)(
    'when %s are exported with %j, then the CSV holds what the list answers, in its order',
    async (list, raw) => {
      const filters = withClient(raw);
      const { file, got } = await generated(list, 'csv', filters);
      expect(file).toMatchObject({
        firmId: w.firmId,
        nodeId: '0',
        fileType: `export-${list}`,
        title: `${list[0].toUpperCase()}${list.slice(1)} export`,
        reference: `EX-${file.id}`,
        contentType: 'text/csv; charset=utf-8',
        clientId: filters.clientId ?? null,
      });
      expect(file.fileName).toMatch(new RegExp(`^${list}-EXPA-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      expect(got.headers.get('content-type')).toContain('text/csv');
      expect([...got.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(csvText(got.bytes));
      const expected = await listed(list, filters);
      expect(rows.length).toBe(expected.count);
      expect(rows.map((r) => r[0])).toEqual(expected.ids);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.length === header.length)).toBe(true);
    },
  );

  it('when a client is named like a formula, then the CSV cell starts with an apostrophe', async () => {
    const { got } = await generated('clients', 'csv', { id: formulaClient });
    const [, row] = parseCsv(csvText(got.bytes));
    expect(row[1]).toBe(`'${FORMULA_NAME}`);
  });
});

describe('POST /files/generate as XLSX', () => {
  it.each(CASES)(
    'when %s are exported with %j, then one sheet holds what the list answers, in its order',
    async (list, raw) => {
      const filters = withClient(raw);
      const { file, got } = await generated(list, 'xlsx', filters);
      expect(file.contentType).toBe(XLSX_TYPE);
      expect(file.fileName).toMatch(new RegExp(`^${list}-EXPA-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
      expect(got.headers.get('content-type')).toBe(XLSX_TYPE);
      const sheet = await readXlsx(got.bytes);
      expect(sheet.name.toLowerCase()).toBe(list);
      const expected = await listed(list, filters);
      const ids: string[] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) ids.push(String(row.getCell(1).value));
      });
      expect(ids).toEqual(expected.ids);
      expect(sheet.actualRowCount - 1).toBe(expected.count);
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      for (const column of sheet.columns) expect(column.width).toBeGreaterThanOrEqual(10);
    },
  );

  it('when transactions are exported, then money is a number in pounds and dates are dates', async () => {
    const filters = { accountId: gia, status: 'Completed' };
    const { got } = await generated('transactions', 'xlsx', filters);
    const sheet = await readXlsx(got.bytes);
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const query = new URLSearchParams(filters);
    const listedRows = (
      await p.request('GET', `/portfoliotransaction/${w.firmId}?${query}`, { token: w.token })
    ).body.data as { id: string; amount: number; transactionDate: string; completedDate: string }[];
    expect(listedRows.map((t) => t.amount)).toContain(1234.56);
    listedRows.forEach((t, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(t.id);
      const amount = row.getCell(col('Amount (GBP)'));
      expect(amount.type).toBe(ExcelJS.ValueType.Number);
      expect(amount.value).toBe(t.amount);
      expect(amount.numFmt).toBe('"£"#,##0.00');
      const date = row.getCell(col('Date'));
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect(date.numFmt).toBe('dd/mm/yyyy');
      expect((date.value as Date).toISOString().slice(0, 10)).toBe(t.transactionDate);
      const completed = row.getCell(col('Completed'));
      expect((completed.value as Date).toISOString().slice(0, 10)).toBe(t.completedDate);
    });
    expect(sheet.getRow(1).getCell(col('Amount (GBP)')).type).toBe(ExcelJS.ValueType.String);
  });

  it('when clients are exported, then dates of birth are dates and a formula-looking name stays text', async () => {
    const { got } = await generated('clients', 'xlsx', { name: 'Ledger' });
    const sheet = await readXlsx(got.bytes);
    const born = sheet.getRow(2).getCell(6);
    expect(born.type).toBe(ExcelJS.ValueType.Date);
    expect((born.value as Date).toISOString().slice(0, 10)).toBe('1980-05-17');
    expect(sheet.getRow(2).getCell(9).type).toBe(ExcelJS.ValueType.Date);

    const formula = await readXlsx((await generated('clients', 'xlsx', { id: formulaClient })).got.bytes);
    const name = formula.getRow(2).getCell(2);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe(FORMULA_NAME);
    expect(name.formula).toBeUndefined();
  });

  it('when messages start with + or -, then they stay text', async () => {
    const sheet = await readXlsx((await generated('messages', 'xlsx')).got.bytes);
    const subjects: ExcelJS.Cell[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) subjects.push(row.getCell(9));
    });
    const odd = subjects.filter((c) => /^[+-]/.test(String(c.value)));
    expect(odd.map((c) => c.value).sort()).toEqual(['+44 call us back', '-1 is not a formula']);
    for (const c of odd) expect(c.type).toBe(ExcelJS.ValueType.String);
  });
});

describe('POST /files/generate refusals', () => {
  it.each([
    ['clients', { bogus: 'x' }, 'filters.bogus'],
    ['clients', { status: 'Nope' }, 'filters.status'],
    ['accounts', { wrapperType: 'Piggy bank' }, 'filters.wrapperType'],
    ['transactions', { transactionDateFrom: 'yesterday' }, 'filters.transactionDateFrom'],
    ['transactions', { incomplete: 'maybe' }, 'filters.incomplete'],
    ['messages', { fromDate: '2025-02-01', toDate: '2025-01-01' }, 'filters.fromDate'],
  ])('when %s get %j, then 400 names %s', async (list, filters, fieldName) => {
    const res = await generate({ list, format: 'csv', filters });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.map((f: { fieldName: string }) => f.fieldName)).toContain(fieldName);
  });

  it('when paging and sort come with the filters, then they are ignored and every row is exported', async () => {
    const res = await generate({ list: 'clients', filters: { page: 2, pageSize: 1, sort: '-name' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = await download(p, res.body.data.downloadPath, w.token);
    const rows = parseCsv(csvText(got.bytes)).slice(1);
    expect(rows.map((r) => r[0])).toEqual((await listed('clients', {})).ids);
  });

  it.each(['clients', 'accounts', 'transactions', 'messages'] as const)(
    "when %s are filtered by another firm's client, then 404 and nothing of it is stored or shown",
    async (list) => {
      const before = await p.db.select({ n: sql<number>`count(*)::int` }).from(generatedFiles);
      const filters = list === 'clients' ? { id: other.clientId } : { clientId: other.clientId };
      const res = await generate({ list, format: 'xlsx', filters });
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('EXPB');
      const after = await p.db.select({ n: sql<number>`count(*)::int` }).from(generatedFiles);
      expect(after[0].n).toBe(before[0].n);
    },
  );

  it("when another firm's user asks for an export's bytes, then 404", async () => {
    const { file } = await generated('clients', 'csv');
    expect(file.downloadPath).toBe(`/files/${w.firmId}/${file.id}`);
    expect((await download(p, file.downloadPath, other.token)).status).toBe(404);
    expect((await download(p, `/files/${other.firmId}/${file.id}`, other.token)).status).toBe(404);
  });

  it('when more than 100,000 rows match, then 400 asks to narrow the filters and nothing is stored', async () => {
    const noise = await adult(p, w.token, w.firmId, 'Noisy');
    await p.db
      .execute(sql`INSERT INTO client_messages (firm_id, node_id, client_id, message_type, subject, created_by)
      SELECT ${w.firmId}, '0', ${noise}, 'Notice', 'Bulk ' || n, 'test' FROM generate_series(1, 100001) AS n`);
    const res = await generate({ list: 'messages', format: 'csv', filters: { clientId: noise } });
    expect(res.status).toBe(400);
    expect(res.body.error.errorMessage).toBe(
      'Narrow the filters: this export would have more than 100,000 rows',
    );
    const stored = await p.db
      .select({ n: sql<number>`count(*)::int` })
      .from(generatedFiles)
      .where(and(eq(generatedFiles.firmId, w.firmId), eq(generatedFiles.clientId, noise)));
    expect(stored[0].n).toBe(0);
    // A hundred thousand real rows take seconds to write on a busy machine.
  }, 60_000);
});
