import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../contract';
import { AppError } from '../errors';
import { contentRange, parseSimpleRestList, sendSimpleRestList } from './simple-rest';

const OPTIONS = {
  sortable: ['name', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'] as ['createdAt', 'DESC'],
  filter: z.strictObject({ q: z.string().min(1).optional(), status: z.enum(['On', 'Off']).optional() }),
};

function refusal(query: Record<string, string>) {
  try {
    parseSimpleRestList(query, OPTIONS);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a 400');
}

describe('parseSimpleRestList', () => {
  it('when react-admin sends sort, range and filter, then they come back as sort, offset, limit and filter', () => {
    const parsed = parseSimpleRestList(
      { sort: '["name","ASC"]', range: '[25,49]', filter: '{"q":"ada","status":"On"}' },
      OPTIONS,
    );
    expect(parsed).toEqual({
      sort: { field: 'name', order: 'ASC' },
      offset: 25,
      limit: 25,
      filter: { q: 'ada', status: 'On' },
    });
  });

  it('when nothing is sent (react-admin getMany sends only a filter), then the defaults apply', () => {
    expect(parseSimpleRestList({}, OPTIONS)).toEqual({
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: MAX_PAGE_SIZE,
      filter: {},
    });
  });

  it('when sort, range and filter are all wrong, then one 400 names each of them', () => {
    const error = refusal({
      sort: '["password","ASC"]',
      range: '[10,2]',
      filter: '{"status":"Maybe","x":1}',
    });
    expect(error.statusCode).toBe(400);
    expect(error.fieldErrors.map((e) => e.fieldName).sort()).toEqual([
      'filter.status',
      'filter.x',
      'range',
      'sort',
    ]);
    expect(error.fieldErrors.find((e) => e.fieldName === 'sort')?.errorMessage).toContain('name, createdAt');
  });

  it('when the JSON is not JSON, or the wrong shape, then the field is named', () => {
    expect(refusal({ filter: '{q:' }).fieldErrors).toEqual([
      { fieldName: 'filter', errorMessage: 'Must be a JSON object' },
    ]);
    expect(refusal({ filter: '[1]' }).fieldErrors[0].fieldName).toBe('filter');
    expect(refusal({ sort: '"name"' }).fieldErrors[0].fieldName).toBe('sort');
    expect(refusal({ sort: '["name","UP"]' }).fieldErrors[0].fieldName).toBe('sort');
    expect(refusal({ range: `[0,${MAX_PAGE_SIZE}]` }).fieldErrors[0].fieldName).toBe('range');
    expect(refusal({ range: '[-1,3]' }).fieldErrors[0].fieldName).toBe('range');
    expect(refusal({ range: '[0.5,3]' }).fieldErrors[0].fieldName).toBe('range');
  });
});

describe('sendSimpleRestList', () => {
  it('when a page has rows, then Content-Range says first-last/total; when none, */total', () => {
    expect(contentRange('jobs', 25, 319, 0)).toBe('jobs 0-24/319');
    expect(contentRange('jobs', 19, 319, 300)).toBe('jobs 300-318/319');
    expect(contentRange('jobs', 0, 0, 0)).toBe('jobs */0');
  });

  it('when it answers over HTTP, then the body is the bare array and Content-Range is exposed', async () => {
    const app = express();
    app.get('/rows', (_req, res) => sendSimpleRestList(res, 'things', [{ id: 'a' }, { id: 'b' }], 7, 2));
    app.get('/none', (_req, res) => sendSimpleRestList(res, 'things', [], 0, 0));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const rows = await fetch(`${base}/rows`);
      expect(await rows.json()).toEqual([{ id: 'a' }, { id: 'b' }]);
      expect(rows.headers.get('content-range')).toBe('things 2-3/7');
      expect(rows.headers.get('access-control-expose-headers')).toBe('Content-Range');
      const none = await fetch(`${base}/none`);
      expect(await none.json()).toEqual([]);
      expect(none.headers.get('content-range')).toBe('things */0');
    } finally {
      server.close();
    }
  });
});
