/**
 * The error reporter (spec §1: monitoring only on non-local hosts). Dependency-free: uncaught errors,
 * unhandled rejections and errors caught by the layout's error boundary are POSTed as JSON to the DSN
 * address that /api/env gives. Off when there is no DSN, on local hosts, in tests and under automation.
 */
export interface MonitoringSettings {
  dsn?: string;
  env: string;
  hostname: string;
  /** navigator.webdriver: Playwright and other automation. */
  automated: boolean;
  /** Vite's mode: 'test' under vitest. */
  mode: string;
}

export interface ErrorReport {
  kind: 'error' | 'unhandledrejection' | 'render';
  message: string;
  stack?: string;
  /** The page path only: queries can hold search terms about clients. */
  path: string;
  env: string;
  at: string;
}

/** At most this many reports a minute, and one per distinct message a minute, so a loop cannot flood the DSN. */
export const MAX_REPORTS_PER_MINUTE = 10;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '::1', '[::1]']);
export const isLocalHost = (hostname: string) => LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');

export function monitoringEnabled(s: MonitoringSettings): boolean {
  return Boolean(s.dsn) && s.env !== 'local' && !isLocalHost(s.hostname) && !s.automated && s.mode !== 'test';
}

type Send = (dsn: string, report: ErrorReport) => void;

const postJson: Send = (dsn, report) => {
  void fetch(dsn, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
};

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}

export function createMonitoring(send: Send = postJson, now: () => number = Date.now) {
  let settings: { dsn: string; env: string } | undefined;
  let sent: { message: string; at: number }[] = [];

  function report(error: unknown, kind: ErrorReport['kind'] = 'error') {
    if (!settings) return;
    const t = now();
    sent = sent.filter((s) => t - s.at < 60_000);
    const { message, stack } = describe(error);
    if (sent.length >= MAX_REPORTS_PER_MINUTE || sent.some((s) => s.message === message)) return;
    sent.push({ message, at: t });
    const path = globalThis.location?.pathname ?? '';
    send(settings.dsn, { kind, message, stack, path, env: settings.env, at: new Date(t).toISOString() });
  }

  /** Turns reporting on when the settings allow it; returns whether it did. */
  function start(target: Pick<Window, 'addEventListener'>, given: MonitoringSettings): boolean {
    if (settings || !monitoringEnabled(given)) return false;
    settings = { dsn: given.dsn!, env: given.env };
    target.addEventListener('error', (event) =>
      report((event as ErrorEvent).error ?? (event as ErrorEvent).message),
    );
    target.addEventListener('unhandledrejection', (event) =>
      report((event as PromiseRejectionEvent).reason, 'unhandledrejection'),
    );
    return true;
  }

  return { start, report, isOn: () => settings !== undefined };
}

/** The page's one reporter: main.tsx starts it once /api/env has answered. */
export const monitoring = createMonitoring();
