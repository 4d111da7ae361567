import { contractRoutes, projectRoutes } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../domain/seededRandom';
import { compileQueryCheck, invalid, type RawQuery } from './queryCheck';

const querySchemas = contractRoutes.flatMap((route) => {
  const query = (route as { request?: { query?: z.ZodType } }).request?.query;
  return query ? [{ operationId: route.operationId, query }] : [];
});

/** Values a query field may carry, good and bad for every kind of field the check knows. */
const VALUES = [
  '0',
  '1',
  '7',
  '19',
  '200',
  '201',
  '399',
  '1000000',
  '1000001',
  '2147483647',
  '2147483648',
  '9999999999',
  '99999999999',
  '-1',
  '1.5',
  '1e3',
  ' 1',
  '01',
  '',
  'x',
  'project',
  'a'.repeat(200),
  'a'.repeat(201),
  'ID',
  'NAME',
  'CREATED_AT',
  'id',
  'ASC',
  'DESC',
  'true',
  'false',
  'TRUE',
  ['1', '2'],
  ['ASC', 'ASC'],
];

function queriesFor(query: z.ZodType, count: number, seed: number): RawQuery[] {
  const keys = Object.keys((query as unknown as { shape: Record<string, unknown> }).shape);
  const next = seededRandom(seed);
  const pick = <T>(from: readonly T[]) => from[Math.floor(next() * from.length)] as T;
  const out: RawQuery[] = [];
  for (let i = 0; i < count; i++) {
    const raw: RawQuery = {};
    for (const key of keys) if (next() < 0.6) raw[key] = pick(VALUES);
    if (next() < 0.05) raw[pick(['unknown', '__proto__', 'constructor'])] = '1';
    out.push(raw);
  }
  return out;
}

describe('compileQueryCheck', () => {
  it('compiles the project list query (the busiest read)', () => {
    expect(compileQueryCheck(projectRoutes.list.request.query)).toBeDefined();
  });

  it('answers what the schema answers whenever it accepts a query, for every route it compiles', () => {
    let compiled = 0;
    let accepted = 0;
    for (const [n, { operationId, query }] of querySchemas.entries()) {
      const check = compileQueryCheck(query);
      if (!check) continue;
      compiled++;
      for (const raw of queriesFor(query, 400, n + 1)) {
        const fast = check(raw);
        const zod = query.safeParse(raw);
        if (fast === invalid) continue;
        accepted++;
        expect({ operationId, raw, success: zod.success }).toEqual({ operationId, raw, success: true });
        expect({ operationId, raw, parsed: fast }).toStrictEqual({ operationId, raw, parsed: zod.data });
      }
    }
    expect(compiled).toBeGreaterThan(5);
    expect(accepted).toBeGreaterThan(500);
  });

  it('accepts the list reads the console makes, and leaves everything else to the schema', () => {
    const check = compileQueryCheck(projectRoutes.list.request.query);
    if (!check) throw new Error('expected a check');
    expect(check({ pageIndex: '3', pageSize: '20', sortBy: 'NAME', sortOrder: 'DESC', search: 'pro' })).toStrictEqual({
      pageIndex: 3,
      pageSize: 20,
      sortBy: 'NAME',
      sortOrder: 'DESC',
      search: 'pro',
    });
    expect(check({ branchId: '12', orgId: '4' })).toStrictEqual({ branchId: 12, orgId: 4 });
    for (const raw of [
      { pageSize: '201' },
      { pageIndex: '-1' },
      { sortBy: 'id' },
      { pageSize: ['1', '2'] },
      { branchId: '0' },
      { unknown: '1' },
      { search: 'a'.repeat(201) },
    ])
      expect(check(raw)).toBe(invalid);
  });
});
