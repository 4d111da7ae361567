import { contractRoutes } from '@console/contract';
import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { assertServesContract, createApp } from '../app';
import { readConfig } from '../config';
import type { Db } from '../db/database';
import type { AppEnv } from '../env';
import { fakeVerifier } from '../testing/harness';
import { ruleCoverageProblems, rules } from './rules';

/** The real app: registering routes touches no database, so a placeholder stands in for it. */
const app = () => createApp({ config: readConfig({}), db: {} as Db, verifier: fakeVerifier });

describe('the rules table and the contract', () => {
  it('has exactly one rule per contract route', () => {
    expect(ruleCoverageProblems(contractRoutes, rules)).toEqual([]);
  });

  it('names a route without a rule and a rule without a route', () => {
    const { 'users.info': _missing, ...withoutInfo } = rules;
    const table = { ...withoutInfo, 'users.gone': { target: { kind: 'none' as const }, need: 'signedIn' as const } };
    expect(ruleCoverageProblems(contractRoutes, table)).toEqual([
      'route users.info has no authorization rule',
      'rule users.gone names no route of the contract',
    ]);
  });

  it('lets the server start only when every route has a rule and a handler', () => {
    expect(app).not.toThrow();
    const { 'branches.delete': _missing, ...withoutDelete } = rules;
    expect(() => assertServesContract(app(), withoutDelete)).toThrow('route branches.delete has no authorization rule');
    expect(() => assertServesContract(new OpenAPIHono<AppEnv>())).toThrow('route users.info has no handler');
  });
});
