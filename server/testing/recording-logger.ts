import type { Logger } from '../log';

export interface LoggedLine {
  msg: string;
  fields?: Record<string, unknown>;
}

/** A logger for tests of what a part logs: keeps its warnings, drops everything else. */
export function recordingLogger(): { log: Logger; warnings: LoggedLine[] } {
  const warnings: LoggedLine[] = [];
  const log: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (msg, fields) => void warnings.push({ msg, fields }),
    error: () => undefined,
  };
  return { log, warnings };
}
