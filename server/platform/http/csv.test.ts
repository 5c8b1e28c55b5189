import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../log';
import { csvCell, sendCsv, type CsvCell } from './csv';
import { AppError } from '../errors';
import { errorHandler } from './errors-middleware';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
  ])('when the value is %j, then the cell is %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('when the value is a number, null or undefined, then numbers stay numbers and blanks are empty', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

/**
 * Issue 11, fault 5: an export that fails must look failed. Before, the header row went out first and an
 * error after it left the response open for ever, holding the connection.
 */
describe('sendCsv when the rows fail', () => {
  let server: Server;
  let base: string;
  let rows: () => AsyncIterable<CsvCell[]>;

  beforeAll(async () => {
    const app = express();
    app.get('/export', async (_req, res) => {
      await sendCsv(res, { filename: 'x.csv', columns: ['A', 'B'], rows: rows() });
    });
    app.use(errorHandler(createLogger('platform', 'silent')));
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('when the first batch fails, then the answer is the JSON error body, not a CSV', async () => {
    // The first query of the export fails: no row ever comes.
    rows = () => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new AppError(400, 'Bad filter')) }),
    });
    const res = await fetch(`${base}/export`, { signal: AbortSignal.timeout(5_000) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { statusCode: 400, errorMessage: 'Bad filter', fieldErrors: [] },
    });
  });

  it('when a later batch fails, then the download fails at once instead of hanging or looking complete', async () => {
    rows = async function* () {
      yield ['1', 'one'];
      await new Promise((r) => setTimeout(r, 10));
      throw new Error('connection lost');
    };
    const res = await fetch(`${base}/export`, { signal: AbortSignal.timeout(5_000) });
    expect(res.status).toBe(200);
    const read = res.text().then(
      () => 'complete',
      (err: Error) => err.name,
    );
    expect(await read).not.toBe('complete');
    expect(await read).not.toBe('TimeoutError');
  });

  it('when every row comes, then the file is the header and the rows', async () => {
    rows = async function* () {
      yield ['1', 'a,b'];
    };
    const res = await fetch(`${base}/export`, { signal: AbortSignal.timeout(5_000) });
    // text() would drop the byte-order mark Excel needs; read the bytes.
    expect(Buffer.from(await res.arrayBuffer()).toString('utf8')).toBe('\uFEFFA,B\r\n1,"a,b"\r\n');
  });
});
