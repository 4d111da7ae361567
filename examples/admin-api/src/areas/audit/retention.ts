/**
 * Retention: each organization keeps its audit entries for a number of days (DEFAULT_RETENTION_DAYS
 * unless set); entries of the platform itself (no organization) for the default. The sweeper deletes older
 * ones on the clock, in transactions that the append-only trigger lets through (migration 0010).
 */
import { and, eq, isNull, lt, not, notInArray, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../env';
import { invalid } from '../../http/errors';
import type { Clock } from '../../sim/clock';
import type { SimJob } from '../../sim/job';
import { auditEntries, auditRetention } from './tables';

/** How long entries are kept where no retention is set: a year. */
export const DEFAULT_RETENTION_DAYS = 365;

/**
 * The shortest retention an organization admin may set: a change to the log, and what it erased, must stay
 * visible long enough for someone to look. Only a super admin sets less.
 */
export const MIN_RETENTION_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An organization's retention in days. */
export async function retentionOf(db: Db, organizationId: number) {
  const [row] = await db.select().from(auditRetention).where(eq(auditRetention.organizationId, organizationId));
  return { organizationId, days: row?.days ?? DEFAULT_RETENTION_DAYS };
}

/**
 * Sets an organization's retention; the change is itself an audit entry, kept for the longer of the retention
 * before and after it (see {@link sweepAuditLog}). Below {@link MIN_RETENTION_DAYS} only for a super admin.
 */
export async function setRetention(v: RequestContext, organizationId: number, days: number) {
  if (days < MIN_RETENTION_DAYS && !v.access.isSuperAdmin)
    throw invalid({ days: [`Must be at least ${MIN_RETENTION_DAYS} days; only a super admin can set less`] });
  const before = await retentionOf(v.services.db, organizationId);
  await v.services.db.transaction(async (tx) => {
    await tx
      .insert(auditRetention)
      .values({ organizationId, days })
      .onConflictDoUpdate({ target: auditRetention.organizationId, set: { days } });
    if (before.days !== days)
      await recordAudit(tx, v, {
        action: 'UPDATE',
        resource: { kind: 'AUDIT_RETENTION', id: organizationId, name: `${days} days` },
        scope: { level: 'organization', organizationId },
        changes: { days: { before: before.days, after: days } },
      });
  });
  return { organizationId, days };
}

/**
 * Deletes every entry past its organization's retention at `now`; answers how many went. A change of retention
 * is kept for the longer of the two retentions it names, so shortening the log cannot erase its own record early.
 */
export async function sweepAuditLog(db: Db, now: Date): Promise<number> {
  const set = await db.select().from(auditRetention);
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const days = (side: 'before' | 'after') => sql`coalesce((${auditEntries.changes}->'days'->>${side})::int, 0)`;
  const keptChange = sql`(${auditEntries.resourceKind} = 'AUDIT_RETENTION' and ${auditEntries.at} >= ${now.toISOString()}::timestamptz - make_interval(days => greatest(${days('before')}, ${days('after')})))`;
  const sweepable = (condition: SQL | undefined) => and(condition, not(keptChange));
  return db.transaction(async (tx) => {
    // The append-only trigger lets deletes through only in a transaction that says it sweeps.
    await tx.execute(sql`select set_config('console.audit_sweep', 'on', true)`);
    let swept = 0;
    for (const { organizationId, days: kept } of set) {
      const gone = await tx
        .delete(auditEntries)
        .where(sweepable(and(eq(auditEntries.organizationId, organizationId), lt(auditEntries.at, cutoff(kept)))))
        .returning({ id: auditEntries.id });
      swept += gone.length;
    }
    const customised = set.map((r) => r.organizationId);
    const byDefault = await tx
      .delete(auditEntries)
      .where(
        sweepable(
          and(
            lt(auditEntries.at, cutoff(DEFAULT_RETENTION_DAYS)),
            customised.length
              ? sql`(${isNull(auditEntries.organizationId)} or ${notInArray(auditEntries.organizationId, customised)})`
              : undefined,
          ),
        ),
      )
      .returning({ id: auditEntries.id });
    return swept + byDefault.length;
  });
}

/** How often the sweeper runs on the clock: hourly. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The sweeper as simulated work: once at start (catching up), then every SWEEP_EVERY_MS on `clock`. */
export function createAuditSweeper(o: {
  db: Db;
  clock: Clock;
  everyMs?: number;
}): SimJob & { sweep(): Promise<number> } {
  let cancel: (() => void) | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const sweep = () => sweepAuditLog(o.db, o.clock.now());
  const arm = () => {
    if (stopped) return;
    cancel = o.clock.setTimer(o.everyMs ?? SWEEP_EVERY_MS, () => {
      running = sweep()
        .catch((error) => console.error('audit sweeper:', (error as Error).message))
        .finally(arm);
      return running;
    });
  };
  return {
    sweep,
    async start() {
      stopped = false;
      await sweep().catch((error) => console.error('audit sweeper:', (error as Error).message));
      arm();
    },
    async stop() {
      stopped = true;
      cancel?.();
      await running;
    },
  };
}
