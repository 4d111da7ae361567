/**
 * The audit log on PostgreSQL: the append-only trigger refuses UPDATE, DELETE and TRUNCATE from any session,
 * the retention sweeper alone gets through, and the palette's trigram indexes exist. Skipped with the reason
 * when PostgreSQL is missing.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../audit/record';
import { type Database, openDatabase } from '../../db/database';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../../testing/postgres';
import { writtenAuditPage } from './queries';
import { sweepAuditLog } from './retention';
import { auditEntries } from './tables';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('the audit log on PostgreSQL', () => {
  let postgres: TestPostgres;
  let database: Database;
  const v = {
    access: { userId: 1, email: 'a@b.test', name: 'A', isSuperAdmin: false, grants: [] },
    services: { clock: { now: () => new Date('2026-01-01T00:00:00Z'), setTimer: () => () => undefined } },
    client: { ip: '10.0.0.1', userAgent: 'test' },
  };

  beforeAll(async () => {
    postgres = await startPostgres();
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' });
    await recordAudit(database.db, v, {
      action: 'CREATE',
      resource: { kind: 'PROJECT', id: 1, name: 'P' },
      scope: { level: 'organization', organizationId: 7 },
    });
  });
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
  });

  const refusal = (statement: Promise<unknown>) =>
    statement.then(
      () => 'accepted',
      (error: Error & { cause?: Error }) => (error.cause ?? error).message,
    );

  it('refuses to change, delete or truncate entries', async () => {
    const db = database.db;
    expect(await refusal(db.execute(sql`update audit_entries set resource_name = 'X'`))).toMatch(/append-only: UPDATE/);
    expect(await refusal(db.execute(sql`delete from audit_entries`))).toMatch(/append-only: DELETE/);
    expect(await refusal(db.execute(sql`truncate audit_entries`))).toMatch(/append-only: TRUNCATE/);
    const rows = await db.select({ name: auditEntries.resourceName }).from(auditEntries);
    expect(rows.map((r) => r.name)).toEqual(['P']);
  });

  it('lets only the retention sweeper delete, and only entries past retention', async () => {
    expect(await sweepAuditLog(database.db, new Date('2026-06-01T00:00:00Z'))).toBe(0);
    expect(await sweepAuditLog(database.db, new Date('2027-01-02T00:00:00Z'))).toBe(1);
    // The sweeper's permission ended with its transaction.
    await recordAudit(database.db, v, {
      action: 'CREATE',
      resource: { kind: 'PROJECT', id: 2, name: 'Q' },
      scope: { level: 'global' },
    });
    expect(await refusal(database.db.execute(sql`delete from audit_entries`))).toMatch(/append-only/);
  });

  it('has trigram indexes for the palette’s search', async () => {
    const result = await database.db.execute(sql`select indexname from pg_indexes where indexname like '%_trgm'`);
    const rows = (result as unknown as { rows: { indexname: string }[] }).rows;
    expect(rows.map((r) => r.indexname).sort()).toEqual([
      'audit_entries_resource_name_trgm',
      'branches_name_trgm',
      'inference_deployments_name_trgm',
      'notebooks_name_trgm',
      'organizations_name_trgm',
      'projects_name_trgm',
      'tickets_subject_trgm',
      'users_email_trgm',
      'users_name_trgm',
    ]);
  });

  it("finds a page filtered by resource through the resource's indexes, not by walking the log", async () => {
    const db = database.db;
    // 20,000 entries of organization 7, one resource name in 2,000 holding the word: the walk from the cursor
    // down would read about 2,000 entries for each of a page's matches.
    await db.execute(sql`insert into audit_entries (at, actor_kind, actor_user_id, action, resource_kind, resource_id,
        resource_name, organization_id)
      select now(), 'USER', 1, 'UPDATE', 'PROJECT', (1000 + i)::text,
        case when i % 2000 = 0 then 'Quokka ' || i else 'Project ' || i end, 7
      from generate_series(1, 20000) i`);
    await db.execute(sql`analyze audit_entries`);
    const access = { userId: 1, email: 'a@b.test', name: 'A', isSuperAdmin: false, grants: [] as never[] };
    const admin = { ...access, grants: [{ organizationId: 7, branchId: null, projectId: null, role: 'ADMIN' }] };
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const query = pool.query.bind(pool);
    const seen: { text: string; values: unknown[] }[] = [];
    pool.query = ((config: { text: string; values: unknown[] }) => {
      seen.push(config);
      return query(config as never);
    }) as unknown as typeof pool.query;
    let page: Awaited<ReturnType<typeof writtenAuditPage>>;
    try {
      page = await writtenAuditPage(db, admin as never, { resource: 'quokka', limit: 20, before: 1_000_000 });
    } finally {
      pool.query = query;
    }
    const names = (JSON.parse(page.itemsJson) as { resource: { name: string } }[]).map((e) => e.resource.name);
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => `Quokka ${20000 - i * 2000}`));
    const [statement] = seen;
    if (!statement) throw new Error('no statement seen');
    const plan = await pool.query({ text: `explain ${statement.text}`, values: statement.values });
    const text = plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
    expect(text).toContain('audit_entries_resource_name_trgm');
    expect(text).not.toContain('audit_entries_pkey');
  });
});
