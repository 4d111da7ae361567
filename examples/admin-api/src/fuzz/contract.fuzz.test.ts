import { buildDocument } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../sim/clock';
import { setupTestStack } from '../testing/harness';
import { fuzz } from './fuzzer';

// A clock that never moves on its own: no job writes while the fuzzer watches for writes.
const { ctx, call, idOf, tokenFor } = setupTestStack({ clock: new TestClock() });

const DEMO = ['super', 'org.admin', 'branch.admin', 'project.admin', 'member', 'nobody'].map((n) => `${n}@demo.test`);

describe('the contract’s integer range', () => {
  it('refuses 2^31 in an id with a 400 on that field, in a body, a path or a query', async () => {
    const me = idOf('member@demo.test');
    const marked = await call<{ details: Record<string, unknown> }>('POST', `/users/${me}/notification`, {
      as: 'member@demo.test',
      body: { notificationIds: [2 ** 31] },
    });
    expect(marked.status).toBe(400);
    expect(Object.keys(marked.body.details)).toEqual(['notificationIds.0']);

    const branch = await call<{ details: Record<string, unknown> }>('POST', '/branches', {
      as: 'super@demo.test',
      body: { organizationId: 2 ** 31, name: 'Too far' },
    });
    expect(branch.status).toBe(400);
    expect(Object.keys(branch.body.details)).toEqual(['organizationId']);

    const path = await call<{ details: Record<string, unknown> }>('GET', `/organizations/${2 ** 31}`, {
      as: 'super@demo.test',
    });
    expect(path.status).toBe(400);
    expect(Object.keys(path.body.details)).toEqual(['id']);

    const query = await call<{ details: Record<string, unknown> }>('GET', `/branches?organizationId=${2 ** 31}`, {
      as: 'super@demo.test',
    });
    expect(query.status).toBe(400);
    expect(Object.keys(query.body.details)).toEqual(['organizationId']);
  });
});

describe('the contract fuzzer', () => {
  it('finds no 5xx, no answer off the contract, no effect of a refused request and no foreign row', async () => {
    const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
    const budgetMs = Number(process.env.FUZZ_MS) || 20_000;
    const roles = [
      ...DEMO.map((email) => ({ name: email.split('@')[0] ?? email, token: tokenFor(email) })),
      { name: 'globex admin', token: tokenFor('gil@globex.test') },
      { name: 'anonymous', token: undefined },
    ];
    const report = await fuzz(
      { db: ctx.database.db, document: buildDocument(), request: ctx.request, validate: ctx.validate, roles },
      seed,
      budgetMs,
    );
    const statuses = [...report.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.log(
      `contract fuzzer: seed ${report.seed} (FUZZ_SEED=${report.seed} to reproduce), ${report.operations} operations, ` +
        `${roles.length} roles, ${report.requests} requests in ${report.ms} ms; statuses ${statuses}; ` +
        `${report.findings.length} findings`,
    );
    const distinct = new Map(report.findings.map((f) => [`${f.operation} ${f.problem.slice(0, 80)}`, f]));
    expect([...distinct.values()].slice(0, 30)).toEqual([]);
    // The budget bounds the extra rounds; the first pass (every operation as every role, foreign ids in every body)
    // always runs whole: about 40 s on an idle machine, a few times that beside the browser tests of a CI run.
  }, 300_000);
});
