import { describe, expect, it } from 'vitest';
import { targetsOf } from './targets';

describe('targetsOf', () => {
  it('when every part ran, then each target shows its figure on each database', () => {
    const load = {
      users: 50,
      seconds: 30,
      requests: 6000,
      requestsPerSecond: 200,
      p50Ms: 240,
      p99Ms: 410,
      errors: 0,
    };
    const targets = targetsOf({
      pglite: {
        proxyOverhead: {
          medianRatio: 1.08,
          medianAddedMs: 0.4,
          floor: { medianRatio: 1.04, medianAddedMs: 0.2 },
        },
        load,
      },
      postgres: {
        proxyOverhead: {
          medianRatio: 1.05,
          medianAddedMs: 0.2,
          floor: { medianRatio: 1.03, medianAddedMs: 0.1 },
        },
        load: { ...load, p99Ms: 300 },
      },
      ledger: {
        pglite: {
          transactionList: { firmWidePageOf50: { p95Ms: 90 } },
          dealing: { orders: 10000, seconds: 14 },
        },
        postgres: {
          transactionList: { firmWidePageOf50: { p95Ms: 30 } },
          dealing: { orders: 10000, seconds: 8 },
        },
      },
      consoleLoad: {
        jsTransferredKB: 250,
        entryChunkKB: 90,
        firstRowMs: 700,
        fcpMs: 500,
        scripts: { 'index-x.js': 90 },
      },
    });
    expect(targets.proxyOverheadMedianRatio).toEqual({
      target: 1.1,
      pglite: 1.08,
      postgres: 1.05,
      addedMs: { pglite: 0.4, postgres: 0.2 },
      floor: { pglite: 1.04, postgres: 1.03 },
      floorAddedMs: { pglite: 0.2, postgres: 0.1 },
    });
    expect(targets.load.pglite).toEqual({
      users: 50,
      requestsPerSecond: 200,
      p50Ms: 240,
      p99Ms: 410,
      errors: 0,
    });
    expect(targets.load.postgres).toMatchObject({ p99Ms: 300 });
    expect(targets.transactionsFirmWideFirstPageP95Ms).toMatchObject({ pglite: 90, postgres: 30 });
    expect(targets.dealingSeconds).toMatchObject({ orders: 10000, pglite: 14, postgres: 8 });
    expect(targets.consoleLoad).toEqual({
      targetJsTransferredKB: 300,
      jsTransferredKB: 250,
      entryChunkKB: 90,
      firstRowMs: 700,
    });
  });

  it('when a part was skipped, then its figures are null rather than missing', () => {
    const targets = targetsOf({
      pglite: { proxyOverhead: { medianRatio: 1.2 }, load: { skipped: '--load-seconds 0' } },
      postgres: { skipped: 'DATABASE_URL is not set' },
    });
    expect(targets.proxyOverheadMedianRatio).toMatchObject({
      target: 1.1,
      pglite: 1.2,
      postgres: null,
      floor: { pglite: null, postgres: null },
    });
    expect(targets.load).toEqual({ targetP99Ms: 500, pglite: null, postgres: null });
    expect(targets.dealingSeconds).toMatchObject({ pglite: null, postgres: null });
    expect(targets.consoleLoad).toBeNull();
    expect(targets.valuationStatementP95Ms).toEqual({ target: 500, pglite: null, postgres: null });
  });

  it('when the documents part ran, then the statement and the job show against their targets', () => {
    const job = (seconds: number, peakRssMb: number) => ({ clients: 1000, seconds, peakRssMb });
    const targets = targetsOf({
      documents: {
        pglite: { statement: { p95Ms: 120 }, statementsJob: job(90, 410) },
        postgres: { statement: { p95Ms: 80 }, statementsJob: job(60, 380) },
      },
    });
    expect(targets.valuationStatementP95Ms).toEqual({ target: 500, pglite: 120, postgres: 80 });
    expect(targets.statementsJobSeconds).toEqual({ target: 120, clients: 1000, pglite: 90, postgres: 60 });
    expect(targets.statementsJobPeakRssMb).toEqual({ pglite: 410, postgres: 380 });
  });

  it('when the dashboard part ran, then each call shows its p95 at the root node, with no target', () => {
    const dashboard = (information: number, exception: number, withPass: number) => ({
      clients: 100000,
      information: { firm: { nodeId: '0', p95Ms: information }, node: { nodeId: 'N1', p95Ms: 1 } },
      exception: { firm: { p95Ms: exception }, node: { p95Ms: 2 }, firmWithPass: { p95Ms: withPass } },
    });
    const targets = targetsOf({
      dashboard: { pglite: dashboard(900, 30, 400), postgres: { skipped: 'DATABASE_URL is not set' } },
    });
    expect(targets.dashboardP95Ms).toEqual({
      target: null,
      clients: 100000,
      information: { pglite: 900, postgres: null },
      exception: { pglite: 30, postgres: null },
      exceptionWithPass: { pglite: 400, postgres: null },
    });
  });
});
