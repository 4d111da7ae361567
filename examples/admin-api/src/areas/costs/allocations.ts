/**
 * Costs from allocation records (`metering.ts`) priced with the price list (GPU-hours at their model's price,
 * core-hours, GiB-hours of memory and of storage), idle cost (held but not used) apart, summed organization > branch >
 * project > workload over a range: whole UTC months from the monthly roll-up, other whole UTC days from the daily one,
 * the hours at either end from the hourly records. The same per workload and day are the FOCUS rows of the export.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import { type BatchedQuery, Params, readInBatches, type SqlText } from '../../db/batches';
import type { Db } from '../../db/database';
import { projectsInScope, tenantsOf } from '../clusters';
import { inferenceDeployments } from '../deployments/tables';
import { notebooks } from '../notebooks/tables';
import { serviceCatalogue } from '../projects';
import { projects } from '../projects/tables';
import type { FocusRow } from './focusExport';
import { loadPrices, type Prices } from './prices';
import { costAllocationDays, costAllocationMonths, costAllocations } from './tables';

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

/** `h` priced: each resource's cost, the total and the idle part. */
export function priced<T extends Held>(h: T, prices: Prices) {
  const cpuCost = h.cpuCoreHours * prices.cpuCore;
  const memoryCost = h.memoryGiBHours * prices.memoryGiB;
  const storageCost = h.storageGiBHours * prices.storageGiB;
  const idleCost = h.gpuIdleCost + h.cpuIdleCoreHours * prices.cpuCore + h.memoryIdleGiBHours * prices.memoryGiB;
  return { ...h, cpuCost, memoryCost, storageCost, cost: h.gpuCost + cpuCost + memoryCost + storageCost, idleCost };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
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

/** The quantity columns of the hourly records and of the daily and monthly roll-ups, in the order reads answer them. */
const QUANTITIES =
  'gpu_hours, cpu_core_hours, memory_gib_hours, storage_gib_hours, gpu_idle_hours, cpu_idle_core_hours, memory_idle_gib_hours';

/** A period of one of the tables, added to a roll-up or (`sign` -1) taken from it. */
export interface RollUpPart {
  table: 'months' | 'days' | 'hours';
  start: number;
  end: number;
  sign: 1 | -1;
}

/** How a table's periods are cut: the start of the period holding an instant, the start of the next one. */
interface Unit {
  table: 'months' | 'days';
  floor(at: number): number;
  next(start: number): number;
}
const DAYS: Unit = { table: 'days', floor: (at) => Math.floor(at / DAY) * DAY, next: (start) => start + DAY };
const MONTHS: Unit = {
  table: 'months',
  floor: (at) => {
    const d = new Date(at);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  },
  next: (start) => {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  },
};

/**
 * [a, b) as whole periods of `unit` from `A` to `B` plus signed parts of the finer table (`fine`, `size` ms a row):
 * an end that cuts a period is read directly (the finer rows inside the range) or as the whole period less the finer
 * rows outside the range, whichever reads fewer rows. A range ending now, as the console asks, takes today's or this
 * month's whole row and nothing after it, instead of every hour or day of it so far.
 */
function cover(a: number, b: number, unit: Unit, fine: RollUpPart['table'], size: number) {
  const parts: RollUpPart[] = [];
  const add = (start: number, end: number, sign: 1 | -1) => {
    if (start < end) parts.push({ table: fine, start, end, sign });
  };
  const first = unit.floor(a);
  const ceilA = first === a ? a : unit.next(first);
  const last = unit.floor(b);
  if (ceilA > last) {
    // Inside one period: its finer rows, or the period less those before a and after b.
    const end = unit.next(first);
    if ((b - a) / size <= 1 + (a - first + end - b) / size) {
      add(a, b, 1);
      return { A: a, B: a, parts };
    }
    add(first, a, -1);
    add(b, end, -1);
    return { A: first, B: end, parts };
  }
  let A = ceilA;
  if (a < A) {
    if ((A - a) / size <= 1 + (a - first) / size) add(a, A, 1);
    else {
      add(first, a, -1);
      A = first;
    }
  }
  let B = last;
  if (B < b) {
    const end = unit.next(last);
    if ((b - B) / size <= 1 + (end - b) / size) add(B, b, 1);
    else {
      add(b, end, -1);
      B = end;
    }
  }
  return { A, B, parts };
}

/**
 * Where a roll-up over [from, to) is read, the coarsest table first: whole UTC months from the monthly roll-up, whole
 * UTC days from the daily one, hours from the hourly records, each end either summed from the finer rows inside the
 * range or taken as the whole day or month less the finer rows outside it (whichever reads fewer rows: the sums are
 * the same, as the roll-ups hold exactly the sums of the hourly records). An hour counts when it starts inside the
 * range.
 */
export function rollUpParts(from: Date, to: Date): RollUpPart[] {
  const hours = cover(from.getTime(), to.getTime(), DAYS, 'hours', HOUR);
  if (hours.A >= hours.B) return hours.parts;
  const days = cover(hours.A, hours.B, MONTHS, 'days', DAY);
  const parts = [...hours.parts, ...days.parts];
  if (days.A < days.B) parts.push({ table: 'months', start: days.A, end: days.B, sign: 1 });
  return parts;
}

/**
 * The scope's costs over [from, to), summed to `level`, in one query (the price list, when not given, read beside it):
 * each part of the range (`rollUpParts`) from its
 * table, summed per tenant (or workload) and GPU model in the database, then priced here (a GPU-hour at its model's
 * price) and summed to the level.
 */
export async function allocationRollUp(
  db: Db,
  scope: Scope,
  from: Date,
  to: Date,
  level: RollUpLevel,
  prices?: Prices | Promise<Prices>,
): Promise<RollUpRow[]> {
  // Priced after the sums: the price list is read while the database sums.
  const pricesRead = prices ?? loadPrices(db);
  const quantities = sql.raw(QUANTITIES);
  const negated = sql.raw(
    QUANTITIES.split(', ')
      .map((q) => `-${q} as ${q}`)
      .join(', '),
  );
  const parts = rollUpParts(from, to).map((part) => {
    const values = part.sign === 1 ? quantities : negated;
    if (part.table === 'hours')
      return sql`select project_id, workload, gpu_model, ${values} from ${costAllocations}
        where hour >= ${new Date(part.start).toISOString()}::timestamptz and hour < ${new Date(part.end).toISOString()}::timestamptz`;
    const [table, column] =
      part.table === 'days'
        ? [costAllocationDays, costAllocationDays.day]
        : [costAllocationMonths, costAllocationMonths.month];
    return sql`select project_id, workload, gpu_model, ${values} from ${table}
      where ${column} >= ${dayText(part.start)}::date and ${column} < ${dayText(part.end)}::date`;
  });
  if (parts.length === 0) return [];
  const id =
    level === 'ORGANIZATION'
      ? sql`${projects.organizationId}`
      : level === 'BRANCH'
        ? sql`${projects.branchId}`
        : sql`a.project_id`;
  const workload = level === 'WORKLOAD' ? sql`a.workload` : sql`''`;
  const total = (v: string) => sql.raw(`coalesce(sum(a.${v}), 0)::float8 as ${v}`);
  const scoped = projectsInScope(scope);
  const result = (await db.execute(sql`
    select ${id} as id, ${workload} as workload, a.gpu_model,
      ${sql.join(
        QUANTITIES.split(', ').map((q) => sql`${total(q)}`),
        sql`, `,
      )}
    from (${sql.join(parts, sql` union all `)}) a
    join ${projects} on ${projects.id} = a.project_id
    ${scoped ? sql`where ${scoped}` : sql``}
    group by ${level === 'WORKLOAD' ? sql`a.project_id, a.workload` : id}, a.gpu_model`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const p = await pricesRead;
  const gpuPrice = (model: string) => p.gpu.get(model) ?? p.otherGpu;
  const rows = new Map<string, Held & { id: number; workload: string }>();
  for (const r of result.rows) {
    const key = `${r.id}|${r.workload}`;
    let row = rows.get(key);
    if (!row) {
      row = { id: Number(r.id), workload: String(r.workload), ...zeroHeld() };
      rows.set(key, row);
    }
    const price = gpuPrice(String(r.gpu_model));
    const gpuHours = Number(r.gpu_hours);
    const gpuIdleHours = Number(r.gpu_idle_hours);
    row.gpuHours += gpuHours;
    row.cpuCoreHours += Number(r.cpu_core_hours);
    row.memoryGiBHours += Number(r.memory_gib_hours);
    row.storageGiBHours += Number(r.storage_gib_hours);
    row.gpuIdleHours += gpuIdleHours;
    row.cpuIdleCoreHours += Number(r.cpu_idle_core_hours);
    row.memoryIdleGiBHours += Number(r.memory_idle_gib_hours);
    row.gpuCost += gpuHours * price;
    row.gpuIdleCost += gpuIdleHours * price;
  }
  // A period taken whole less its rows outside the range leaves a workload that held nothing in the range at zero
  // (to a rounding error): it is not in the range.
  const held: (Held & { id: number; workload: string })[] = [];
  for (const r of rows.values()) {
    let any = false;
    for (const k of HELD_KEYS) {
      if (Math.abs(r[k]) < 1e-9) r[k] = 0;
      else any = true;
    }
    if (any) held.push(r);
  }
  return held.map((r) => priced(r, p));
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

const zeroHeld = (): Held => ({
  gpuHours: 0,
  cpuCoreHours: 0,
  memoryGiBHours: 0,
  storageGiBHours: 0,
  gpuIdleHours: 0,
  cpuIdleCoreHours: 0,
  memoryIdleGiBHours: 0,
  gpuCost: 0,
  gpuIdleCost: 0,
});

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

/** One part of an export's range: its whole days from the daily roll-up, or a partial day from the hourly records. */
interface ExportPart {
  start: number;
  end: number;
  days: boolean;
}

/** The parts of [from, to) in order: the hours before its first whole day, the whole days, the hours after them. */
function exportParts(from: Date, to: Date): ExportPart[] {
  const range = spans(from, to);
  if (!range.days) return [{ start: from.getTime(), end: to.getTime(), days: false }];
  const parts: ExportPart[] = [];
  if (from.getTime() < range.days[0]) parts.push({ start: from.getTime(), end: range.days[0], days: false });
  parts.push({ start: range.days[0], end: range.days[1], days: true });
  if (range.days[1] < to.getTime()) parts.push({ start: range.days[1], end: to.getTime(), days: false });
  return parts;
}

/** The SQL text of a scope's condition on `projects p` (and the read's `project_id`), with its parameter. */
function scopeText(scope: Scope, alias: string, params: Params): string {
  if (scope.level === 'global') return '';
  if (scope.level === 'organization') return ` and p.organization_id = ${params.add(scope.organizationId)}`;
  if (scope.level === 'branch') return ` and p.branch_id = ${params.add(scope.branchId)}`;
  return ` and ${alias}.project_id = ${params.add(scope.projectId)}`;
}

/** The GPU-hour price by model as SQL text (other models at `gpu:*`). */
function gpuPriceText(column: string, prices: Prices, params: Params): string {
  const other = `${params.add(prices.otherGpu)}::float8`;
  if (prices.gpu.size === 0) return other;
  const whens = [...prices.gpu].map(([model, price]) => `when ${params.add(model)} then ${params.add(price)}::float8`);
  return `(case ${column} ${whens.join(' ')} else ${other} end)`;
}

/**
 * The read of one export part: per day (whole days) or for the part (hours), project and workload, the quantities
 * and the GPU cost, ordered so that it can be read on by keyset. Columns: day (text, or null for a partial day),
 * project id, workload, GPU-hours, core-hours, memory and storage GiB-hours, idle GPU-hours, core-hours and memory
 * GiB-hours, GPU cost, idle GPU cost.
 */
function exportQuery(part: ExportPart, scope: Scope, prices: Prices): BatchedQuery {
  const build = (last: unknown[] | undefined, limit: number | undefined): SqlText => {
    const params = new Params();
    const a = part.days ? 'd' : 'h';
    const gp = gpuPriceText(`${a}.gpu_model`, prices, params);
    const sums = QUANTITIES.split(', ')
      .map((q) => `sum(${a}.${q})::float8`)
      .concat([`sum(${a}.gpu_hours * ${gp})::float8`, `sum(${a}.gpu_idle_hours * ${gp})::float8`])
      .join(', ');
    const range = part.days
      ? `d.day >= ${params.add(dayText(part.start))}::date and d.day < ${params.add(dayText(part.end))}::date`
      : `h.hour >= ${params.add(new Date(part.start).toISOString())}::timestamptz and h.hour < ${params.add(new Date(part.end).toISOString())}::timestamptz`;
    const keys = part.days ? 'd.day, d.project_id, d.workload' : 'h.project_id, h.workload';
    const after = !last
      ? ''
      : part.days
        ? ` and (d.day, d.project_id, d.workload) > (${params.add(last[0])}::date, ${params.add(last[1])}::int, ${params.add(last[2])}::text)`
        : ` and (h.project_id, h.workload) > (${params.add(last[1])}::int, ${params.add(last[2])}::text)`;
    const text = `select ${part.days ? 'd.day::text' : 'null::text'}, ${a}.project_id, ${a}.workload, ${sums}
      from ${part.days ? 'cost_allocation_days d' : 'cost_allocations h'} join projects p on p.id = ${a}.project_id
      where ${range}${scopeText(scope, a, params)}${after}
      group by ${keys} order by ${keys}${limit === undefined ? '' : ` limit ${Math.trunc(limit)}`}`;
    return { text, params: params.values };
  };
  return { ...build(undefined, undefined), page: build };
}

/**
 * FOCUS rows per workload, day and resource (GPU, CPU, memory, storage) over [from, to), in batches as the database
 * answers them (a server-side cursor on PostgreSQL, keyset pages on PGlite: constant memory whatever the range):
 * whole days from the daily roll-up, a partial first or last day from the hourly records (its charge period cut to
 * the range).
 */
export async function* allocationFocusRows(
  db: Db,
  scope: Scope,
  from: Date,
  to: Date,
  batch = 2000,
): AsyncGenerator<FocusRow[]> {
  const prices = await loadPrices(db);
  const tenants = new Map((await tenantsOf(db, scope)).map((t) => [t.projectId, t]));
  const names = new Map<string, WorkloadName>();
  const parts = exportParts(from, to);
  const periods = new Map<string, [string, string]>();
  const periodOf = (part: ExportPart, day: unknown): [string, string] => {
    const key = part.days ? String(day) : `${part.start}`;
    let period = periods.get(key);
    if (!period) {
      const start = part.days ? Date.parse(`${String(day)}T00:00:00Z`) : part.start;
      period = [new Date(start).toISOString(), new Date(part.days ? start + DAY : part.end).toISOString()];
      periods.set(key, period);
    }
    return period;
  };
  const reads = parts.map((part) => exportQuery(part, scope, prices));
  for await (const [index, rows] of readInBatches(db, reads, batch)) {
    const part = parts[index] as ExportPart;
    const missing = new Set<string>();
    for (const r of rows) if (!names.has(r[2] as string)) missing.add(r[2] as string);
    if (missing.size > 0) for (const [k, n] of await workloadNames(db, missing)) names.set(k, n);
    const out: FocusRow[] = [];
    for (const r of rows) {
      const t = tenants.get(r[1] as number);
      if (!t) continue;
      const [chargePeriodStart, chargePeriodEnd] = periodOf(part, r[0]);
      const workload = r[2] as string;
      const name = names.get(workload);
      const [
        gpuHours,
        cpuCoreHours,
        memoryGiBHours,
        storageGiBHours,
        _gpuIdle,
        cpuIdle,
        memoryIdle,
        gpuCost,
        gpuIdleCost,
      ] = (r as number[]).slice(3);
      const line = (
        resource: FocusRow['resource'],
        quantity: number,
        unit: string,
        unitPrice: number,
        billedCost: number,
        idleCost: number,
      ) => {
        if (quantity > 0)
          out.push({
            chargePeriodStart,
            chargePeriodEnd,
            resource,
            workload,
            workloadKind: name?.kind ?? 'OTHER',
            workloadName: name?.name ?? workload,
            billedCost,
            idleCost,
            quantity,
            unit,
            unitPrice,
            currency: prices.currency,
            projectId: t.projectId,
            projectName: t.projectName,
            branchId: t.branchId,
            branchName: t.branchName,
            organizationId: t.organizationId,
            organizationName: t.organizationName,
          });
      };
      const g = gpuHours ?? 0;
      line('GPU', g, 'GPU-Hours', g > 0 ? (gpuCost ?? 0) / g : 0, gpuCost ?? 0, gpuIdleCost ?? 0);
      const c = cpuCoreHours ?? 0;
      line('CPU', c, 'Core-Hours', prices.cpuCore, c * prices.cpuCore, (cpuIdle ?? 0) * prices.cpuCore);
      const m = memoryGiBHours ?? 0;
      line('Memory', m, 'GiB-Hours', prices.memoryGiB, m * prices.memoryGiB, (memoryIdle ?? 0) * prices.memoryGiB);
      const s = storageGiBHours ?? 0;
      line('Storage', s, 'GiB-Hours', prices.storageGiB, s * prices.storageGiB, 0);
    }
    if (out.length > 0) yield out;
  }
}
