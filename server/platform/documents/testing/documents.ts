import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { download, pdfText } from './pdf';

/** Helpers for the document tests: make a document through the API and read it back as text. */

export const generate = (p: TestPlatform, token: string, fileType: string, body: object) =>
  p.request('POST', `/files/${fileType}`, { token, body });

/**
 * Makes a document, checks the answer, downloads it and returns the file record and its text with every run
 * of white space made one space (a table cell or a paragraph may wrap anywhere). KEEL_DOCUMENT_DUMP=<dir>
 * writes each PDF there, to look at.
 */
export async function generated(p: TestPlatform, token: string, fileType: string, body: object) {
  const res = await generate(p, token, fileType, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const got = await download(p, res.body.data.downloadPath, token);
  expect(got.status).toBe(200);
  const { text, pages, title } = await pdfText(got.bytes);
  const dump = process.env.KEEL_DOCUMENT_DUMP;
  if (dump) writeFileSync(join(dump, `${res.body.data.reference}.pdf`), got.bytes);
  return { file: res.body.data, text: text.replace(/\s+/g, ' '), pages, title };
}

/** £1,234.50 as a reader sees it, worked out here rather than by the code under test. */
export const gbp = (n: number) =>
  `${n < 0 ? '-' : ''}£${Math.abs(n).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 2026-11-26 → 26 November 2026. */
export const longDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The field errors of a refused call, by field name. */
export const fieldNames = (res: { body: any }): string[] =>
  (res.body.error?.fieldErrors ?? []).map((f: { fieldName: string }) => f.fieldName);
