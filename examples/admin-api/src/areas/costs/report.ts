/**
 * The cost report: the scope's allocation records priced and summed per workload (`allocations.ts`) in one query,
 * then rolled up in memory one level below the scope (organizations, branches or projects, every one with or without
 * costs) and the costliest workloads listed under their projects, idle and storage cost apart.
 */
import { COST_REPORT_WORKLOADS } from '@console/contract';
import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { tenantsOf } from '../clusters';
import { allocationRollUp, workloadNames } from './allocations';
import { loadPrices, type Prices } from './prices';

type Level = 'ORGANIZATION' | 'BRANCH' | 'PROJECT';

/** The level a scope's report rows are: one below it (a project's own row for a project). */
export const rowLevelOf = (scope: Scope): Level =>
  scope.level === 'global' ? 'ORGANIZATION' : scope.level === 'organization' ? 'BRANCH' : 'PROJECT';

const round = (n: number) => Math.round(n * 100) / 100;

const SUMMED = [
  'cost',
  'idleCost',
  'gpuCost',
  'cpuCost',
  'memoryCost',
  'storageCost',
  'gpuHours',
  'cpuCoreHours',
  'memoryGiBHours',
  'storageGiBHours',
] as const;
type Sums = Record<(typeof SUMMED)[number], number>;
const zeroSums = (): Sums => Object.fromEntries(SUMMED.map((k) => [k, 0])) as Sums;
const addSums = (a: Sums, b: Sums) => {
  for (const k of SUMMED) a[k] += b[k];
};

/** The amounts of a row as answered: money to the cent, quantities to a hundredth. */
const amounts = (r: Sums) => ({
  cost: round(r.cost),
  idleCost: round(r.idleCost),
  gpuCost: round(r.gpuCost),
  cpuCost: round(r.cpuCost),
  memoryCost: round(r.memoryCost),
  storageCost: round(r.storageCost),
  gpuHours: round(r.gpuHours),
  cpuCoreHours: round(r.cpuCoreHours),
  memoryGiBHours: round(r.memoryGiBHours),
  storageGiBHours: round(r.storageGiBHours),
});

/** A scope's costs over [from, to): one row per tenant one level below it, and its costliest workloads. */
export async function costReport(db: Db, scope: Scope, from: Date, to: Date) {
  // The price list, the sums and the tenants are read side by side.
  const pricesRead = loadPrices(db);
  const [workloads, tenants, prices] = await Promise.all([
    allocationRollUp(db, scope, from, to, 'WORKLOAD', pricesRead),
    tenantsOf(db, scope),
    pricesRead,
  ]);
  const level = rowLevelOf(scope);
  const rows = new Map<number, { level: Level; id: number; name: string; parentName: string; sums: Sums }>();
  const tenantOf = new Map<number, { level: Level; id: number; name: string; parentName: string; sums: Sums }>();
  const projectName = new Map<number, string>();
  for (const t of tenants) {
    projectName.set(t.projectId, t.projectName);
    const [id, name, parentName] =
      level === 'ORGANIZATION'
        ? [t.organizationId, t.organizationName, '']
        : level === 'BRANCH'
          ? [t.branchId, t.branchName, t.organizationName]
          : [t.projectId, t.projectName, `${t.organizationName} / ${t.branchName}`];
    let row = rows.get(id);
    if (!row) {
      row = { level, id, name, parentName, sums: zeroSums() };
      rows.set(id, row);
    }
    tenantOf.set(t.projectId, row);
  }
  const total = zeroSums();
  for (const w of workloads) {
    const row = tenantOf.get(w.id);
    if (!row) continue;
    addSums(row.sums, w);
    addSums(total, w);
  }
  const costliest = workloads
    .filter((w) => tenantOf.has(w.id) && w.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.workload.localeCompare(b.workload));
  const listed = costliest.slice(0, COST_REPORT_WORKLOADS);
  const names = await workloadNames(
    db,
    listed.map((w) => w.workload),
  );
  return {
    currency: prices.currency,
    from: from.toISOString(),
    to: to.toISOString(),
    level,
    total: { cost: round(total.cost), idleCost: round(total.idleCost), storageCost: round(total.storageCost) },
    rows: [...rows.values()]
      .map((r) => ({ level: r.level, id: r.id, name: r.name, parentName: r.parentName, ...amounts(r.sums) }))
      .sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name)),
    workloads: listed.map((w) => ({
      key: w.workload,
      kind: names.get(w.workload)?.kind ?? 'OTHER',
      name: names.get(w.workload)?.name ?? w.workload,
      projectId: w.id,
      projectName: projectName.get(w.id) ?? '',
      ...amounts(w),
    })),
    workloadCount: costliest.length,
  };
}

/** The total cost of a scope over [from, to). */
export async function totalCost(db: Db, scope: Scope, from: Date, to: Date, prices?: Prices) {
  const rows = await allocationRollUp(db, scope, from, to, 'ORGANIZATION', prices);
  return rows.reduce((sum, r) => sum + r.cost, 0);
}
