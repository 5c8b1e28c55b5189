import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { CLIENT_AUTH_HEADER } from '../../../contract/firm';
import type { THostnameWithTheme } from '../../../contract/theme';
import { MESSAGES } from '../../../contract/errors';
import type { Database } from '../db/connection';
import { firmHostnames } from '../db/schema';
import { AppError, unauthorised } from '../errors';
import { effectiveTheme } from './service';

/** The operation name the spec's missing-parameter message names for the hostname lookup. */
export const HOSTNAME_OPERATION = 'getFirmHostname';

/** At most this many hosts per answer (a firm has a handful). */
export const HOSTNAME_PAGE_SIZE = 100;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Spec §5: the client-auth header is a required parameter of the hostname lookup; absent, the answer is
 * the spec's missing-parameter error (400). A wrong value is 401. The value is the deployment's
 * CLIENT_AUTH_SECRET, which only trusted front ends (the BFF) hold; compared in constant time.
 */
export function checkClientAuth(value: string | undefined, secret: string | undefined): void {
  if (!value)
    throw new AppError(400, MESSAGES.requiredParameter(CLIENT_AUTH_HEADER, HOSTNAME_OPERATION), [
      { fieldName: CLIENT_AUTH_HEADER, errorMessage: 'Required' },
    ]);
  if (!secret || !timingSafeEqual(digest(value), digest(secret)))
    throw unauthorised(`The ${CLIENT_AUTH_HEADER} header is not valid`);
}

export interface HostnameFilter {
  id?: string;
  host?: string;
  nodeId?: string;
  type?: 'Investor' | 'Professional';
  firmId?: string;
}

/** A white-label host as every list of hosts answers it. */
export const HOSTNAME_COLUMNS = {
  id: firmHostnames.id,
  host: firmHostnames.host,
  firmId: firmHostnames.firmId,
  nodeId: firmHostnames.nodeId,
  type: firmHostnames.type,
};

/** GET /firm/hostname: matching hosts, each with its node's effective theme for its space. */
export async function findHostnames(db: Database, filter: HostnameFilter): Promise<THostnameWithTheme[]> {
  const where: SQL[] = [];
  if (filter.id) where.push(eq(firmHostnames.id, filter.id));
  if (filter.host) where.push(eq(firmHostnames.host, hostOnly(filter.host)));
  if (filter.nodeId) where.push(eq(firmHostnames.nodeId, filter.nodeId));
  if (filter.type) where.push(eq(firmHostnames.type, filter.type));
  if (filter.firmId) where.push(eq(firmHostnames.firmId, filter.firmId));
  const rows = await db
    .select(HOSTNAME_COLUMNS)
    .from(firmHostnames)
    .where(and(...where))
    .orderBy(asc(firmHostnames.host))
    .limit(HOSTNAME_PAGE_SIZE);
  return Promise.all(
    rows.map(async (row) => ({ ...row, theme: await effectiveTheme(db, row.firmId, row.nodeId, row.type) })),
  );
}

/** A Host header's name without its port, lower case ("Demo.Example:3000" → "demo.example"). */
export function hostOnly(host: string): string {
  const name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(0, name.indexOf(']') + 1);
  return name.replace(/:\d+$/, '');
}
