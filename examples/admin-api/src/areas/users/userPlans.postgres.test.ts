/**
 * The user list's page statement on PostgreSQL keeps its generic plan: its OFFSET is bound as a subquery's value,
 * so no custom plan sees it and PostgreSQL stops planning the statement on every execution after the first five
 * (with a plain bound OFFSET the first pages' custom plans look cheaper than the generic one, which is then never
 * taken). Skipped with the reason when PostgreSQL is missing.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestStack } from '../../testing/harness';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../../testing/postgres';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('the user list on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });
  const stack = setupTestStack({ databaseUrl: () => postgres?.url });

  it('runs the page statement on its generic plan, whatever page it reads', async () => {
    const db = stack.ctx.database.db;
    // Enough people in the organization that a plan's cost follows the rows it skips.
    const orgs = (await db.execute(sql`select id from organizations order by id limit 1`)) as unknown as {
      rows: { id: number }[];
    };
    const orgId = orgs.rows[0]?.id;
    expect(orgId).toBeDefined();
    await db.execute(sql`insert into users (email, name) select 'plan.' || i || '@demo.test', 'Plan person ' || i
      from generate_series(1, 3000) i`);
    await db.execute(sql`insert into role_assignments (user_id, organization_id, role)
      select id, ${orgId}, 'MEMBER' from users where email like 'plan.%'`);
    await db.execute(sql`analyze`);

    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const query = pool.query.bind(pool);
    const seen: { text: string; values: unknown[] }[] = [];
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      const c = config as { text?: string; values?: unknown[] };
      if (typeof c === 'object' && c.text?.includes('with page as materialized'))
        seen.push({ text: c.text, values: c.values ?? [] });
      return (query as (...a: unknown[]) => unknown)(config, ...rest);
    }) as typeof pool.query;
    try {
      // Pages read afresh each (far apart, different sizes of skip): each is the shape without a known end.
      for (const page of [0, 3, 7, 11, 19, 23, 31, 43]) {
        const res = await stack.call(
          'GET',
          `/users?organizationId=${orgId}&pageIndex=${page}&pageSize=20&sortBy=NAME`,
          {
            as: 'super@demo.test',
          },
        );
        expect(res.status).toBe(200);
      }
    } finally {
      pool.query = query;
    }
    // The shape read most (pages read after a known end are a shape of their own).
    const counts = new Map<string, number>();
    for (const { text } of seen) counts.set(text, (counts.get(text) ?? 0) + 1);
    const text = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (!text) throw new Error('no page statement seen');
    const same = seen.filter((s) => s.text === text);

    // Prepared on a connection of its own and run with the values of the pages read, in turn.
    const client = new pg.Client({ connectionString: postgres?.url });
    await client.connect();
    try {
      const runs = Array.from({ length: 12 }, (_, i) => same[i % same.length] as (typeof same)[0]);
      for (const { values } of runs) await client.query({ name: 'user_page', text, values });
      const [plans] = (
        await client.query<{ generic_plans: string; custom_plans: string }>(
          "select generic_plans, custom_plans from pg_prepared_statements where name = 'user_page'",
        )
      ).rows;
      expect(Number(plans?.generic_plans)).toBeGreaterThanOrEqual(runs.length - 5);
    } finally {
      await client.end();
    }
  });
});
