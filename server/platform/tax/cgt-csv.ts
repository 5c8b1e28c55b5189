import type { Decimal } from '../../../contract/money';
import type { Trade } from './cgt';
import { exact, isDate } from './cgt-exact';

/**
 * Trades for the CGT engine as CSV: `date,kind,asset,quantity,price,fees,ratio`, the header exactly so.
 * Fields are plain (no quoting, so an asset name has no comma); numbers are plain decimals with no sign,
 * grouping or currency symbol, so a typo is refused rather than misread. Blank lines are skipped. Line
 * numbers count the header as line 1, as an editor shows them.
 */
export const CSV_HEADER = 'date,kind,asset,quantity,price,fees,ratio';

const NUMBER = /^\d+(\.\d+)?$/;
const KINDS = ['BUY', 'SELL', 'SPLIT'] as const;

type Fields = Record<'date' | 'kind' | 'asset' | 'quantity' | 'price' | 'fees' | 'ratio', string>;

export function parseTradesCsv(text: string): Trade[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0].trim() !== CSV_HEADER) {
    throw new Error(`line 1: the header must be exactly "${CSV_HEADER}"`);
  }
  const trades: Trade[] = [];
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === '') return;
    trades.push(parseRow(line, i + 1));
  });
  return trades;
}

function parseRow(line: string, lineNo: number): Trade {
  const cells = line.split(',').map((c) => c.trim());
  if (cells.length !== 7) throw new Error(`line ${lineNo}: expected 7 fields, found ${cells.length}`);
  const [date, kind, asset, quantity, price, fees, ratio] = cells;
  const f: Fields = { date, kind, asset, quantity, price, fees, ratio };
  const fail = (field: keyof Fields, message: string) => new Error(`line ${lineNo}: ${field}: ${message}`);
  if (!isDate(date)) throw fail('date', 'must be a real date as YYYY-MM-DD');
  if (!(KINDS as readonly string[]).includes(kind)) throw fail('kind', 'must be BUY, SELL or SPLIT');
  if (!asset) throw fail('asset', 'must not be empty');
  if (kind === 'SPLIT') {
    for (const field of ['quantity', 'price', 'fees'] as const) {
      if (f[field]) throw fail(field, 'must be empty on a SPLIT row');
    }
    return { kind, date, asset, ratio: positive(ratio, () => fail('ratio', 'must be a positive number')) };
  }
  if (ratio) throw fail('ratio', `must be empty on a ${kind} row`);
  return {
    kind: kind as 'BUY' | 'SELL',
    date,
    asset,
    quantity: positive(quantity, () => fail('quantity', 'must be a positive number')),
    price: notNegative(price, () => fail('price', 'must be a number, 0 or more')),
    fees: fees ? notNegative(fees, () => fail('fees', 'must be a number, 0 or more')) : exact(0),
  };
}

function notNegative(text: string, error: () => Error): Decimal {
  if (!NUMBER.test(text)) throw error();
  return exact(text);
}

function positive(text: string, error: () => Error): Decimal {
  const value = notNegative(text, error);
  if (value.isZero()) throw error();
  return value;
}
