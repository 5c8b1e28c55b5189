/**
 * Every console route, as the a11y pass (a11y.spec.ts) visits it. `pattern` is the route as the console
 * declares it (App.tsx, the resources' objects and their *Routes arrays); a unit test
 * (client/src/shell/layout/consoleRoutes.test.ts) fails when a console route is missing here, so a new page
 * is scanned by axe from the day it exists. Pure data: imported by Playwright and by Vitest alike.
 */

/** The seeded DEMO1 records the pass visits, found through the API before the first page. */
export interface DemoIds {
  client: string;
  corporate: string;
  trust: string;
  group: string;
  account: string;
  /** An asset the account holds (its all-transactions page). */
  asset: string;
  instrument: string;
  user: string;
  /** A bulk job (its page /jobs/:id): the demo's seeded statements run. */
  job: string;
  /** An Active discretionary model portfolio (its pages /models/discretionary/:modelId/…). */
  model: string;
  /** A seeded product transfer (its pages /transfers/:transferId/…) and the account it belongs to. */
  transfer: string;
  transferAccount: string;
  /** A seeded DEMO1 drawdown illustration (its page /illustrations/:id, with the sustainability). */
  illustration: string;
  /** A notification of the exception inbox (its page /notifications/:id). */
  notification: string;
  /** The seeded SIPP in drawdown (its crystallise page and Income tab; decision 0903). */
  pensionAccount: string;
}

export interface A11yRoute {
  pattern: string;
  url: (ids: DemoIds) => string;
  /** The accessible name of a button that opens the page's main dialog, scanned open as well. */
  dialogButton?: string;
  /**
   * axe rules this page still breaks, each with the reason, reported but not failing the pass. Keep it
   * short: fix the fault and delete the entry (the pass fails when a listed fault is gone, unless the
   * entry says when the page may not show it: `onlyWhen`).
   */
  knownFaults?: { rule: string; why: string; onlyWhen?: string }[];
}

/**
 * react-admin's DataTable puts the row checkbox's aria-label on MUI's wrapping <span>, not the <input>.
 * A page shows the checkboxes only when one of its rows can be selected: on a transactions list, a Waiting
 * pay-in or withdrawal, which the demo's seeded account may or may not have on the day of the run; on the
 * webhook deliveries, any delivery (replayed in bulk), and the demo's are there only once seeded.
 */
const ROW_CHECKBOX: A11yRoute['knownFaults'] = [
  {
    rule: 'label',
    why: "react-admin's row select checkbox: its <input> has no name",
    onlyWhen: 'a row on the page can be selected',
  },
  {
    rule: 'aria-prohibited-attr',
    why: "react-admin's row select checkbox: aria-label on a <span>",
    onlyWhen: 'a row on the page can be selected',
  },
];
const GROUP_TABLE: A11yRoute['knownFaults'] = [
  { rule: 'td-has-header', why: 'the client fee groups table has data cells without a header' },
];

const fixed = (pattern: string, dialogButton?: string): A11yRoute => ({
  pattern,
  url: () => pattern,
  dialogButton,
});

/** The sign-in page, scanned signed out (it is outside the layout). */
export const SIGN_IN_ROUTE = fixed('/auth/signin');

export const A11Y_ROUTES: A11yRoute[] = [
  fixed('/'),
  fixed('/403'),
  fixed('/404'),
  fixed('/500'),
  // react-admin's own forbidden address passes the user on to /403; any unknown path is the 404 page.
  fixed('/access-denied'),
  { pattern: '*', url: () => '/no-such-page' },

  fixed('/clients'),
  fixed('/clients/create'),
  fixed('/clients/corporate/create'),
  fixed('/clients/trust/create'),
  fixed('/clients/child/create'),
  { ...fixed('/clients/groups'), knownFaults: GROUP_TABLE },
  fixed('/clients/groups/create'),
  {
    pattern: '/clients/groups/:id/edit',
    url: (ids) => `/clients/groups/${ids.group}/edit`,
    knownFaults: GROUP_TABLE,
  },
  { pattern: '/clients/corporate/:id/edit', url: (ids) => `/clients/corporate/${ids.corporate}/edit` },
  { pattern: '/clients/trust/:id/edit', url: (ids) => `/clients/trust/${ids.trust}/edit` },
  { pattern: '/clients/:id', url: (ids) => `/clients/${ids.client}` },
  { pattern: '/clients/:id/overview', url: (ids) => `/clients/${ids.client}/overview` },
  { pattern: '/clients/:id/edit', url: (ids) => `/clients/${ids.client}/edit` },
  { pattern: '/clients/:id/details', url: (ids) => `/clients/${ids.client}/details` },
  { pattern: '/clients/:id/accounts', url: (ids) => `/clients/${ids.client}/accounts` },
  { pattern: '/clients/:id/accounts/create', url: (ids) => `/clients/${ids.client}/accounts/create` },
  { pattern: '/clients/:id/createChild', url: (ids) => `/clients/${ids.client}/createChild` },
  {
    pattern: '/clients/:id/internal-movement',
    url: (ids) => `/clients/${ids.client}/internal-movement`,
  },
  { pattern: '/clients/:id/performance', url: (ids) => `/clients/${ids.client}/performance` },
  { pattern: '/clients/:id/capital-gains', url: (ids) => `/clients/${ids.client}/capital-gains` },
  {
    pattern: '/clients/:id/documents',
    url: (ids) => `/clients/${ids.client}/documents`,
    dialogButton: 'Generate statement',
  },
  { pattern: '/clients/:id/notifications', url: (ids) => `/clients/${ids.client}/notifications` },
  fixed('/notifications'),
  {
    pattern: '/notifications/:id',
    url: (ids) => `/notifications/${ids.notification}`,
    dialogButton: 'Comment',
  },

  fixed('/accounts'),
  { pattern: '/accounts/:id', url: (ids) => `/accounts/${ids.account}` },
  { pattern: '/accounts/:id/investments', url: (ids) => `/accounts/${ids.account}/investments` },
  {
    pattern: '/accounts/:id/transactions',
    url: (ids) => `/accounts/${ids.account}/transactions`,
    knownFaults: ROW_CHECKBOX,
  },
  { pattern: '/accounts/:id/details', url: (ids) => `/accounts/${ids.account}/details` },
  { pattern: '/accounts/:id/edit', url: (ids) => `/accounts/${ids.account}/edit` },
  {
    pattern: '/accounts/:id/assets/:assetId/all-transactions',
    url: (ids) => `/accounts/${ids.account}/assets/${ids.asset}/all-transactions`,
    knownFaults: ROW_CHECKBOX,
  },
  { pattern: '/accounts/:id/pay-in', url: (ids) => `/accounts/${ids.account}/pay-in` },
  { pattern: '/accounts/:id/withdraw', url: (ids) => `/accounts/${ids.account}/withdraw` },
  { pattern: '/accounts/:id/invest', url: (ids) => `/accounts/${ids.account}/invest` },
  { pattern: '/accounts/:id/sell', url: (ids) => `/accounts/${ids.account}/sell` },
  { pattern: '/accounts/:id/ad-hoc-fee', url: (ids) => `/accounts/${ids.account}/ad-hoc-fee` },
  { pattern: '/accounts/:id/documents', url: (ids) => `/accounts/${ids.account}/documents` },
  { pattern: '/accounts/:id/report', url: (ids) => `/accounts/${ids.account}/report` },
  { pattern: '/accounts/:id/rebalance', url: (ids) => `/accounts/${ids.account}/rebalance` },

  { ...fixed('/transactions'), knownFaults: ROW_CHECKBOX },

  { ...fixed('/transfers'), knownFaults: ROW_CHECKBOX },
  { pattern: '/clients/:id/transfers', url: (ids) => `/clients/${ids.client}/transfers` },
  { pattern: '/transfers/:transferId', url: (ids) => `/transfers/${ids.transfer}` },
  { pattern: '/transfers/:transferId/edit', url: (ids) => `/transfers/${ids.transfer}/edit` },
  {
    pattern: '/accounts/:id/transfers/:transferId',
    url: (ids) => `/accounts/${ids.transferAccount}/transfers/${ids.transfer}`,
  },
  { pattern: '/accounts/:id/transfer', url: (ids) => `/accounts/${ids.account}/transfer` },
  { pattern: '/accounts/:id/crystallise', url: (ids) => `/accounts/${ids.pensionAccount}/crystallise` },
  { pattern: '/accounts/:id/income', url: (ids) => `/accounts/${ids.pensionAccount}/income` },

  { pattern: '/models/:type', url: () => '/models/discretionary' },
  { pattern: '/models/:type/create', url: () => '/models/advisory/create' },
  { pattern: '/models/:type/:modelId', url: (ids) => `/models/discretionary/${ids.model}` },
  { pattern: '/models/:type/:modelId/edit', url: (ids) => `/models/discretionary/${ids.model}/edit` },
  { pattern: '/models/:type/:modelId/clone', url: (ids) => `/models/discretionary/${ids.model}/clone` },
  {
    pattern: '/models/discretionary/:modelId/rebalance',
    url: (ids) => `/models/discretionary/${ids.model}/rebalance`,
  },

  fixed('/instruments'),
  fixed('/instruments/existing'),
  fixed('/instruments/available'),
  {
    pattern: '/instruments/:id',
    url: (ids) => `/instruments/${ids.instrument}`,
    knownFaults: [{ rule: 'scrollable-region-focusable', why: 'the price table scrolls but takes no focus' }],
  },
  { pattern: '/instruments/:id/request', url: (ids) => `/instruments/${ids.instrument}/request` },
  { pattern: '/instruments/:id/edit', url: (ids) => `/instruments/${ids.instrument}/edit` },

  fixed('/users'),
  fixed('/users/create'),
  fixed('/users/presets'),
  fixed('/users/outbox'),
  { pattern: '/users/:id', url: (ids) => `/users/${ids.user}` },
  { pattern: '/users/:id/edit', url: (ids) => `/users/${ids.user}/edit` },

  fixed('/firm'),
  fixed('/firm/professional/theme'),
  fixed('/firm/professional/content'),
  fixed('/firm/investor/theme'),
  fixed('/firm/investor/content'),
  fixed('/firm/investor/configuration'),
  fixed('/firm/media/logos'),
  fixed('/firm/nodes'),
  fixed('/firm/features'),
  fixed('/firm/security'),
  fixed('/firm/webhooks'),
  { ...fixed('/firm/webhooks/deliveries'), knownFaults: ROW_CHECKBOX },

  fixed('/jobs'),
  fixed('/jobs/statements'),
  { pattern: '/jobs/:id', url: (ids) => `/jobs/${ids.job}` },
  fixed('/reporting'),

  fixed('/illustrations'),
  fixed('/illustrations/create'),
  { pattern: '/illustrations/:id', url: (ids) => `/illustrations/${ids.illustration}` },
];
