/**
 * List, get, create, update and delete for one resource of the contract, with the checks, validation,
 * conflicts and notifications every resource needs. An area gives its contract routes, its table, its
 * loaders and its notices from the catalogue; hooks cover what is special about it (child rows,
 * background work). Authorization comes from the rules table through `guarded`, validation from the
 * contract's schemas, so a handler here only reads, writes and tells the people concerned.
 */
import type { OperationId } from '@console/contract';
import type { OpenAPIHono, RouteConfig, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { Scope } from '../access/access';
import type { Db, DbTransaction } from '../db/database';
import type { AppEnv } from '../env';
import { concernedUsers, type NotificationInput, type ScopedNotificationInput } from '../notify/notifier';
import { explainConflicts, type UniqueFields } from './conflicts';
import { notFound } from './errors';
import { guarded } from './guarded';
import { paging } from './paging';

/** What handlers can reach: the caller's access, the resolved scope and the services. */
export type Vars = AppEnv['Variables'];

/** A contract route the helper can serve. */
type Route = RouteConfig & { operationId: OperationId };

/** The resource's routes from the contract, by action; leave out what the resource does not offer. */
export interface ResourceRouteSet {
  list?: Route;
  get?: Route;
  create?: Route;
  update?: Route;
  delete?: Route;
}

type JsonSchema<E> = E extends { content: { 'application/json': { schema: infer S extends z.ZodType } } } ? S : never;
/** The validated JSON body of a route. */
export type BodyOf<R> = R extends { request: { body: infer B } } ? z.output<JsonSchema<B>> : never;
/** The validated query of a route. */
export type QueryOf<R> = R extends { request: { query: infer S extends z.ZodType } } ? z.output<S> : object;
/** What a route answers with on 200 or 201. */
type AnswerOf<R> = R extends { responses: infer Rs }
  ? z.input<JsonSchema<Rs extends { 200: infer E } ? E : Rs extends { 201: infer E } ? E : never>>
  : never;
/** The detail a resource answers get, create and update with. */
type DetailOf<S extends ResourceRouteSet> = AnswerOf<S['get']>;
/** One item of a list page. */
type ItemOf<S extends ResourceRouteSet> = AnswerOf<S['list']> extends { items: (infer I)[] } ? I : never;

/** A table with a numeric `id` key. */
export type ResourceTable = PgTable & { id: PgColumn };

/** A row as notices see it: its id and what names it. */
export interface Named {
  id: number;
  name: string;
}

/** How one resource is served. */
export interface ResourceOptions<S extends ResourceRouteSet, T extends ResourceTable> {
  /** What one row is called: `Organization` answers 404 with "Organization not found". */
  noun: string;
  /** Where rows live. */
  table: T;
  /** The column that names a row in notices and in the delete answer ("Acme AI deleted"). */
  label: PgColumn;
  /** One page of what the caller may see, from the list query (paging already turned into offset/limit). */
  list?: (v: Vars, query: QueryOf<S['list']> & { offset: number; limit: number }) => Promise<Page<ItemOf<S>>>;
  /** One row as the caller sees it; undefined when there is none. */
  detail: (v: Vars, id: number) => Promise<DetailOf<S> | undefined>;
  /**
   * The scope a new row belongs to, from the scope `authorize` resolved for the create call (its
   * parent). Default: that same scope. Organizations, branches and projects use `scopeBelow`.
   */
  scopeOfNew?: (parent: Scope, id: number) => Scope;
  /** Unique constraints a create or update can hit, for 409s keyed by field. */
  unique?: UniqueFields<BodyOf<S['create']> & BodyOf<S['update']>>;
  /** The notifications, built with `notice(...)` from the catalogue; the helper decides who gets them. */
  notices: {
    created?: (row: Named, body: BodyOf<S['create']>) => ScopedNotificationInput;
    updated?: (detail: DetailOf<S>) => ScopedNotificationInput;
    deleted?: (row: Named) => NotificationInput;
  };
  /** What is special about creating one. */
  create?: CreateHooks<BodyOf<S['create']>, T>;
  /** What is special about changing one. */
  update?: {
    /** Checks the body beyond its schema and shapes the change. Default: the body as is. */
    values?: (body: BodyOf<S['update']>, v: Vars) => PgUpdateSetSource<T>;
  };
  /** What is special about deleting one. */
  delete?: {
    /** Runs after the row is gone, before the notice: stop background work. */
    deleted?: (row: Named, v: Vars) => void;
  };
}

/** Hooks of create, in the order they run. */
export interface CreateHooks<B, T extends PgTable> {
  /** Checks the body beyond its schema (throw `invalid(...)`) and shapes the row. Default: the body as is. */
  values?: (body: B, v: Vars) => PgInsertValue<T>;
  /** Runs in the insert's transaction once the row exists: child rows that must commit with it. */
  inserted?: (tx: DbTransaction, row: Named, body: B, v: Vars) => Promise<void>;
  /** Runs after the commit, before the notice: start background work. */
  created?: (row: Named & { scope: Scope }, body: B, v: Vars) => void | Promise<void>;
}

/** A page as loaders give it; the helper adds `pageIndex` and `pageSize`. */
export interface Page<I> {
  items: I[];
  total: number;
}

type App = OpenAPIHono<AppEnv>;
type Handler = (c: Context<AppEnv>) => Promise<Response>;

/** Registers a contract route with its rule; the route's schemas have validated the input before `handler` runs. */
function serve(app: App, route: Route | undefined, handler: Handler) {
  // The route's exact types matter to the area that declares it, not here: the helper's own signature
  // carries them, so the registration itself can be loose.
  if (route) app.openapi(guarded(route) as RouteConfig, handler as never);
}

/** A validated input of the request. */
const valid = <T>(c: Context<AppEnv>, target: 'json' | 'query' | 'param') =>
  (c.req as unknown as { valid(target: string): unknown }).valid(target) as T;

/** Serves list, get, create, update and delete of one resource (those the route set has). */
export function resourceRoutes<S extends ResourceRouteSet, T extends ResourceTable>(
  app: App,
  routes: S,
  o: ResourceOptions<S, T>,
) {
  type Create = BodyOf<S['create']>;
  type Update = BodyOf<S['update']>;
  const table = o.table as PgTable & { id: PgColumn };
  const { list } = o;
  if (routes.list && !list) throw new Error(`${o.noun}: a list route needs a list loader`);
  const loadDetail = async (v: Vars, id: number) => {
    const detail = await o.detail(v, id);
    if (detail === undefined) throw notFound(o.noun);
    return detail;
  };
  const actor = (c: Context<AppEnv>) => [c.var.access.userId];

  serve(app, routes.list, async (c) => {
    const query = valid<QueryOf<S['list']>>(c, 'query');
    const { pageIndex, pageSize, offset } = paging(query as { pageIndex?: number; pageSize?: number });
    const page = await list?.(c.var, { ...query, offset, limit: pageSize });
    return c.json({ ...page, pageIndex, pageSize }, 200);
  });

  serve(app, routes.get, async (c) => c.json(await loadDetail(c.var, valid<{ id: number }>(c, 'param').id), 200));

  serve(app, routes.create, async (c) => {
    const body = valid<Create>(c, 'json');
    const { db, notifier } = c.var.services;
    const hooks = o.create ?? {};
    const values = hooks.values ? hooks.values(body, c.var) : (body as PgInsertValue<T>);
    const insertRow = async (to: Pick<Db, 'insert'>) => {
      const [row] = (await to
        .insert(table)
        .values(values as never)
        .returning({ id: table.id, name: o.label })) as Named[];
      if (!row) throw new Error('insert returned nothing');
      return row;
    };
    const { inserted } = hooks;
    const row = await explainConflicts(o.unique ?? {}, body, () =>
      inserted
        ? db.transaction(async (tx) => {
            const created = await insertRow(tx);
            await inserted(tx, created, body, c.var);
            return created;
          })
        : insertRow(db),
    );
    const scope = (o.scopeOfNew ?? ((parent) => parent))(c.var.scope, row.id);
    await hooks.created?.({ ...row, scope }, body, c.var);
    if (o.notices.created) await notifier.notifyScope(scope, o.notices.created(row, body), actor(c));
    return c.json(await loadDetail(c.var, row.id), 201);
  });

  serve(app, routes.update, async (c) => {
    const { id } = valid<{ id: number }>(c, 'param');
    const body = valid<Update>(c, 'json');
    const { db, notifier } = c.var.services;
    const change = o.update?.values ? o.update.values(body, c.var) : (body as PgUpdateSetSource<T>);
    if (Object.keys(change).length > 0) {
      await explainConflicts(o.unique ?? {}, body, () =>
        db
          .update(table)
          .set(change as PgUpdateSetSource<typeof table>)
          .where(eq(table.id, id)),
      );
    }
    const detail = await loadDetail(c.var, id);
    if (o.notices.updated) await notifier.notifyScope(c.var.scope, o.notices.updated(detail), actor(c));
    return c.json(detail, 200);
  });

  serve(app, routes.delete, async (c) => {
    const { id } = valid<{ id: number }>(c, 'param');
    const { db, notifier } = c.var.services;
    // Collect the people concerned before the cascade removes their assignments.
    const people = await concernedUsers(db, c.var.scope);
    const [row] = (await db
      .delete(table)
      .where(eq(table.id, id))
      .returning({ id: table.id, name: o.label })) as Named[];
    if (!row) throw notFound(o.noun);
    o.delete?.deleted?.(row, c.var);
    if (o.notices.deleted) await notifier.notify([...people, ...actor(c)], o.notices.deleted(row));
    return c.json({ message: `${row.name} deleted` }, 200);
  });
}
