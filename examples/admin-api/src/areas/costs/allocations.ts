/**
 * Costs from allocation records (`metering.ts`): the daily roll-up priced with the price list (GPU-hours at their
 * model's price, core-hours, GiB-hours of memory and of storage), summed organization > branch > project > workload
 * over whole UTC days, and the same per workload and day as FOCUS rows for the export.
 */
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { projectsInScope } from '../clusters';
import { projects } from '../projects/tables';
import type { FocusRow } from './focusExport';
import { loadPrices, type Prices } from './prices';
import { tenantsOf } from './report';
import { costAllocationDays } from './tables';

/** The level rows of a roll-up are summed to. */
export type RollUpLevel = 'ORGANIZATION' | 'BRANCH' | 'PROJECT' | 'WORKLOAD';

/** One row of a roll-up: a tenant's (or a workload's) quantities and their cost. */
export interface RollUpRow {
  id: number;
  /** The workload's key at `WORKLOAD` level; '' otherwise. */
  workload: string;
  cost: number;
  gpuCost: number;
  cpuCost: number;
  memoryCost: number;
  storageCost: number;
  gpuHours: number;
  cpuCoreHours: number;
  memoryGiBHours: number;
  storageGiBHours: number;
}

/** A SQL `case` of the GPU-hour price by model (other models at `gpu:*`). */
function gpuPriceSql(prices: Prices): SQL {
  const d = costAllocationDays;
  if (prices.gpu.size === 0) return sql`${prices.otherGpu}::float8`;
  const whens = [...prices.gpu].map(([model, price]) => sql`when ${model} then ${price}::float8`);
  return sql`(case ${d.gpuModel} ${sql.join(whens, sql` `)} else ${prices.otherGpu}::float8 end)`;
}

const dayText = (at: Date) => at.toISOString().slice(0, 10);

/** The scope's costs over the UTC days [from, to), summed to `level`. */
export async function allocationRollUp(
  db: Db,
  scope: Scope,
  from: Date,
  to: Date,
  level: RollUpLevel,
  prices?: Prices,
): Promise<RollUpRow[]> {
  const p = prices ?? (await loadPrices(db));
  const d = costAllocationDays;
  const id = level === 'ORGANIZATION' ? projects.organizationId : level === 'BRANCH' ? projects.branchId : d.projectId;
  const workload = level === 'WORKLOAD' ? d.workload : sql<string>`''`;
  const rows = await db
    .select({
      id,
      workload,
      gpuCost: sql<number>`coalesce(sum(${d.gpuHours} * ${gpuPriceSql(p)}), 0)`.mapWith(Number),
      gpuHours: sql<number>`coalesce(sum(${d.gpuHours}), 0)`.mapWith(Number),
      cpuCoreHours: sql<number>`coalesce(sum(${d.cpuCoreHours}), 0)`.mapWith(Number),
      memoryGiBHours: sql<number>`coalesce(sum(${d.memoryGiBHours}), 0)`.mapWith(Number),
      storageGiBHours: sql<number>`coalesce(sum(${d.storageGiBHours}), 0)`.mapWith(Number),
    })
    .from(d)
    .innerJoin(projects, eq(projects.id, d.projectId))
    .where(and(gte(d.day, dayText(from)), lt(d.day, dayText(to)), projectsInScope(scope)))
    .groupBy(...(level === 'WORKLOAD' ? [id, d.workload] : [id]));
  return rows.map((r) => {
    const cpuCost = r.cpuCoreHours * p.cpuCore;
    const memoryCost = r.memoryGiBHours * p.memoryGiB;
    const storageCost = r.storageGiBHours * p.storageGiB;
    return { ...r, cpuCost, memoryCost, storageCost, cost: r.gpuCost + cpuCost + memoryCost + storageCost };
  });
}

const DAY = 86_400_000;
/** Days read per query. */
const CHUNK_DAYS = 7;

/** FOCUS rows per workload, day and resource (GPU, CPU, memory, storage) over the UTC days [from, to), a week at a time. */
export async function* allocationFocusRows(db: Db, scope: Scope, from: Date, to: Date): AsyncGenerator<FocusRow[]> {
  const prices = await loadPrices(db);
  const tenants = new Map((await tenantsOf(db, scope)).map((t) => [t.projectId, t]));
  const d = costAllocationDays;
  const gp = gpuPriceSql(prices);
  for (let start = from.getTime(); start < to.getTime(); start += CHUNK_DAYS * DAY) {
    const end = Math.min(to.getTime(), start + CHUNK_DAYS * DAY);
    const rows = await db
      .select({
        day: d.day,
        projectId: d.projectId,
        workload: d.workload,
        gpuCost: sql<number>`sum(${d.gpuHours} * ${gp})`.mapWith(Number),
        gpuHours: sql<number>`sum(${d.gpuHours})`.mapWith(Number),
        cpuCoreHours: sql<number>`sum(${d.cpuCoreHours})`.mapWith(Number),
        memoryGiBHours: sql<number>`sum(${d.memoryGiBHours})`.mapWith(Number),
        storageGiBHours: sql<number>`sum(${d.storageGiBHours})`.mapWith(Number),
      })
      .from(d)
      .innerJoin(projects, eq(projects.id, d.projectId))
      .where(and(gte(d.day, dayText(new Date(start))), lt(d.day, dayText(new Date(end))), projectsInScope(scope)))
      .groupBy(d.day, d.projectId, d.workload)
      .orderBy(asc(d.day), asc(d.projectId), asc(d.workload));
    const out: FocusRow[] = [];
    for (const r of rows) {
      const t = tenants.get(r.projectId);
      if (!t) continue;
      const dayStart = Date.parse(`${r.day}T00:00:00Z`);
      const base = {
        chargePeriodStart: new Date(dayStart).toISOString(),
        chargePeriodEnd: new Date(dayStart + DAY).toISOString(),
        currency: prices.currency,
        workload: r.workload,
        idleCost: 0,
        ...t,
      };
      const line = (
        resource: FocusRow['resource'],
        quantity: number,
        unit: string,
        unitPrice: number,
        cost: number,
      ) => {
        if (quantity > 0) out.push({ ...base, resource, quantity, unit, unitPrice, billedCost: cost });
      };
      line('GPU', r.gpuHours, 'GPU-Hours', r.gpuHours > 0 ? r.gpuCost / r.gpuHours : 0, r.gpuCost);
      line('CPU', r.cpuCoreHours, 'Core-Hours', prices.cpuCore, r.cpuCoreHours * prices.cpuCore);
      line('Memory', r.memoryGiBHours, 'GiB-Hours', prices.memoryGiB, r.memoryGiBHours * prices.memoryGiB);
      line('Storage', r.storageGiBHours, 'GiB-Hours', prices.storageGiB, r.storageGiBHours * prices.storageGiB);
    }
    if (out.length > 0) yield out;
  }
}
