import { eq, inArray } from 'drizzle-orm';
import { componentIssues } from '../../../contract/models';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { assets, modelComponents, modelVersions, type ModelVersionComponent } from '../db/schema';
import { badRequest } from '../errors';
import { dec, type Decimal } from '../ledger';
import { reachable } from '../security/reach';

/** A model's targets as stored: exact strings of percent. */
export interface Targets {
  components: ModelVersionComponent[];
  cashWeight: string;
}

const weightIn = (n: number | string) => dec(String(n)).toFixed(4);

/** Incoming weights (JSON numbers of at most two decimals) as exact strings. */
export const targetsIn = (
  components: { assetId: string; weight: number }[],
  cashWeight: number,
): Targets => ({
  components: components.map((c) => ({ assetId: c.assetId, weight: weightIn(c.weight) })),
  cashWeight: weightIn(cashWeight),
});

/**
 * 400 unless the components are instruments the firm adopted, none twice, and with the cash weight add up to
 * exactly 100 %; every violated field named (`components.2.assetId`, `components`).
 */
export async function checkTargets(
  tx: Tx,
  caller: Caller,
  parts: { components: { assetId: string; weight: number }[]; cashWeight: number },
) {
  const issues = componentIssues(parts).map((i) => ({
    fieldName: i.path.join('.'),
    errorMessage: i.message,
  }));
  const adopted = await reachable(
    tx,
    caller,
    'asset',
    parts.components.map((c) => c.assetId),
  );
  parts.components.forEach((c, i) => {
    if (!adopted.has(c.assetId))
      issues.push({
        fieldName: `components.${i}.assetId`,
        errorMessage: 'The firm has not adopted this instrument',
      });
  });
  if (issues.length) throw badRequest(issues);
}

export async function storedTargets(tx: Tx, modelId: string, cashWeight: string): Promise<Targets> {
  const rows = await tx
    .select({ assetId: modelComponents.assetId, weight: modelComponents.weight })
    .from(modelComponents)
    .where(eq(modelComponents.modelId, modelId));
  return {
    components: rows.map((r) => ({ assetId: r.assetId, weight: dec(r.weight).toFixed(4) })),
    cashWeight,
  };
}

/** Replaces the model's components and writes the version row that records them. */
export async function saveTargets(
  tx: Tx,
  caller: Caller,
  modelId: string,
  version: number,
  targets: Targets,
  change: string,
) {
  await tx.delete(modelComponents).where(eq(modelComponents.modelId, modelId));
  await tx.insert(modelComponents).values(targets.components.map((c) => ({ modelId, ...c })));
  await tx.insert(modelVersions).values({
    modelId,
    version,
    components: targets.components,
    cashWeight: targets.cashWeight,
    changedBy: caller.userId,
    change,
  });
}

const pct = (v: Decimal) => `${v.toString()} %`;

/** What changed, in words the model page shows: "Vanguard FTSE 60 % → 55 %; added iShares Gilts 5 %; cash 5 % → 10 %". */
export async function describeChange(tx: Tx, before: Targets, after: Targets, tolerance?: [string, string]) {
  const ids = [...new Set([...before.components, ...after.components].map((c) => c.assetId))];
  const names = new Map(
    ids.length
      ? (
          await tx.select({ id: assets.id, name: assets.name }).from(assets).where(inArray(assets.id, ids))
        ).map((a) => [a.id, a.name])
      : [],
  );
  const was = new Map(before.components.map((c) => [c.assetId, dec(c.weight)]));
  const now = new Map(after.components.map((c) => [c.assetId, dec(c.weight)]));
  const parts: string[] = [];
  for (const id of ids) {
    const name = names.get(id) ?? id;
    const a = was.get(id);
    const b = now.get(id);
    if (!a && b) parts.push(`added ${name} ${pct(b)}`);
    else if (a && !b) parts.push(`removed ${name}`);
    else if (a && b && !a.equals(b)) parts.push(`${name} ${pct(a)} → ${pct(b)}`);
  }
  if (!dec(before.cashWeight).equals(after.cashWeight))
    parts.push(`cash ${pct(dec(before.cashWeight))} → ${pct(dec(after.cashWeight))}`);
  if (tolerance && !dec(tolerance[0]).equals(tolerance[1]))
    parts.push(`tolerance ${pct(dec(tolerance[0]))} → ${pct(dec(tolerance[1]))}`);
  return parts.join('; ');
}
