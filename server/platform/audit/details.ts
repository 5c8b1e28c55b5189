import type { TAuditDetails } from '../../../contract/audit';

/** The upstream `auditDetails` block every record carries: last change, by whom, and its `version`. */
export function auditDetailsOf(row: {
  firmId: string;
  updatedAt: Date;
  updatedBy: string;
  version: number;
}): TAuditDetails {
  return {
    updateDate: row.updatedAt.toISOString(),
    userFirmId: row.firmId,
    userId: row.updatedBy,
    version: row.version,
    application: 'Keel',
  };
}
