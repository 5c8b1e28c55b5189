import type { Logger } from '../log';

export interface LoggedLine {
  msg: string;
  fields?: Record<string, unknown>;
}

/** A logger for tests of what a part logs: keeps its warnings and errors, drops everything else. */
export function recordingLogger(): { log: Logger; warnings: LoggedLine[]; errors: LoggedLine[] } {
  const warnings: LoggedLine[] = [];
  const errors: LoggedLine[] = [];
  const log: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (msg, fields) => void warnings.push({ msg, fields }),
    error: (msg, fields) => void errors.push({ msg, fields }),
  };
  return { log, warnings, errors };
}
