import type { Config } from './config';

interface SystemError {
  code?: string;
  port?: number;
  address?: string;
  message?: string;
}

/** PostgreSQL's SQLSTATEs for a connection refused for what the URL says (wrong password, no database). */
const DATABASE_REFUSALS: Record<string, string> = {
  '28P01': 'the password in DATABASE_URL was refused',
  '28000': 'the user in DATABASE_URL may not connect',
  '3D000': 'the database named in DATABASE_URL does not exist',
};

/**
 * The one line a person needs when Keel cannot start for a reason of its environment (a port in use, a
 * database that does not answer), naming the variable to change; undefined for a fault in Keel itself,
 * which keeps its stack trace for whoever fixes it.
 */
export function startupProblem(err: unknown, config: Config): string | undefined {
  const e = (err ?? {}) as SystemError;
  const portVariable = e.port === config.platformPort ? 'PLATFORM_PORT' : 'PORT';
  switch (e.code) {
    case 'EADDRINUSE':
      return `${portVariable}: port ${e.port} on ${e.address ?? config.host} is already in use`;
    case 'EACCES':
      return `${portVariable}: not allowed to listen on port ${e.port} (ports below 1024 need privileges)`;
    case 'EADDRNOTAVAIL':
      return `HOST: ${config.host} is not an address of this machine`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'ETIMEDOUT':
      if (config.database.url) return `DATABASE_URL: the database server does not answer (${e.code})`;
      return undefined;
  }
  if (e.code && DATABASE_REFUSALS[e.code]) return `DATABASE_URL: ${DATABASE_REFUSALS[e.code]}`;
  return undefined;
}
