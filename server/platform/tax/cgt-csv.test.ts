import { describe, expect, it } from 'vitest';
import { parseTradesCsv } from './cgt-csv';

const HEADER = 'date,kind,asset,quantity,price,fees,ratio';
const parse = (...rows: string[]) => parseTradesCsv([HEADER, ...rows].join('\r\n'));

describe('trades CSV', () => {
  it('when rows are good, then trades come back exact, fees defaulting to 0', () => {
    const [b, s] = parse('2024-01-02,BUY,ACME,10.5,1.234567,,', '2024-02-01,SPLIT,ACME,,,,0.1', '');
    expect(b).toMatchObject({ kind: 'BUY', date: '2024-01-02', asset: 'ACME' });
    expect(b.kind === 'BUY' && [b.quantity.toFixed(), b.price.toFixed(), b.fees?.toFixed()]).toEqual([
      '10.5',
      '1.234567',
      '0',
    ]);
    expect(s.kind === 'SPLIT' && s.ratio.toFixed()).toBe('0.1');
  });

  it('when the header is not exact, then line 1 is named', () => {
    expect(() => parseTradesCsv('date,kind,asset,quantity,price,fees\n')).toThrow(
      'line 1: the header must be exactly',
    );
  });

  it.each([
    ['2024-02-30,BUY,ACME,1,1,,', 'line 2: date: must be a real date as YYYY-MM-DD'],
    ['2024-01-02,buy,ACME,1,1,,', 'line 2: kind: must be BUY, SELL or SPLIT'],
    ['2024-01-02,BUY,,1,1,,', 'line 2: asset: must not be empty'],
    ['2024-01-02,SELL,ACME,0,1,,', 'line 2: quantity: must be a positive number'],
    ['2024-01-02,SELL,ACME,1e3,1,,', 'line 2: quantity: must be a positive number'],
    ['2024-01-02,BUY,ACME,1,-1,,', 'line 2: price: must be a number, 0 or more'],
    ['2024-01-02,BUY,ACME,1,1,x,', 'line 2: fees: must be a number, 0 or more'],
    ['2024-01-02,BUY,ACME,1,1,,2', 'line 2: ratio: must be empty on a BUY row'],
    ['2024-01-02,SPLIT,ACME,1,,,2', 'line 2: quantity: must be empty on a SPLIT row'],
    ['2024-01-02,SPLIT,ACME,,,,0', 'line 2: ratio: must be a positive number'],
    ['2024-01-02,BUY,ACME,1,1', 'line 2: expected 7 fields, found 5'],
  ])('when the row is %s, then the error is "%s"', (row, message) => {
    expect(() => parse(row)).toThrow(message);
  });

  it('when a bad row follows good ones, then its own line number is named', () => {
    expect(() =>
      parse('2024-01-02,BUY,ACME,1,1,,', '2024-01-03,BUY,ACME,1,1,,', '2024-01-04,SELL,ACME,,1,,'),
    ).toThrow(/^line 4: quantity: must be a positive number$/);
  });
});
