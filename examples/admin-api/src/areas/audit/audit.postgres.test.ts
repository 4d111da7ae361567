/**
 * The audit log on PostgreSQL: the append-only trigger refuses UPDATE, DELETE and TRUNCATE from any session,
 * the retention sweeper alone gets through, and the palette's trigram indexes exist. Skipped with the reason
 * when PostgreSQL is missing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../audit/record';
import { type Database, openDatabase } from '../../db/database';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../../testing/postgres';
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
});
