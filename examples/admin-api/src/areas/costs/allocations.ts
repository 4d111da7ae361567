/**
 * Costs from allocation records (`metering.ts`) priced with the price list (GPU-hours at their model's price,
 * core-hours, GiB-hours of memory and of storage), idle cost (held but not used) apart, summed organization > branch >
 * project > workload over a range: whole UTC days from the daily roll-up, the hours at either end from the hourly
 * records. The same per workload and day are the FOCUS rows of the export.
 */
import { type AnyColumn, and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { projectsInScope, tenantsOf } from '../clusters';
import { inferenceDeployments } from '../deployments/tables';
import { notebooks } from '../notebooks/tables';
import { serviceCatalogue } from '../projects';
import { projects } from '../projects/tables';
import type { FocusRow } from './focusExport';
import { loadPrices, type Prices } from './prices';
import { costAllocationDays, costAllocations } from './tables';

/** The level rows of a roll-up are summed to. */
export type RollUpLevel = 'ORGANIZATION' | 'BRANCH' | 'PROJECT' | 'WORKLOAD';

/** Quantities held (and of them idle) over a range. */
export interface Held {
  gpuHours: number;
  cpuCoreHours: number;
  memoryGiBHours: number;
  storageGiBHours: number;
  gpuIdleHours: number;
  cpuIdleCoreHours: number;
  memoryIdleGiBHours: number;
  /** GPU-hours priced at their models' prices, and the idle ones. */
  gpuCost: number;
  gpuIdleCost: number;
}

/** One row of a roll-up: a tenant's (or a workload's) quantities and their cost. */
export interface RollUpRow extends Held {
  /** The tenant's id; the project's at `WORKLOAD` level. */
  id: number;
  /** The workload's key (`notebook:12`) at `WORKLOAD` level; '' otherwise. */
  workload: string;
  cost: number;
  idleCost: number;
  cpuCost: number;
  memoryCost: number;
  storageCost: number;
}

type AllocationTable = typeof costAllocations | typeof costAllocationDays;

/** A SQL `case` of the GPU-hour price by model (other models at `gpu:*`). */
function gpuPriceSql(t: AllocationTable, prices: Prices): SQL {
  if (prices.gpu.size === 0) return sql`${prices.otherGpu}::float8`;
  const whens = [...prices.gpu].map(([model, price]) => sql`when ${model} then ${price}::float8`);
  return sql`(case ${t.gpuModel} ${sql.join(whens, sql` `)} else ${prices.otherGpu}::float8 end)`;
}

/** The sums of a table's rows, GPU-hours priced. */
function heldSums(t: AllocationTable, prices: Prices) {
  const gp = gpuPriceSql(t, prices);
  const total = (v: SQL | AnyColumn) => sql<number>`coalesce(sum(${v}), 0)`.mapWith(Number);
  return {
    gpuHours: total(t.gpuHours),
    cpuCoreHours: total(t.cpuCoreHours),
    memoryGiBHours: total(t.memoryGiBHours),
    storageGiBHours: total(t.storageGiBHours),
    gpuIdleHours: total(t.gpuIdleHours),
    cpuIdleCoreHours: total(t.cpuIdleCoreHours),
    memoryIdleGiBHours: total(t.memoryIdleGiBHours),
    gpuCost: total(sql`${t.gpuHours} * ${gp}`),
    gpuIdleCost: total(sql`${t.gpuIdleHours} * ${gp}`),
  };
}

const HELD_KEYS = [
  'gpuHours',
  'cpuCoreHours',
  'memoryGiBHours',
  'storageGiBHours',
  'gpuIdleHours',
  'cpuIdleCoreHours',
  'memoryIdleGiBHours',
  'gpuCost',
  'gpuIdleCost',
] as const satisfies readonly (keyof Held)[];

/** Adds `b`'s quantities to `a`. */
function addHeld(a: Held, b: Held) {
  for (const k of HELD_KEYS) a[k] += b[k];
}

/** `h` priced: each resource's cost, the total and the idle part. */
export function priced<T extends Held>(h: T, prices: Prices) {
  const cpuCost = h.cpuCoreHours * prices.cpuCore;
  const memoryCost = h.memoryGiBHours * prices.memoryGiB;
  const storageCost = h.storageGiBHours * prices.storageGiB;
  const idleCost = h.gpuIdleCost + h.cpuIdleCoreHours * prices.cpuCore + h.memoryIdleGiBHours * prices.memoryGiB;
  return { ...h, cpuCost, memoryCost, storageCost, cost: h.gpuCost + cpuCost + memoryCost + storageCost, idleCost };
}

const DAY = 86_400_000;
const dayText = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Where [from, to) is read: the whole UTC days inside it from the daily roll-up, the hours before the first and
 * after the last of them from the hourly records.
 */
function spans(from: Date, to: Date) {
  const firstDay = Math.ceil(from.getTime() / DAY) * DAY;
  const endDay = Math.floor(to.getTime() / DAY) * DAY;
  if (firstDay >= endDay) return { days: undefined, hours: [[from.getTime(), to.getTime()]] };
  const hours = [
    [from.getTime(), firstDay],
    [endDay, to.getTime()],
  ].filter(([a = 0, b = 0]) => a < b);
  return { days: [firstDay, endDay] as const, hours };
}

/** The scope's costs over [from, to), summed to `level`. */
export async function allocationRollUp(
  db: Db,
  scope: Scope,
  from: Date,
  to: Date,
  level: RollUpLevel,
  prices?: Prices,
): Promise<RollUpRow[]> {
  const p = prices ?? (await loadPrices(db));
  const range = spans(from, to);
  const read = (t: AllocationTable, where: SQL | undefined) => {
    const id =
      level === 'ORGANIZATION' ? projects.organizationId : level === 'BRANCH' ? projects.branchId : t.projectId;
    const workload = level === 'WORKLOAD' ? t.workload : sql<string>`''`;
    return db
      .select({ id, workload, ...heldSums(t, p) })
      .from(t)
      .innerJoin(projects, eq(projects.id, t.projectId))
      .where(and(where, projectsInScope(scope)))
      .groupBy(...(level === 'WORKLOAD' ? [id, t.workload] : [id]));
  };
  const h = costAllocations;
  const d = costAllocationDays;
  const [byDay, byHour] = await Promise.all([
    range.days ? read(d, and(gte(d.day, dayText(range.days[0])), lt(d.day, dayText(range.days[1])))) : [],
    range.hours.length > 0
      ? read(h, or(...range.hours.map(([a = 0, b = 0]) => and(gte(h.hour, new Date(a)), lt(h.hour, new Date(b))))))
      : [],
  ]);
  const rows = new Map<string, (typeof byDay)[number]>();
  for (const r of [...byDay, ...byHour]) {
    const key = `${r.id}|${r.workload}`;
    const row = rows.get(key);
    if (row) addHeld(row, r);
    else rows.set(key, { ...r });
  }
  return [...rows.values()].map((r) => priced(r, p));
}

/** A workload as people know it: its kind and name. */
export interface WorkloadName {
  kind: 'NOTEBOOK' | 'DEPLOYMENT' | 'SERVICE' | 'OTHER';
  name: string;
}

/** The kinds and names of workloads by key (`notebook:12`, `deployment:4`, `service:3:5`); a removed one by its key. */
export async function workloadNames(db: Db, keys: Iterable<string>): Promise<Map<string, WorkloadName>> {
  const ids = { notebook: new Set<number>(), deployment: new Set<number>() };
  const list = [...new Set(keys)];
  for (const key of list) {
    const [kind, id] = key.split(':');
    if (kind === 'notebook' || kind === 'deployment') ids[kind].add(Number(id));
  }
  const [notebookRows, deploymentRows] = await Promise.all([
    ids.notebook.size > 0
      ? db
          .select({ id: notebooks.id, name: notebooks.name })
          .from(notebooks)
          .where(inArray(notebooks.id, [...ids.notebook]))
      : [],
    ids.deployment.size > 0
      ? db
          .select({ id: inferenceDeployments.id, name: inferenceDeployments.name })
          .from(inferenceDeployments)
          .where(inArray(inferenceDeployments.id, [...ids.deployment]))
      : [],
  ]);
  const notebookName = new Map(notebookRows.map((r) => [r.id, r.name]));
  const deploymentName = new Map(deploymentRows.map((r) => [r.id, r.name]));
  const serviceName = new Map<number, string>(serviceCatalogue.map((s) => [s.id, s.name]));
  const names = new Map<string, WorkloadName>();
  for (const key of list) {
    const [kind, a, b] = key.split(':');
    if (kind === 'notebook')
      names.set(key, { kind: 'NOTEBOOK', name: notebookName.get(Number(a)) ?? `Notebook ${a} (removed)` });
    else if (kind === 'deployment')
      names.set(key, { kind: 'DEPLOYMENT', name: deploymentName.get(Number(a)) ?? `Deployment ${a} (removed)` });
    else if (kind === 'service')
      names.set(key, { kind: 'SERVICE', name: serviceName.get(Number(b)) ?? `Service ${b}` });
    else names.set(key, { kind: 'OTHER', name: key });
  }
  return names;
}

/** Days read per query. */
const CHUNK_DAYS = 7;

/**
 * FOCUS rows per workload, day and resource (GPU, CPU, memory, storage) over [from, to), a week at a time: whole
 * days from the daily roll-up, a partial first or last day from the hourly records (its charge period cut to the range).
 */
export async function* allocationFocusRows(db: Db, scope: Scope, from: Date, to: Date): AsyncGenerator<FocusRow[]> {
  const prices = await loadPrices(db);
  const tenants = new Map((await tenantsOf(db, scope)).map((t) => [t.projectId, t]));
  const h = costAllocations;
  const d = costAllocationDays;
  const names = new Map<string, WorkloadName>();
  const nameOf = async (keys: string[]) => {
    const missing = keys.filter((k) => !names.has(k));
    if (missing.length > 0) for (const [k, n] of await workloadNames(db, missing)) names.set(k, n);
  };
  const range = spans(from, to);
  const parts: { start: number; end: number; days: boolean }[] = [];
  const [head, tail] =
    range.days === undefined
      ? [range.hours[0], undefined]
      : [range.hours.find(([a]) => a === from.getTime()), range.hours.find(([, b]) => b === to.getTime())];
  if (head) parts.push({ start: head[0] ?? 0, end: head[1] ?? 0, days: false });
  if (range.days)
    for (let start = range.days[0]; start < range.days[1]; start += CHUNK_DAYS * DAY)
      parts.push({ start, end: Math.min(range.days[1], start + CHUNK_DAYS * DAY), days: true });
  if (tail && tail !== head) parts.push({ start: tail[0] ?? 0, end: tail[1] ?? 0, days: false });

  for (const part of parts) {
    const rows = part.days
      ? await db
          .select({ day: d.day, projectId: d.projectId, workload: d.workload, ...heldSums(d, prices) })
          .from(d)
          .innerJoin(projects, eq(projects.id, d.projectId))
          .where(and(gte(d.day, dayText(part.start)), lt(d.day, dayText(part.end)), projectsInScope(scope)))
          .groupBy(d.day, d.projectId, d.workload)
          .orderBy(asc(d.day), asc(d.projectId), asc(d.workload))
      : await db
          .select({
            day: sql<string>`${dayText(part.start)}`,
            projectId: h.projectId,
            workload: h.workload,
            ...heldSums(h, prices),
          })
          .from(h)
          .innerJoin(projects, eq(projects.id, h.projectId))
          .where(and(gte(h.hour, new Date(part.start)), lt(h.hour, new Date(part.end)), projectsInScope(scope)))
          .groupBy(h.projectId, h.workload)
          .orderBy(asc(h.projectId), asc(h.workload));
    await nameOf(rows.map((r) => r.workload));
    const out: FocusRow[] = [];
    for (const r of rows) {
      const t = tenants.get(r.projectId);
      if (!t) continue;
      const dayStart = Date.parse(`${r.day}T00:00:00Z`);
      const c = priced(r, prices);
      const base = {
        chargePeriodStart: new Date(part.days ? dayStart : part.start).toISOString(),
        chargePeriodEnd: new Date(part.days ? dayStart + DAY : part.end).toISOString(),
        currency: prices.currency,
        workload: r.workload,
        workloadKind: names.get(r.workload)?.kind ?? 'OTHER',
        workloadName: names.get(r.workload)?.name ?? r.workload,
        ...t,
      };
      const line = (
        resource: FocusRow['resource'],
        quantity: number,
        unit: string,
        unitPrice: number,
        cost: number,
        idleCost: number,
      ) => {
        if (quantity > 0) out.push({ ...base, resource, quantity, unit, unitPrice, billedCost: cost, idleCost });
      };
      line('GPU', c.gpuHours, 'GPU-Hours', c.gpuHours > 0 ? c.gpuCost / c.gpuHours : 0, c.gpuCost, c.gpuIdleCost);
      line('CPU', c.cpuCoreHours, 'Core-Hours', prices.cpuCore, c.cpuCost, c.cpuIdleCoreHours * prices.cpuCore);
      line(
        'Memory',
        c.memoryGiBHours,
        'GiB-Hours',
        prices.memoryGiB,
        c.memoryCost,
        c.memoryIdleGiBHours * prices.memoryGiB,
      );
      line('Storage', c.storageGiBHours, 'GiB-Hours', prices.storageGiB, c.storageCost, 0);
    }
    if (out.length > 0) yield out;
  }
}
