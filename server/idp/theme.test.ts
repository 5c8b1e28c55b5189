import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../platform/db/connection';
import { nodeSettings } from '../platform/db/schema';
import { createTestDatabase } from '../platform/testing/test-database';
import { createFirm } from '../platform/testing/factories';
import { loadLoginTheme } from './theme';
import { loginPage } from './views';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await createFirm(handle.db, 'TITLED', 'Titled Holdings Ltd');
  await handle.db.insert(nodeSettings).values({
    firmId: 'TITLED',
    nodeId: '0',
    kind: 'theme',
    data: { windowTitle: 'Titled Wealth' },
    createdBy: 'test',
    updatedBy: 'test',
  });
  await createFirm(handle.db, 'PLAIN', 'Plain Partners');
});

afterAll(() => handle.close());

const heading = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1];
const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const signInPageFor = async (firmHint?: string) =>
  loginPage({ base: '/oidc', uid: 'U', theme: await loadLoginTheme(handle.db, firmHint), firmHint });

describe('the sign-in page names whose it is', () => {
  it('when the firm has a window title, then the page asks to sign in to it and never names the product', async () => {
    const html = await signInPageFor('TITLED');
    expect(heading(html)).toBe('Sign in to Titled Wealth');
    expect(title(html)).toBe('Sign in – Titled Wealth');
    expect(html).not.toContain('Keel');
  });

  it("when the firm has no theme of its own, then the firm's own name stands in, not the product's", async () => {
    const html = await signInPageFor('PLAIN');
    expect(heading(html)).toBe('Sign in to Plain Partners');
    expect(html).not.toContain('Keel');
  });

  it('when no firm is known, or the hint names none, then it is the product sign-in', async () => {
    expect(heading(await signInPageFor())).toBe('Sign in to Keel');
    expect(heading(await signInPageFor('NOSUCHFIRM'))).toBe('Sign in to Keel');
  });
});
