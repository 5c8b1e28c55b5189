import type { TPortfolioGroup } from '../../../contract/groups';
import type { portfolioGroups } from '../db/schema';
import { auditDetailsOf } from '../audit/details';

export type GroupRow = typeof portfolioGroups.$inferSelect;

export function presentGroup(
  row: GroupRow,
  memberCount: number,
  members?: TPortfolioGroup['members'],
): TPortfolioGroup {
  const intentDetails = row.details.intentDetails as TPortfolioGroup['intentDetails'];
  return {
    id: row.id,
    firmId: row.firmId,
    name: row.name,
    groupIntent: row.groupIntent as TPortfolioGroup['groupIntent'],
    status: row.status as TPortfolioGroup['status'],
    ...(intentDetails ? { intentDetails } : {}),
    memberCount,
    ...(members ? { members } : {}),
    auditDetails: auditDetailsOf(row),
  };
}
