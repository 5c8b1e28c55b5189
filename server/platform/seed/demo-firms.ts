/**
 * The demo's firms, the users who sign in to them and how many clients each gets: what the seeds, the
 * server's first start, the tests and the benchmarks name, apart from the seeding itself.
 */

export const DEMO_FIRM_ID = 'DEMO1';
export const DEMO2_FIRM_ID = 'DEMO2';
export const DEMO_USERS = {
  admin: 'admin@demo1.keel',
  adviser: 'adviser@demo1.keel',
  admin2: 'admin@demo2.keel',
} as const;
export const DEFAULT_CLIENTS = 200;
export const DEMO2_CLIENTS = 12;
