import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Response } from '@playwright/test';
import { DEMO_USERS } from '../server/platform/seed/demo-firms';

/** Debian's Chromium, as the end-to-end suite uses (decision 0013). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIRST_ROW = 'td.column-name';
const TIMEOUT_MS = 60_000;
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

export interface ConsoleLoad {
  /** Compressed bytes of every script that arrived before the first client row showed, in KB. */
  jsTransferredKB: number;
  /** Compressed bytes of the entry chunk (the script index.html names), in KB. */
  entryChunkKB: number;
  /** From navigation start until the first row of /clients is in the page. */
  firstRowMs: number;
  /** First contentful paint, from navigation start. */
  fcpMs: number;
  /** The scripts fetched before the first row (the shell's chunks and the page's), largest first, in KB. */
  scripts: Record<string, number>;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Signs in through the IdP's form as the demo administrator; the session cookies, nothing cached. */
async function signedInState(browser: Browser, consoleUrl: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${consoleUrl}/clients`);
  await page.getByLabel(/e-?mail/i).fill(DEMO_USERS.admin);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${consoleUrl}/clients`, { timeout: TIMEOUT_MS });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * The console's cold load as a signed-in user meets it: a fresh Chromium context with the session's
 * cookies but an empty cache opens /clients and waits for the first client row. Sizes are what went over
 * the wire (after brotli or gzip), bodies only.
 */
export async function consoleLoad(consoleUrl: string, password: string): Promise<ConsoleLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const storageState = await signedInState(browser, consoleUrl, password);
    const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res);
    });
    await page.goto(`${consoleUrl}/clients`);
    // Timed in the page, at the frame the row appeared in, relative to navigation start.
    const firstRow = await page.waitForFunction(
      (selector) => (document.querySelector(selector)?.textContent ? performance.now() : 0),
      FIRST_ROW,
      { timeout: TIMEOUT_MS },
    );
    const firstRowMs = Math.round((await firstRow.jsonValue()) as number);
    const before = [...scripts];
    const fcpMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    );
    const entrySrc = await page.$eval('script[type=module][src]', (s) => (s as HTMLScriptElement).src);
    const sizes = await Promise.all(
      before.map(async (res) => ({ url: res.url(), bytes: (await res.request().sizes()).responseBodySize })),
    );
    await context.close();
    return {
      jsTransferredKB: kb(sizes.reduce((sum, s) => sum + s.bytes, 0)),
      entryChunkKB: kb(sizes.find((s) => s.url === entrySrc)?.bytes ?? 0),
      firstRowMs,
      fcpMs: Math.round(fcpMs),
      scripts: Object.fromEntries(
        sizes
          .sort((a, b) => b.bytes - a.bytes)
          .map((s) => [new URL(s.url).pathname.replace(/^\/assets\//, ''), kb(s.bytes)]),
      ),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Builds the console as `npm start` does, before any server starts: the BFF lists the compressed copies
 * of the built files when it starts (decision 0018), so a build made while it runs would go out
 * uncompressed. Returns why the cold load cannot be measured on this machine, if it cannot.
 */
export function buildConsole(progress: (msg: string) => void): string | undefined {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM}: bash scripts/ensure-chromium.sh`;
  progress('console: building (vite build) for the cold load of /clients');
  execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit' });
  return undefined;
}
