import { z } from 'zod';

/**
 * Who last changed a record, when, and its version (upstream `auditDetails`): on every record the platform
 * returns that people change (clients, accounts, groups, products, transactions, users).
 */
export const ZAuditDetails = z.object({
  updateDate: z.string(),
  userFirmId: z.string(),
  userId: z.string(),
  version: z.number().int(),
  application: z.string(),
});
export type TAuditDetails = z.infer<typeof ZAuditDetails>;
