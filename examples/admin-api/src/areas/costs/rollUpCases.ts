/**
 * The cost roll-up and the FOCUS export against the sums of the raw hourly records, on PGlite (`rollUp.test.ts`) and
 * on PostgreSQL (`rollUp.postgres.test.ts`): records written through the metering's write path (which keeps the daily
 * and monthly roll-ups in the same transaction) over five weeks across a month's end, one workload moving to another
 * GPU model within an hour and back, then ranges with partial days at either end, inside one day, on whole months and
 * given in other time zones.
 */
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../access/access';
import type { setupTestStack } from '../../testing/harness';
import { projects } from '../projects/tables';
import { allocationFocusRows, allocationRollUp, rollUpParts } from './allocations';
import { type AllocationRecord, addAllocations } from './metering';
import { loadPrices, type Prices } from './prices';
import { costAllocationDays, costAllocationMonths, costAllocations } from './tables';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const FIRST = Date.parse('2026-01-29T00:00:00Z');
const END = Date.parse('2026-03-04T00:00:00Z');
const A100 = 'NVIDIA A100 80GB';
const L4 = 'NVIDIA L4';
/** When `notebook:9005` moves from A100 to L4 GPUs and back, each within an hour. */
const MOVES = [Date.parse('2026-02-14T10:20:00Z'), Date.parse('2026-02-28T21:30:00Z')] as const;

/**
 * The GPU models a workload ran on during the hour starting at `hour`, with the part of the hour on each: `runs` are
 * [since, model] in time order, the first from before the records start.
 */
const onModels =
  (...runs: [number, string][]) =>
  (hour: number): [string, number][] => {
    const parts = new Map<string, number>();
    runs.forEach(([since, model], i) => {
      const part = Math.min(runs[i + 1]?.[0] ?? Number.POSITIVE_INFINITY, hour + HOUR) - Math.max(since, hour);
      if (part > 0) parts.set(model, (parts.get(model) ?? 0) + part / HOUR);
    });
    return [...parts];
  };

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function numbers(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const QUANTITY_KEYS = [
  'gpuHours',
  'cpuCoreHours',
  'memoryGiBHours',
  'storageGiBHours',
  'gpuIdleHours',
  'cpuIdleCoreHours',
  'memoryIdleGiBHours',
] as const;

/** What summing the raw records of [from, to) (an hour counts when it starts inside) per project and workload gives. */
function expected(records: AllocationRecord[], projectIds: Set<number>, from: Date, to: Date, prices: Prices) {
  const sums = new Map<string, Record<(typeof QUANTITY_KEYS)[number] | 'gpuCost' | 'gpuIdleCost', number>>();
  for (const r of records) {
    if (r.hour < from || r.hour >= to || !projectIds.has(r.projectId)) continue;
    const key = `${r.projectId}|${r.workload}`;
    let s = sums.get(key);
    if (!s) {
      s = {
        gpuHours: 0,
        cpuCoreHours: 0,
        memoryGiBHours: 0,
        storageGiBHours: 0,
        gpuIdleHours: 0,
        cpuIdleCoreHours: 0,
        memoryIdleGiBHours: 0,
        gpuCost: 0,
        gpuIdleCost: 0,
      };
      sums.set(key, s);
    }
    for (const k of QUANTITY_KEYS) s[k] += r[k];
    const price = prices.gpu.get(r.gpuModel) ?? prices.otherGpu;
    s.gpuCost += r.gpuHours * price;
    s.gpuIdleCost += r.gpuIdleHours * price;
  }
  return sums;
}

export function rollUpCases(stack: ReturnType<typeof setupTestStack>) {
  const { ctx } = stack;
  const records: AllocationRecord[] = [];
  const acme = { id: 0, projectIds: new Set<number>() };
  let prices: Prices;

  beforeAll(async () => {
    const db = ctx.database.db;
    await db.delete(costAllocations);
    await db.delete(costAllocationDays);
    await db.delete(costAllocationMonths);
    prices = await loadPrices(db);
    const all = await db.select().from(projects);
    const vision = all.find((p) => p.name === 'Vision Lab');
    const other = all.find((p) => p.organizationId === vision?.organizationId && p.branchId !== vision?.branchId);
    const globex = all.find((p) => p.organizationId !== vision?.organizationId);
    if (!vision || !other || !globex)
      throw new Error('the seed has Vision Lab, a project in another branch and Globex');
    acme.id = vision.organizationId;
    for (const p of all) if (p.organizationId === acme.id) acme.projectIds.add(p.id);
    const random = numbers(42);
    // A notebook whose GPUs change model mid-month (on the hour), one that moves to another model and back within an
    // hour (a record per model in those hours), a deployment on a model without a price of its own, a CPU-only
    // service and another organization's notebook; each hour metered in two passes (the second grows the first).
    const workloads = [
      {
        projectId: vision.id,
        workload: 'notebook:9001',
        models: onModels([0, A100], [Date.parse('2026-02-14T10:00:00Z'), L4]),
      },
      { projectId: other.id, workload: 'deployment:9002', models: onModels([0, 'AMD MI300X']) },
      { projectId: other.id, workload: 'service:9003:1', models: onModels([0, '']) },
      { projectId: globex.id, workload: 'notebook:9004', models: onModels([0, L4]) },
      {
        projectId: vision.id,
        workload: 'notebook:9005',
        models: onModels([0, A100], [MOVES[0], L4], [MOVES[1], A100]),
        gpus: 2,
      },
    ];
    const passes: AllocationRecord[][] = [[], []];
    for (let hour = FIRST; hour < END; hour += HOUR)
      for (const w of workloads) {
        const models = w.models(hour);
        const gpu = w.gpus ?? (models.some(([m]) => m === '') ? 0 : Math.round(random() * 4) / 2);
        const held = {
          gpuHours: gpu,
          cpuCoreHours: Math.round(random() * 800) / 100,
          memoryGiBHours: Math.round(random() * 3200) / 100,
          storageGiBHours: w.workload.startsWith('notebook') ? 50 : 0,
          gpuIdleHours: gpu * random(),
          cpuIdleCoreHours: random(),
          memoryIdleGiBHours: random() * 4,
        };
        for (const [gpuModel, part] of models) {
          const full: AllocationRecord = {
            hour: new Date(hour),
            projectId: w.projectId,
            workload: w.workload,
            gpuModel,
            ...held,
          };
          for (const k of QUANTITY_KEYS) full[k] = held[k] * part;
          records.push(full);
          const first = { ...full };
          const second = { ...full };
          for (const k of QUANTITY_KEYS) {
            first[k] = full[k] * 0.25;
            second[k] = full[k] - first[k];
          }
          passes[0]?.push(first);
          passes[1]?.push(second);
        }
      }
    for (const pass of passes)
      for (let i = 0; i < pass.length; i += 500) await addAllocations(db, pass.slice(i, i + 500));
  });

  describe('the daily and monthly roll-ups kept with the hourly records', () => {
    it('hold, per day and per month, exactly the sums of the hourly records', async () => {
      const db = ctx.database.db;
      for (const [table, period] of [
        [costAllocationDays, sql<string>`${costAllocationDays.day}::text`],
        [costAllocationMonths, sql<string>`${costAllocationMonths.month}::text`],
      ] as const) {
        const rolled = await db
          .select({
            period,
            projectId: table.projectId,
            workload: table.workload,
            gpuModel: table.gpuModel,
            gpuHours: table.gpuHours,
            cpuCoreHours: table.cpuCoreHours,
            memoryIdleGiBHours: table.memoryIdleGiBHours,
          })
          .from(table);
        const want = new Map<string, { gpuHours: number; cpuCoreHours: number; memoryIdleGiBHours: number }>();
        for (const r of records) {
          const iso = r.hour.toISOString();
          const key = `${table === costAllocationDays ? iso.slice(0, 10) : `${iso.slice(0, 7)}-01`}|${r.projectId}|${r.workload}|${r.gpuModel}`;
          const w = want.get(key) ?? { gpuHours: 0, cpuCoreHours: 0, memoryIdleGiBHours: 0 };
          w.gpuHours += r.gpuHours;
          w.cpuCoreHours += r.cpuCoreHours;
          w.memoryIdleGiBHours += r.memoryIdleGiBHours;
          want.set(key, w);
        }
        expect(rolled).toHaveLength(want.size);
        for (const r of rolled) {
          const w = want.get(`${r.period}|${r.projectId}|${r.workload}|${r.gpuModel}`);
          expect(w, `${r.period} ${r.workload}`).toBeDefined();
          expect(r.gpuHours).toBeCloseTo(w?.gpuHours ?? Number.NaN, 6);
          expect(r.cpuCoreHours).toBeCloseTo(w?.cpuCoreHours ?? Number.NaN, 6);
          expect(r.memoryIdleGiBHours).toBeCloseTo(w?.memoryIdleGiBHours ?? Number.NaN, 6);
        }
      }
    });
  });

  describe('a workload moved to another GPU model within an hour', () => {
    const workload = 'notebook:9005';
    const hourOf = (at: number) => Math.floor(at / HOUR) * HOUR;
    /** What a table holds of the workload per GPU model, over all its periods. */
    const split = async (table: typeof costAllocations | typeof costAllocationDays | typeof costAllocationMonths) => {
      const total = (c: AnyPgColumn) => sql<number>`sum(${c})::float8`;
      const rows = await ctx.database.db
        .select({
          gpuModel: table.gpuModel,
          gpuHours: total(table.gpuHours),
          cpuCoreHours: total(table.cpuCoreHours),
          memoryGiBHours: total(table.memoryGiBHours),
          storageGiBHours: total(table.storageGiBHours),
          gpuIdleHours: total(table.gpuIdleHours),
          cpuIdleCoreHours: total(table.cpuIdleCoreHours),
          memoryIdleGiBHours: total(table.memoryIdleGiBHours),
        })
        .from(table)
        .where(eq(table.workload, workload))
        .groupBy(table.gpuModel);
      return new Map(rows.map(({ gpuModel, ...q }) => [gpuModel, q]));
    };

    it('keeps a row per GPU model in its hours, split as it ran', async () => {
      const hourly = await ctx.database.db.select().from(costAllocations).where(eq(costAllocations.workload, workload));
      expect(hourly).toHaveLength(records.filter((r) => r.workload === workload).length);
      // Its 2 GPUs 20 minutes on A100 then 40 on L4; 30 on L4 then 30 on A100.
      const inHour = (at: number) =>
        Object.fromEntries(hourly.filter((r) => r.hour.getTime() === hourOf(at)).map((r) => [r.gpuModel, r.gpuHours]));
      expect(inHour(MOVES[0])).toEqual({ [A100]: expect.closeTo(2 / 3, 9), [L4]: expect.closeTo(4 / 3, 9) });
      expect(inHour(MOVES[1])).toEqual({ [L4]: expect.closeTo(1, 9), [A100]: expect.closeTo(1, 9) });
      expect(inHour(MOVES[0] + HOUR)).toEqual({ [L4]: expect.closeTo(2, 9) });
    });

    it('holds the same totals and the same split per GPU model in the hourly, daily and monthly tables', async () => {
      const want = new Map<string, Record<(typeof QUANTITY_KEYS)[number], number>>();
      for (const r of records) {
        if (r.workload !== workload) continue;
        const w = want.get(r.gpuModel) ?? Object.fromEntries(QUANTITY_KEYS.map((k) => [k, 0]));
        for (const k of QUANTITY_KEYS) w[k] = (w[k] ?? 0) + r[k];
        want.set(r.gpuModel, w as Record<(typeof QUANTITY_KEYS)[number], number>);
      }
      expect([...want.keys()].sort()).toEqual([A100, L4]);
      for (const table of [costAllocations, costAllocationDays, costAllocationMonths]) {
        const got = await split(table);
        expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
        for (const [model, w] of want)
          for (const k of QUANTITY_KEYS) expect(got.get(model)?.[k], `${model} ${k}`).toBeCloseTo(w[k], 6);
      }
    });

    it('prices each model’s GPU-hours at its own price, read from the hours, a day or a month', async () => {
      const db = ctx.database.db;
      const scope: Scope = { level: 'organization', organizationId: acme.id };
      const priceOf = (model: string) => prices.gpu.get(model) ?? prices.otherGpu;
      expect(priceOf(A100)).not.toBe(priceOf(L4));
      const day = Math.floor(MOVES[0] / DAY) * DAY;
      for (const [table, from, to] of [
        ['hours', hourOf(MOVES[0]), hourOf(MOVES[0]) + HOUR],
        ['hours', hourOf(MOVES[1]), hourOf(MOVES[1]) + HOUR],
        ['days', day, day + DAY],
        ['months', Date.parse('2026-02-01T00:00:00Z'), Date.parse('2026-03-01T00:00:00Z')],
      ] as const) {
        const range = [new Date(from), new Date(to)] as const;
        expect(rollUpParts(...range).map((p) => `${p.sign}${p.table}`)).toEqual([`1${table}`]);
        const inRange = records.filter(
          (r) => r.workload === workload && r.hour.getTime() >= from && r.hour.getTime() < to,
        );
        // Both models held GPUs in the range, so one price for all would not give the same cost.
        for (const model of [A100, L4])
          expect(inRange.filter((r) => r.gpuModel === model).reduce((s, r) => s + r.gpuHours, 0)).toBeGreaterThan(0);
        const gpuCost = inRange.reduce((s, r) => s + r.gpuHours * priceOf(r.gpuModel), 0);
        const gpuIdleCost = inRange.reduce((s, r) => s + r.gpuIdleHours * priceOf(r.gpuModel), 0);
        const rows = await allocationRollUp(db, scope, ...range, 'WORKLOAD', prices);
        const row = rows.find((r) => r.workload === workload);
        expect(row?.gpuCost, `${table} GPU cost`).toBeCloseTo(gpuCost, 6);
        expect(row?.gpuIdleCost, `${table} idle GPU cost`).toBeCloseTo(gpuIdleCost, 6);
        const exported = [];
        for await (const chunk of allocationFocusRows(db, scope, ...range)) exported.push(...chunk);
        const gpuLines = exported.filter((r) => r.workload === workload && r.resource === 'GPU');
        expect(
          gpuLines.reduce((s, r) => s + r.billedCost, 0),
          `${table} exported GPU cost`,
        ).toBeCloseTo(gpuCost, 6);
      }
    });
  });

  describe('a range read from the coarsest table that covers each part', () => {
    const partsOf = (from: string, to: string) =>
      rollUpParts(new Date(from), new Date(to))
        .map(
          (p) =>
            `${p.sign === 1 ? '+' : '-'}${p.table} ${new Date(p.start).toISOString()} ${new Date(p.end).toISOString()}`,
        )
        .sort();
    it('splits a range into hours, days and whole months', () => {
      expect(partsOf('2026-01-30T13:00:00Z', '2026-03-02T07:00:00Z')).toEqual(
        [
          '+hours 2026-01-30T13:00:00.000Z 2026-01-31T00:00:00.000Z',
          '+hours 2026-03-02T00:00:00.000Z 2026-03-02T07:00:00.000Z',
          '+days 2026-01-31T00:00:00.000Z 2026-02-01T00:00:00.000Z',
          '+months 2026-02-01T00:00:00.000Z 2026-03-01T00:00:00.000Z',
          '+days 2026-03-01T00:00:00.000Z 2026-03-02T00:00:00.000Z',
        ].sort(),
      );
    });
    it('takes a whole day or month less what lies outside the range when that reads fewer rows', () => {
      // The console's range ending at the next whole hour, late in a month: this month's row less the hours and
      // days after the range (none yet), instead of every day and hour of the month so far.
      expect(partsOf('2025-11-30T20:00:00Z', '2026-02-28T20:00:00Z')).toEqual(
        [
          '+hours 2025-11-30T20:00:00.000Z 2025-12-01T00:00:00.000Z',
          '+months 2025-12-01T00:00:00.000Z 2026-03-01T00:00:00.000Z',
          '-hours 2026-02-28T20:00:00.000Z 2026-03-01T00:00:00.000Z',
        ].sort(),
      );
      // Hours inside one day: the day less the hours before and after.
      expect(partsOf('2026-02-10T02:00:00Z', '2026-02-10T23:00:00Z')).toEqual(
        [
          '+days 2026-02-10T00:00:00.000Z 2026-02-11T00:00:00.000Z',
          '-hours 2026-02-10T00:00:00.000Z 2026-02-10T02:00:00.000Z',
          '-hours 2026-02-10T23:00:00.000Z 2026-02-11T00:00:00.000Z',
        ].sort(),
      );
    });

    const ranges: [string, string, string][] = [
      ['partial days at both ends, a whole month between', '2026-01-30T13:00:00Z', '2026-03-02T07:00:00Z'],
      ['exactly a month', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'],
      ['whole days inside a month', '2026-02-03T00:00:00Z', '2026-02-20T00:00:00Z'],
      ['hours inside one day', '2026-02-10T05:00:00Z', '2026-02-10T09:00:00Z'],
      [
        'midnights of other time zones (the first half hour starts before the range)',
        '2026-02-01T00:00:00+05:30',
        '2026-03-01T00:00:00-08:00',
      ],
      ['the console’s last 90 days (ending at the next whole hour)', '2025-12-05T14:00:00Z', '2026-03-05T14:00:00Z'],
      ['most of a month: the month less the days outside', '2026-02-02T20:00:00Z', '2026-02-27T03:00:00Z'],
      ['most of a day: the day less the hours outside', '2026-02-10T02:00:00Z', '2026-02-10T23:00:00Z'],
      ['both ends late in their days', '2026-01-29T10:00:00Z', '2026-03-03T14:00:00Z'],
      ['ending late in a month', '2026-01-30T20:00:00Z', '2026-02-28T20:00:00Z'],
    ];
    for (const [name, fromText, toText] of ranges)
      it(`sums what the hourly records hold: ${name}`, async () => {
        const from = new Date(fromText);
        const to = new Date(toText);
        const scope: Scope = { level: 'organization', organizationId: acme.id };
        const want = expected(records, acme.projectIds, from, to, prices);
        const rows = await allocationRollUp(ctx.database.db, scope, from, to, 'WORKLOAD', prices);
        expect(rows.map((r) => `${r.id}|${r.workload}`).sort()).toEqual([...want.keys()].sort());
        for (const r of rows) {
          const w = want.get(`${r.id}|${r.workload}`);
          for (const k of [...QUANTITY_KEYS, 'gpuCost', 'gpuIdleCost'] as const)
            expect(r[k], `${r.workload} ${k}`).toBeCloseTo(w?.[k] ?? Number.NaN, 6);
        }
        // Every level sums the same records.
        const [organization] = await allocationRollUp(ctx.database.db, scope, from, to, 'ORGANIZATION', prices);
        const total = rows.reduce((s, r) => s + r.cost, 0);
        expect(organization?.cost).toBeCloseTo(total, 6);

        // The export: one line per workload, charge period and resource, its periods cut to the range, whatever
        // the batch size (a cursor's FETCH size on PostgreSQL, keyset pages on PGlite).
        const read = async (batch: number) => {
          const out = [];
          for await (const chunk of allocationFocusRows(ctx.database.db, scope, from, to, batch)) out.push(...chunk);
          return out;
        };
        const exported = await read(5000);
        expect(await read(7)).toEqual(exported);
        expect(exported.reduce((s, r) => s + r.billedCost, 0)).toBeCloseTo(total, 6);
        for (const r of exported) {
          expect(Date.parse(r.chargePeriodStart)).toBeGreaterThanOrEqual(from.getTime());
          expect(Date.parse(r.chargePeriodEnd)).toBeLessThanOrEqual(to.getTime());
        }
        // The first charge period starts with the range (cut to it) or with the first records.
        expect(Math.min(...exported.map((r) => Date.parse(r.chargePeriodStart)))).toBe(Math.max(from.getTime(), FIRST));
        const keys = exported.map((r) => `${r.chargePeriodStart}|${r.projectId}|${r.workload}|${r.resource}`);
        expect(new Set(keys).size).toBe(keys.length);
      });
  });

  describe('an export stopped early', () => {
    it('ends its read and gives the connection back', async () => {
      const db = ctx.database.db;
      const scope: Scope = { level: 'organization', organizationId: acme.id };
      for await (const chunk of allocationFocusRows(db, scope, new Date(FIRST), new Date(END), 2)) {
        expect(chunk.length).toBeGreaterThan(0);
        break;
      }
      if (ctx.database.kind === 'postgres') {
        const open = (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where state like 'idle in transaction%' or query like 'fetch %'`,
        )) as unknown as { rows: { n: number }[] };
        expect(open.rows[0]?.n).toBe(0);
      }
      const [vision] = await db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
      expect(vision).toBeDefined();
    });
  });
}
