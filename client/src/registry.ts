import type { ReactElement } from 'react';
import { createI18nProvider, mergeMessages, setPageWordsLoader } from './data/i18nProvider';
import type { ResourceDef } from './data/resourceDef';
import { accounts } from './resources/accounts';
import { capitalGains } from './resources/capitalGains';
import { clients } from './resources/clients';
import { firm } from './resources/firm';
import { groups } from './resources/groups';
import { history } from './resources/history';
import { illustrations } from './resources/illustrations';
import { instruments } from './resources/instruments';
import { jobs } from './resources/jobs';
import { masterInstruments } from './resources/masterInstruments';
import { models } from './resources/models';
import { notifications } from './resources/notifications';
import { documents } from './resources/messages';
import { outbox } from './resources/outbox';
import { performanceReports } from './resources/performance';
import { modelRebalance } from './resources/modelRebalance';
import { rebalance } from './resources/rebalance';
import { reporting } from './resources/reporting';
import { savedViews } from './resources/savedViews';
import { transactions } from './resources/transactions';
import { transfers } from './resources/transfers';
import { users } from './resources/users';
import type { ConsoleResource, ConsoleWorkflow } from './shell/consoleArea';
import { DASHBOARD_ENTRY, type MenuEntry } from './shell/layout/menu';
import { sharedMessages } from './shared/messages';
import { adHocFee } from './workflows/ad-hoc-fee';
import { internalMovement } from './workflows/internal-movement';
import { invest } from './workflows/invest';
import { payIn } from './workflows/pay-in';
import { sell } from './workflows/sell';
import { withdraw } from './workflows/withdraw';
import { transfer } from './workflows/transfer';
import { crystallise } from './workflows/crystallise';

/**
 * The console's areas: the one list a new resource or workflow is added to (beside its own folder).
 * Order is menu order (and the order of <Resource>s and of merged messages). Each entry is its folder's
 * index, which holds its pages only as lazyPage(() => import(…)), so this list costs the first load
 * no page code (decision 0215).
 */
export const RESOURCES: readonly ConsoleResource[] = [
  notifications,
  clients,
  accounts,
  transactions,
  transfers,
  illustrations,
  instruments,
  masterInstruments,
  users,
  firm,
  groups,
  outbox,
  documents,
  jobs,
  performanceReports,
  capitalGains,
  rebalance,
  savedViews,
  history,
];

export const WORKFLOWS: readonly ConsoleWorkflow[] = [
  payIn,
  withdraw,
  invest,
  sell,
  adHocFee,
  internalMovement,
  transfer,
  crystallise,
  reporting,
  models,
  modelRebalance,
];

const AREAS = [...RESOURCES, ...WORKFLOWS];

/** The data provider's definition of every react-admin resource, by name (and canAccess's permissions). */
export const resourceDefs: Readonly<Record<string, ResourceDef>> = Object.assign(
  {},
  ...AREAS.map((area) => area.data ?? {}),
);

/** The words the first load carries; words shared by several areas (shared/messages.ts) come last. */
export const firstLoadMessages = mergeMessages([
  ...new Set(AREAS.flatMap((area) => area.messages ?? [])),
  sharedMessages,
]);

/** Every message the console knows: each area's first-load words, then the rest of its words, in order. */
export async function allMessages() {
  const pageWords = await Promise.all(AREAS.map((area) => area.pageWords?.() ?? []));
  return mergeMessages([
    ...new Set(AREAS.flatMap((area, i) => [...(area.messages ?? []), ...pageWords[i]])),
    sharedMessages,
  ]);
}

export const i18nProvider = createI18nProvider(firstLoadMessages);
setPageWordsLoader(async () => i18nProvider.replaceMessages(await allMessages()));

/** The sidebar: the dashboard, then each area's entries. */
export const MENU: readonly MenuEntry[] = [DASHBOARD_ENTRY, ...AREAS.flatMap((area) => area.menu ?? [])];

/** The workflows' own routes, custom routes in the console's layout. */
export const WORKFLOW_ROUTES: readonly ReactElement[] = WORKFLOWS.flatMap(
  (workflow) => workflow.routes ?? [],
);

/** A resource's child routes: its own, then those other areas add under its address. */
export const childRoutesOf = (resource: ConsoleResource): ReactElement[] => [
  ...(resource.routes ?? []),
  ...AREAS.flatMap((area) => area.routesUnder?.[resource.name] ?? []),
];
