import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The CGT command as a person runs it: a child process on a CSV file, as server/main.test.ts does. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const folder = mkdtempSync(path.join(tmpdir(), 'keel-cgt-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(args: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'server/platform/tax/cgt-cli.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

function csv(name: string, rows: string[]): string {
  const file = path.join(folder, name);
  writeFileSync(file, ['date,kind,asset,quantity,price,fees,ratio', ...rows].join('\n'));
  return file;
}

const trades = csv('good.csv', [
  '2023-01-10,BUY,ACME,100,3.90,10,',
  '2024-05-01,BUY,ACME,12,4.16,,',
  '2024-05-01,SELL,ACME,50,5,5,',
  '2024-05-20,BUY,ACME,8,4,,',
  '2024-11-02,SELL,ACME,20,2,,',
]);

describe('the cgt command', () => {
  it('when run with --json, then it prints exactly one object with every amount as an exact string', () => {
    const { code, stdout } = run(['--json', trades]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      disposals: [
        {
          date: '2024-05-01',
          asset: 'ACME',
          quantity: '50',
          proceeds: '250',
          allowableCost: '206.92',
          gain: '43.08',
          matches: [
            { rule: 'SAME_DAY', quantity: '12', acquisitionDate: '2024-05-01', cost: '49.92' },
            { rule: 'BED_AND_BREAKFAST', quantity: '8', acquisitionDate: '2024-05-20', cost: '32' },
            { rule: 'S104', quantity: '30', cost: '120' },
          ],
        },
        {
          date: '2024-11-02',
          asset: 'ACME',
          quantity: '20',
          proceeds: '40',
          allowableCost: '80',
          gain: '-40',
          matches: [{ rule: 'S104', quantity: '20', cost: '80' }],
        },
      ],
      byTaxYear: {
        '2024/25': {
          disposals: 2,
          proceeds: '290',
          allowableCosts: '286.92',
          gains: '43.08',
          losses: '40',
          net: '3.08',
          annualExemptAmount: '3000',
          lossCarriedForward: '0',
          taxableGain: '0',
          beforeOct30: '43.08',
          fromOct30: '-40',
        },
      },
    });
  });

  it('when run without --json, then it shows the working, the year and the whole pounds for the return', () => {
    const { code, stdout } = run([trades]);
    expect(code).toBe(0);
    expect(stdout).toContain('12 shares matched same day at £4.16: £49.92');
    expect(stdout).toContain('8 shares matched with the purchase of 2024-05-20 (bed and breakfast) at £4.00');
    expect(stdout).toContain('30 shares from the pool at £4.00 average: £120.00');
    expect(stdout).toContain('Tax year 2024/25: 2 disposals');
    expect(stdout).toContain('in whole pounds (gains rounded down, losses up): gains £43, losses £40');
  });

  it('when a row is bad, then it exits 1 naming the line and the field', () => {
    const bad = csv('bad.csv', ['2024-01-02,BUY,ACME,10,1,,', '2024-01-03,SELL,ACME,-5,1,,']);
    const { code, stdout, stderr } = run(['--json', bad]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(`${bad}: line 3: quantity: must be a positive number`);
  });

  it('when a sale is short or the file is missing, then it exits 1 with a plain message', () => {
    expect(run([csv('short.csv', ['2024-01-03,SELL,ACME,5,1,,'])]).stderr).toContain(
      '2024-01-03: ACME: sold 5 more shares than were held',
    );
    expect(run([path.join(folder, 'none.csv')]).code).toBe(1);
  });

  it('when the arguments are wrong, then it exits 2 with the usage', () => {
    for (const args of [[], ['--json'], ['--csv', trades], [trades, trades]]) {
      const { code, stderr } = run(args);
      expect(code).toBe(2);
      expect(stderr).toContain('Usage: npm run cgt -- [--json] <trades.csv>');
    }
  });
});
