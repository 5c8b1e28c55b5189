/**
 * Keel's own endpoints that have no upstream counterpart (jobs, webhook deliveries, inbox views, saved
 * views) speak react-admin's simple REST dialect (issue 20 item 7, decision 1003), so the console reads them
 * through ra-data-simple-rest. They all live under this prefix: `/keel/{firmId}/<resource>`.
 */
export const SIMPLE_REST_PREFIX = '/keel/{firmId}';

/** The path of a simple REST resource, `/keel/{firmId}/<resource>`, as the call table spells it. */
export const simpleRestPath = (resource: string) => `${SIMPLE_REST_PREFIX}/${resource}`;

export const SIMPLE_REST_ORDERS = ['ASC', 'DESC'] as const;
export type TSimpleRestOrder = (typeof SIMPLE_REST_ORDERS)[number];
