import type { z } from 'zod';
import type { ZAuditDetails } from '../../../contract/clients';

/** The upstream `auditDetails` block every record carries: last change, by whom, and its `version`. */
export function auditDetailsOf(row: {
  firmId: string;
  updatedAt: Date;
  updatedBy: string;
  version: number;
}): z.infer<typeof ZAuditDetails> {
  return {
    updateDate: row.updatedAt.toISOString(),
    userFirmId: row.firmId,
    userId: row.updatedBy,
    version: row.version,
    application: 'Keel',
  };
}
