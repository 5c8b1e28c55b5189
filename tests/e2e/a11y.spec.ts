import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { A11Y_ROUTES, SIGN_IN_ROUTE, type A11yRoute, type DemoIds } from './a11yRoutes';
import { DEMO_ADMIN, signIn } from './fixtures';
import { plainWordFaults } from './plainWords';

/**
 * Issue 13 item 9: axe (WCAG 2.0 and 2.1, A and AA) over every console route, signed in as the demo firm's
 * admin on its seeded records, and over the dialog a page's main action opens. A route passes with no
 * serious or critical violation. One signed-in page is reused across routes to keep the pass quick.
 * The same visit also reads the page for issue 12's plain words (plainWords.ts): one walk of every route
 * for both, where two walks cost three minutes of every CI run (the adviser's walk is plain-language.spec).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * axe runs no experimental rule unless asked, and a WCAG one (label-content-name-mismatch, 2.5.3 Label in
 * Name) is still experimental: every rule with one of our tags runs.
 */
const EXPERIMENTAL_WCAG_RULES = Object.fromEntries(
  axe
    .getRules(WCAG_TAGS)
    .filter((rule) => rule.tags.includes('experimental'))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

type Finding = { rule: string; line: string };

/** One finding per failing element: rule id, impact, CSS target and axe's own explanation. */
async function blockingViolations(page: Page): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: EXPERIMENTAL_WCAG_RULES, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    // One axe.run in the page itself: the default runs each frame apart and finishes the run in a second,
    // blank page with axe injected again, which made a scan 3 to 5 times slower (the pass took ten
    // minutes). The console has no frames to gain from it; the findings are the same (measured).
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        line:
          `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${violation.help}. ` +
          (node.failureSummary ?? '').replace(/\s+/g, ' '),
      })),
    );
}

/**
 * A loading indicator: a progress bar with no value (a lazy page's fallback, a list's loading bar). A bar
 * with a value (aria-valuenow: a job's progress) is content, not loading, and stays on the page.
 */
const LOADING = '[role="progressbar"]:not([aria-valuenow])';

/**
 * The page has settled: its main landmark shows, no loading indicator is left and the network is quiet.
 * Soft: a page that never settles is reported and the pass goes on to the next route.
 */
async function settled(page: Page, what: string) {
  await expect.soft(page.getByRole('main'), `${what}: the main landmark`).toBeVisible();
  await expect.soft(page.locator(LOADING), `${what}: still loading`).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/**
 * Soft, so one page's faults never hide the next page's. A route's known faults are left out (and
 * noted on the report), and must still be found: a fixed fault's entry is removed.
 */
async function expectNoBlockingViolations(page: Page, route: A11yRoute, what: string, dialogOpen = false) {
  const found = await blockingViolations(page);
  const known = new Set((route.knownFaults ?? []).map((fault) => fault.rule));
  const fresh = found.filter((finding) => !known.has(finding.rule)).map((finding) => finding.line);
  expect
    .soft(fresh.length, `${what}: serious or critical axe violations:\n  ${fresh.join('\n  ')}\n`)
    .toBe(0);
  for (const fault of route.knownFaults ?? []) {
    const still = found.some((finding) => finding.rule === fault.rule);
    if (still)
      test
        .info()
        .annotations.push({ type: 'known a11y fault', description: `${what}: ${fault.rule}, ${fault.why}` });
    else if (!dialogOpen && !fault.onlyWhen)
      expect.soft(still, `${what}: ${fault.rule} is fixed, remove it from knownFaults`).toBe(true);
  }
}

async function scan(page: Page, route: A11yRoute, ids: DemoIds) {
  const url = route.url(ids);
  const what = `${route.pattern} (${url})`;
  await page.goto(url);
  await settled(page, what);
  expect.soft(await plainWordFaults(page), `${what}: not in plain words`).toEqual([]);
  await expectNoBlockingViolations(page, route, what);
  if (route.dialogButton) {
    await page.getByRole('button', { name: route.dialogButton }).first().click();
    await expect.soft(page.getByRole('dialog'), `${what}: the "${route.dialogButton}" dialog`).toBeVisible();
    await expectNoBlockingViolations(
      page,
      route,
      `${what} with its "${route.dialogButton}" dialog open`,
      true,
    );
    await page.keyboard.press('Escape');
  }
}

async function firstId(page: Page, apiPath: string): Promise<string> {
  const res = await page.request.get(`/api/proxy${apiPath}`);
  expect(res.ok(), `${apiPath} answered ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: { id: string }[] };
  expect(data.length, `the demo has a record at ${apiPath}`).toBeGreaterThan(0);
  return data[0].id;
}

/** A pension account that has taken benefits: the demo's SIPP in drawdown (seed/pensions.ts) or a later one. */
async function firstPensionAccount(page: Page, firm: string): Promise<string> {
  const res = await page.request.get(`/api/proxy/clientproduct/action/${firm}?pageSize=1`);
  expect(res.ok(), `the crystallisation history answered ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: { accountId: string }[] };
  expect(data.length, 'the demo has a crystallisation').toBeGreaterThan(0);
  return data[0].accountId;
}

/** The seeded DEMO1 records each route with an id opens. */
async function findDemoIds(page: Page): Promise<DemoIds> {
  const firm = 'DEMO1';
  const holding = await page.request.get(`/api/proxy/posting/stock/${firm}?pageSize=1`);
  expect(holding.ok()).toBe(true);
  const [stock] = ((await holding.json()) as { data: { accountId: string; assetId: string }[] }).data;
  const transfers = await page.request.get(
    `/api/proxy/portfoliotransaction/producttransfer/${firm}?pageSize=1`,
  );
  expect(transfers.ok()).toBe(true);
  const [transfer] = ((await transfers.json()) as { data: { id: string; accountId: string }[] }).data;
  expect(transfer, 'the demo has a product transfer').toBeTruthy();
  return {
    client: await firstId(page, `/client/${firm}?clientType=Individual&status=Active&pageSize=1`),
    corporate: await firstId(page, `/client/${firm}?clientType=Corporate&pageSize=1`),
    trust: await firstId(page, `/client/${firm}?clientType=Trust&pageSize=1`),
    group: await firstId(page, `/portfolioGroup/${firm}?pageSize=1`),
    account: stock.accountId,
    asset: stock.assetId,
    instrument: await firstId(page, `/asset/${firm}?pageSize=1`),
    user: await firstId(page, `/user/${firm}?pageSize=1`),
    job: await firstId(page, `/job/${firm}?pageSize=1`),
    model: await firstId(page, `/model/${firm}?type=Discretionary&status=Active&pageSize=1`),
    transfer: transfer.id,
    transferAccount: transfer.accountId,
    illustration: await firstId(page, `/illustration/productabridged/${firm}?status=DRAWDOWN&pageSize=1`),
    notification: await firstId(page, `/notification/${firm}?pageSize=1`),
    pensionAccount: await firstPensionAccount(page, firm),
  };
}

/** `A11Y_ONLY=<regex>` scans only the matching patterns (a developer fixing one page). */
const only = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : undefined;

/** The sign-in page's address takes no record. */
const NO_IDS = {} as DemoIds;

/**
 * Per route, with a margin for a slow first load of a page's code, on the slowest machine seen: the whole
 * pass took 5 min in session 12 and 14 min (past 8 s a route) in session 13 on the same two cores.
 */
const SECONDS_PER_ROUTE = 16;

/**
 * One test, one signed-in page, one step per route: a failing route is reported (soft assertions) and
 * the pass goes on, without the sign-in a new worker would need after a failed test.
 */
test('every console page passes axe (WCAG 2.1 A and AA) and reads in plain words, signed in', async ({
  page,
}) => {
  test.setTimeout(60_000 + A11Y_ROUTES.length * SECONDS_PER_ROUTE * 1000);
  await signIn(page, DEMO_ADMIN, '/clients');
  const ids = await findDemoIds(page);
  for (const route of A11Y_ROUTES.filter((r) => !only || only.test(r.pattern))) {
    await test.step(route.pattern, () => scan(page, route, ids));
  }
});

test(`${SIGN_IN_ROUTE.pattern}, signed out`, async ({ page: signedOut }) => {
  await signedOut.goto(SIGN_IN_ROUTE.url(NO_IDS));
  await expect(signedOut.getByRole('heading').first()).toBeVisible();
  await signedOut.waitForLoadState('networkidle');
  await expectNoBlockingViolations(signedOut, SIGN_IN_ROUTE, SIGN_IN_ROUTE.pattern);
});
