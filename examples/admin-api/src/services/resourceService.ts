/**
 * The usual create, update and delete of a resource as service functions: the row written (with its
 * child rows in one transaction), unique violations as field 409s, then the notices to the people
 * concerned. An area configures it with its table, notices and hooks for what is special; routes
 * call the functions through `resourceRoutes`. This is the one place such writes happen, so it is
 * also where the audit entry of each is recorded, in the transaction of the write.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Scope } from '../access/access';
import { auditChanges, kindOfNoun, recordAudit } from '../audit/record';
import type { Db, DbTransaction } from '../db/database';
import type { RequestContext } from '../env';
import { explainConflicts, type UniqueFields } from '../http/conflicts';
import { notFound } from '../http/errors';
import type { BodyOf, DetailOf, Named, ResourceRouteSet } from '../http/resourceRoutes';
import { concernedUsers, type NotificationInput, type ScopedNotificationInput } from '../notify/notifier';

/** A table with a numeric `id` key. */
export type ResourceTable = PgTable & { id: PgColumn };

/** How one resource is written. */
export interface ResourceServiceOptions<C, U, D, T extends ResourceTable> {
  /** What one row is called (404: "<noun> not found"). */
  noun: string;
  /** Where rows live. */
  table: T;
  /** The column that names a row in notices and in the delete answer ("Acme AI deleted"). */
  label: PgColumn;
  /** One row as the caller sees it, answered after a create or update; undefined when there is none. */
  detail: (v: RequestContext, id: number) => Promise<D | undefined>;
  /**
   * The scope a new row belongs to, from the scope `authorize` resolved for the create call (its
   * parent). Default: that same scope. Organizations, branches and projects use `scopeBelow`.
   */
  scopeOfNew?: (parent: Scope, id: number) => Scope;
  /** Unique constraints a create or update can hit, for 409s keyed by field. */
  unique?: UniqueFields<C & U>;
  /** The notifications, built with `notice(...)` from the catalogue; the service decides who gets them. */
  notices: {
    created?: (row: Named, body: C) => ScopedNotificationInput;
    updated?: (detail: D) => ScopedNotificationInput;
    deleted?: (row: Named) => NotificationInput;
  };
  /** What is special about creating one. */
  create?: CreateHooks<C, T>;
  /** What is special about changing one. */
  update?: {
    /** Checks the body beyond its schema and shapes the change. Default: the body as is. */
    values?: (body: U, v: RequestContext) => PgUpdateSetSource<T>;
  };
  /** What is special about deleting one. */
  delete?: {
    /** Runs after the row is gone, before the notice: stop background work. */
    deleted?: (row: Named, v: RequestContext) => void;
  };
}

/** Hooks of create, in the order they run. */
export interface CreateHooks<B, T extends PgTable> {
  /** Checks the body beyond its schema (throw `invalid(...)`) and shapes the row. Default: the body as is. */
  values?: (body: B, v: RequestContext) => PgInsertValue<T>;
  /** Runs in the insert's transaction once the row exists: child rows that must commit with it. */
  inserted?: (tx: DbTransaction, row: Named, body: B, v: RequestContext) => Promise<void>;
  /** Runs after the commit, before the notice: start background work. */
  created?: (row: Named & { scope: Scope }, body: B, v: RequestContext) => void | Promise<void>;
}

/**
 * The service functions of one resource: create, update and delete, each answering as its route does.
 * `routes` (the contract's routes of the resource) gives the types of bodies and answers.
 */
export function resourceService<S extends ResourceRouteSet, T extends ResourceTable>(
  _routes: S,
  o: ResourceServiceOptions<BodyOf<S['create']>, BodyOf<S['update']>, DetailOf<S>, T>,
) {
  type C = BodyOf<S['create']>;
  type U = BodyOf<S['update']>;
  type D = DetailOf<S>;
  const table = o.table as PgTable & { id: PgColumn };
  const loadDetail = async (v: RequestContext, id: number) => {
    const detail = await o.detail(v, id);
    if (detail === undefined) throw notFound(o.noun);
    return detail;
  };
  const actor = (v: RequestContext) => [v.access.userId];
  const kind = kindOfNoun(o.noun);
  // The property of a selected row that holds the label column (`name`, or a ticket's `subject`).
  const labelKey = Object.entries(getTableColumns(table)).find(([, column]) => column === o.label)?.[0] ?? 'name';
  type Row = Record<string, unknown>;

  /** Creates one (child rows in the same transaction), tells the people concerned; answers its detail. */
  async function create(v: RequestContext, body: C): Promise<D> {
    const { db, notifier } = v.services;
    const hooks = o.create ?? {};
    const values = hooks.values ? hooks.values(body, v) : (body as PgInsertValue<T>);
    const insertRow = async (to: Pick<Db, 'insert'>) => {
      const [row] = (await to
        .insert(table)
        .values(values as never)
        .returning({ id: table.id, name: o.label })) as Named[];
      if (!row) throw new Error('insert returned nothing');
      return row;
    };
    const scopeOf = (id: number) => (o.scopeOfNew ?? ((parent) => parent))(v.scope, id);
    const row = await explainConflicts(o.unique ?? {}, body, () =>
      db.transaction(async (tx) => {
        const created = await insertRow(tx);
        await hooks.inserted?.(tx, created, body, v);
        const changes = auditChanges({}, values as Record<string, unknown>);
        await recordAudit(tx, v, {
          action: 'CREATE',
          resource: { kind, ...created },
          scope: scopeOf(created.id),
          changes,
        });
        return created;
      }),
    );
    const scope = scopeOf(row.id);
    await hooks.created?.({ ...row, scope }, body, v);
    if (o.notices.created) await notifier.notifyScope(scope, o.notices.created(row, body), actor(v));
    return loadDetail(v, row.id);
  }

  /** Changes one, tells the people concerned; answers its detail. */
  async function update(v: RequestContext, id: number, body: U): Promise<D> {
    const { db, notifier } = v.services;
    const change = o.update?.values ? o.update.values(body, v) : (body as PgUpdateSetSource<T>);
    const fields = Object.keys(change);
    if (fields.length > 0) {
      await explainConflicts(o.unique ?? {}, body, () =>
        db.transaction(async (tx) => {
          // The row as it was, locked until the change and its entry commit together.
          const [before] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
          if (!before) throw notFound(o.noun);
          const [after] = (await tx
            .update(table)
            .set(change as PgUpdateSetSource<typeof table>)
            .where(eq(table.id, id))
            .returning()) as Row[];
          const changes = after && auditChanges(before, after, fields);
          if (!after || !changes) return;
          const name = String(after[labelKey] ?? before[labelKey] ?? id);
          await recordAudit(tx, v, { action: 'UPDATE', resource: { kind, id, name }, scope: v.scope, changes });
        }),
      );
    }
    const detail = await loadDetail(v, id);
    if (o.notices.updated) await notifier.notifyScope(v.scope, o.notices.updated(detail), actor(v));
    return detail;
  }

  /** Deletes one and tells the people who were concerned by it; answers what was deleted. */
  async function remove(v: RequestContext, id: number): Promise<Named> {
    const { db, notifier } = v.services;
    // Collect the people concerned before the cascade removes their assignments.
    const people = await concernedUsers(db, v.scope);
    const row = await db.transaction(async (tx) => {
      const [gone] = (await tx
        .delete(table)
        .where(eq(table.id, id))
        .returning({ id: table.id, name: o.label })) as Named[];
      if (!gone) throw notFound(o.noun);
      await recordAudit(tx, v, { action: 'DELETE', resource: { kind, ...gone }, scope: v.scope });
      return gone;
    });
    o.delete?.deleted?.(row, v);
    if (o.notices.deleted) await notifier.notify([...people, ...actor(v)], o.notices.deleted(row));
    return row;
  }

  return { create, update, delete: remove };
}
