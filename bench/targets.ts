/**
 * The figures the issues set targets for (issue 13's, and the documents issue's statement and job),
 * gathered from one `npm run bench` result into `targets`, so a reader finds them without walking the
 * whole object. Each names its target and the figure on each
 * database; a part that did not run (skipped, `--only`) shows as null.
 */

type Part = Record<string, unknown> | undefined;

const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  ) ?? null;

export interface BenchParts {
  pglite?: Part;
  postgres?: Part;
  ledger?: { pglite?: Part; postgres?: Part };
  /** The documents part (bench/documents.ts): one statement, and a statements job. */
  documents?: { pglite?: Part; postgres?: Part };
  /** The portfolio report part (bench/report.ts): 5 accounts, 5 years of daily prices. */
  report?: { pglite?: Part; postgres?: Part };
  /** The CGT engine over 10,000 trades (bench/cgt.ts): no database. */
  cgt?: Part;
  /** A 40-year illustration with 1,000 market paths (bench/illustration.ts): no database. */
  illustration?: Part;
  /** Bulk rebalance over 10,000 linked accounts (bench/rebalance.ts): PostgreSQL only. */
  rebalance?: { postgres?: Part };
  /** The transfers workbench over 20,000 transfers (bench/transfers.ts). */
  transfers?: { pglite?: Part; postgres?: Part };
  /** Webhook deliveries to a local receiver (bench/webhooks.ts). */
  webhooks?: { pglite?: Part; postgres?: Part };
  /** The two dashboard calls over the grown firm (bench/dashboard.ts). */
  dashboard?: { pglite?: Part; postgres?: Part };
  /** The console's cold load (bench/console-load.ts), when it ran. */
  consoleLoad?: unknown;
}

export function targetsOf(parts: BenchParts) {
  const both = (pick: (db: Part) => unknown) => ({
    pglite: pick(parts.pglite),
    postgres: pick(parts.postgres),
  });
  const ledger = (pick: (db: Part) => unknown) => ({
    pglite: pick(parts.ledger?.pglite),
    postgres: pick(parts.ledger?.postgres),
  });
  const documents = (pick: (db: Part) => unknown) => ({
    pglite: pick(parts.documents?.pglite),
    postgres: pick(parts.documents?.postgres),
  });
  const dashboard = (pick: (db: Part) => unknown) => ({
    pglite: pick(parts.dashboard?.pglite),
    postgres: pick(parts.dashboard?.postgres),
  });
  const load = (db: Part) => {
    const l = at(db, 'load') as Record<string, unknown> | null;
    if (!l || !('p99Ms' in l)) return null;
    const { users, requestsPerSecond, p50Ms, p99Ms, errors } = l;
    return { users, requestsPerSecond, p50Ms, p99Ms, errors };
  };
  return {
    proxyOverheadMedianRatio: {
      target: 1.1,
      ...both((db) => at(db, 'proxyOverhead', 'medianRatio')),
      /** The milliseconds the BFF adds, and the least proxy with its duties (bench/proxy-floor.ts). */
      addedMs: both((db) => at(db, 'proxyOverhead', 'medianAddedMs')),
      floor: both((db) => at(db, 'proxyOverhead', 'floor', 'medianRatio')),
      floorAddedMs: both((db) => at(db, 'proxyOverhead', 'floor', 'medianAddedMs')),
    },
    load: { targetP99Ms: 500, ...both(load) },
    transactionsFirmWideFirstPageP95Ms: {
      target: { postgres: 50 },
      ...ledger((db) => at(db, 'transactionList', 'firmWidePageOf50', 'p95Ms')),
    },
    dealingSeconds: {
      target: { postgres: 10 },
      orders: at(parts.ledger?.pglite, 'dealing', 'orders'),
      ...ledger((db) => at(db, 'dealing', 'seconds')),
    },
    valuationStatementP95Ms: { target: 500, ...documents((db) => at(db, 'statement', 'p95Ms')) },
    statementsJobSeconds: {
      target: 120,
      clients: at(parts.documents?.pglite, 'statementsJob', 'clients'),
      ...documents((db) => at(db, 'statementsJob', 'seconds')),
    },
    statementsJobPeakRssMb: documents((db) => at(db, 'statementsJob', 'peakRssMb')),
    portfolioReportP95Ms: {
      target: 300,
      pglite: at(parts.report?.pglite, 'portfolioReport', 'p95Ms'),
      postgres: at(parts.report?.postgres, 'portfolioReport', 'p95Ms'),
    },
    cgtP95Ms: { target: 50, trades: at(parts.cgt, 'trades'), p95Ms: at(parts.cgt, 'p95Ms') },
    illustrationP95Ms: {
      target: 300,
      paths: at(parts.illustration, 'paths'),
      p95Ms: at(parts.illustration, 'p95Ms'),
    },
    bulkRebalancePreviewSeconds: {
      target: { postgres: 10 },
      accounts: at(parts.rebalance?.postgres, 'accounts'),
      postgres: at(parts.rebalance?.postgres, 'preview', 'seconds'),
    },
    bulkRebalanceRunSeconds: {
      target: { postgres: 60 },
      orders: at(parts.rebalance?.postgres, 'preview', 'orders'),
      postgres: at(parts.rebalance?.postgres, 'run', 'seconds'),
    },
    bulkRebalancePeakRssMb: { postgres: at(parts.rebalance?.postgres, 'run', 'peakRssMb') },
    transfersWorkbenchP95Ms: {
      target: 300,
      transfers: at(parts.transfers?.pglite, 'transfers'),
      byStatus: {
        pglite: at(parts.transfers?.pglite, 'byStatus', 'p95Ms'),
        postgres: at(parts.transfers?.postgres, 'byStatus', 'p95Ms'),
      },
      byAge: {
        pglite: at(parts.transfers?.pglite, 'byAge', 'p95Ms'),
        postgres: at(parts.transfers?.postgres, 'byAge', 'p95Ms'),
      },
    },
    // Issue 20 sets no number: the figure is reported so a change that slows delivery shows.
    webhookDeliveriesPerSecond: {
      target: null,
      deliveries: at(parts.webhooks?.pglite, 'deliveries'),
      pglite: at(parts.webhooks?.pglite, 'deliveriesPerSecond'),
      postgres: at(parts.webhooks?.postgres, 'deliveriesPerSecond'),
    },
    // Issue 20 sets no number for the dashboard either: p95 of each call at the firm's root node, the exception
    // call both within the 3 s freshness window and when it runs the reconciliation pass first.
    dashboardP95Ms: {
      target: null,
      clients: at(parts.dashboard?.pglite, 'clients'),
      information: dashboard((db) => at(db, 'information', 'firm', 'p95Ms')),
      exception: dashboard((db) => at(db, 'exception', 'firm', 'p95Ms')),
      exceptionWithPass: dashboard((db) => at(db, 'exception', 'firmWithPass', 'p95Ms')),
    },
    consoleLoad: consoleLoadTargets(parts.consoleLoad),
  };
}

/** The JS a cold /clients load transferred (target ≤ 300 KB compressed), and the entry chunk alone. */
function consoleLoadTargets(load: unknown) {
  if (!load || typeof load !== 'object') return null;
  if ('skipped' in load) return load;
  return {
    targetJsTransferredKB: 300,
    jsTransferredKB: at(load, 'jsTransferredKB'),
    entryChunkKB: at(load, 'entryChunkKB'),
    firstRowMs: at(load, 'firstRowMs'),
  };
}
