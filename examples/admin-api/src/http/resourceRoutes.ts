/**
 * The contract's routes over HTTP, each with its rule (through `guarded`) and its validated input:
 * `resourceRoutes` serves list, get, create, update and delete of one resource (paging, 404s, the
 * delete message) and the resource's other operations; `serveOperations` serves the operations of an
 * area that is no resource. The area gives its queries and its service functions, so a handler only
 * reads the input, calls and answers with the success status the contract names; every write, with its
 * notices, is in a service function (`services/resourceService.ts` builds the usual ones).
 */
import type { OperationId } from '@console/contract';
import type { OpenAPIHono, RouteConfig, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { type CsvColumn, downloadHeaders, downloadStream } from './csv';
import { invalid, notFound, zodDetails } from './errors';
import { guarded } from './guarded';
import { paging } from './paging';
import { compileQueryCheck, type RawQuery, invalid as undecided } from './queryCheck';

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
/** The validated path parameters of a route. */
export type ParamsOf<R> = R extends { request: { params: infer S extends z.ZodType } } ? z.output<S> : object;
/** The success statuses a route may answer with; the helper answers the one its contract names. */
type Success = 200 | 201 | 202;
/** What a route answers with on success (200, 201 or 202). */
export type AnswerOf<R> = R extends { responses: infer Rs }
  ? z.input<
      JsonSchema<
        Rs extends { 200: infer E } ? E : Rs extends { 201: infer E } ? E : Rs extends { 202: infer E } ? E : never
      >
    >
  : never;
/** The detail a resource answers get, create and update with. */
export type DetailOf<S extends ResourceRouteSet> = AnswerOf<S['get']>;
/** One item of a list page. */
export type ItemOf<S extends ResourceRouteSet> = AnswerOf<S['list']> extends { items: (infer I)[] } ? I : never;

/** A row as notices and delete answers see it: its id and what names it. */
export interface Named {
  id: number;
  name: string;
}

/** A page as loaders give it; the helper adds `pageIndex` and `pageSize`. */
export interface Page<I> {
  items: I[];
  total: number;
}

/**
 * A page whose items are already JSON text as the route answers them (written by the database): the list route
 * answers it without parsing and serialising the items again.
 */
export interface JsonPage {
  itemsJson: string;
  total: number;
}

/** A page's items, parsed where they came as JSON text. */
const itemsOf = <I>(page: Page<I> | JsonPage): I[] =>
  'itemsJson' in page ? (JSON.parse(page.itemsJson) as I[]) : page.items;

/** The validated input of a route: its path parameters, query and JSON body. */
export interface Input<R> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
}

/**
 * One more operation of a resource beyond list, get, create, update and delete (start, stop, mark
 * read, the comments of a ticket…), or one operation of an area that is not a resource at all: its
 * contract route and what it calls. Declare it with {@link operation} so its input and answer are typed.
 */
export interface Operation {
  route: Route;
  run: (v: Vars, input: Input<Route>) => Promise<unknown>;
}

/** Declares one operation: `run` gets the validated input and answers what the route's contract says. */
export function operation<R extends Route>(route: R, run: (v: Vars, input: Input<R>) => Promise<AnswerOf<R>>) {
  return { route, run } as unknown as Operation;
}

/**
 * A list's export: its contract route (the list's query without paging, the list's path parameters), what
 * the file is called (`tickets` gives `tickets-2026-11-27.csv`) and its columns. The rows are the list
 * loader's, read a chunk at a time and written as they come, so the file holds what the list shows with
 * the same filters and nothing more, and no whole result is held in memory.
 */
export interface ListExport<I> {
  route: Route;
  name: string;
  columns: CsvColumn<I>[];
}

/** How many rows an export reads from the database at a time. */
export const EXPORT_CHUNK = 500;

/**
 * The pages of a list from `first` (already read, so a refusal is an error answer, not a broken file),
 * then `load(offset, limit)` until a short page: the list's own order (its sort, then id) makes the chunks
 * follow one another.
 */
export async function* listChunks<I>(
  first: I[],
  load: (offset: number, limit: number) => Promise<Page<I>>,
  chunk = EXPORT_CHUNK,
) {
  let items = first;
  let offset = 0;
  for (;;) {
    if (items.length > 0) yield items;
    if (items.length < chunk) return;
    offset += chunk;
    items = (await load(offset, chunk)).items;
  }
}

/** How one resource is served: its queries and its service functions. */
export interface ResourceHandlers<S extends ResourceRouteSet> {
  /** What one row is called: `Organization` answers 404 with "Organization not found". */
  noun: string;
  /** The path parameter that names one row in get, update and delete (default `id`). */
  idParam?: string;
  /** One page of what the caller may see (paging already turned into offset/limit). */
  list?: (
    v: Vars,
    query: QueryOf<S['list']> & { offset: number; limit: number },
    params: ParamsOf<S['list']>,
  ) => Promise<Page<ItemOf<S>> | JsonPage>;
  /** For a list route that answers every item at once (no paging): the items. */
  listAll?: (v: Vars, query: QueryOf<S['list']>, params: ParamsOf<S['list']>) => Promise<AnswerOf<S['list']>>;
  /** One row as the caller sees it; undefined when there is none (404). */
  detail?: (v: Vars, id: number, params: ParamsOf<S['get']>) => Promise<DetailOf<S> | undefined>;
  /** The service function that creates one; answers the new row's detail. */
  create?: (v: Vars, body: BodyOf<S['create']>, params: ParamsOf<S['create']>) => Promise<AnswerOf<S['create']>>;
  /** The service function that changes one; answers its detail. */
  update?: (v: Vars, id: number, body: BodyOf<S['update']>, params: ParamsOf<S['update']>) => Promise<DetailOf<S>>;
  /** The service function that deletes one; answers what was deleted. */
  delete?: (v: Vars, id: number, params: ParamsOf<S['delete']>) => Promise<Named>;
  /** The delete answer's message (default: "<name> deleted"). */
  deletedMessage?: (row: Named) => string;
  /** The list as a CSV download with the same filters, search, sort and visibility ({@link ListExport}). */
  export?: ListExport<ItemOf<S>>;
  /**
   * The resource's other operations ({@link operation}). They are registered before list, get, create,
   * update and delete, so a fixed path (`/tickets/dashboard`) wins over the same path with an id.
   */
  actions?: Operation[];
}

type App = OpenAPIHono<AppEnv>;
type Handler = (c: Context<AppEnv>) => Promise<Response>;

/** Registers a contract route with its rule; the route's schemas have validated the input before `handler` runs. */
function serve(app: App, route: Route | undefined, handler: Handler) {
  if (!route) return;
  // The route's exact types matter to the area that declares it, not here: the helper's own signature
  // carries them, so the registration itself can be loose.
  const query = route.request?.query as z.ZodType | undefined;
  const check = query && compileQueryCheck(query);
  if (!query || !check) {
    app.openapi(guarded(route) as RouteConfig, handler as never);
    return;
  }
  // A query the precompiled check knows: the route is documented as it is, and its query is validated by the
  // check, falling back to the schema (and its 400 details) for anything the check does not accept.
  app.openAPIRegistry.registerPath(route);
  const { middleware } = guarded(route);
  const validateQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
    const raw: RawQuery = {};
    for (const [key, values] of Object.entries(c.req.queries()))
      raw[key] = values.length === 1 ? (values[0] as string) : values;
    let parsed = check(raw);
    if (parsed === undecided) {
      const result = await query.safeParseAsync(raw);
      if (!result.success) throw invalid(zodDetails(result.error));
      parsed = result.data as object;
    }
    c.req.addValidatedData('query', parsed);
    await next();
  };
  app.openapi(
    {
      ...route,
      hide: true,
      request: { ...route.request, query: undefined },
      middleware: [...middleware, validateQuery],
    } as RouteConfig,
    handler as never,
  );
}

/** The success status a route's contract names (200, 201 or 202). */
function successOf(route: Route): Success {
  const statuses = Object.keys(route.responses).map(Number);
  const found = ([200, 201, 202] as const).find((s) => statuses.includes(s));
  if (found === undefined) throw new Error(`${route.operationId}: the contract names no 200, 201 or 202 answer`);
  return found;
}

/** A validated input of the request. */
const valid = <T>(c: Context<AppEnv>, target: 'json' | 'query' | 'param') =>
  (c.req as unknown as { valid(target: string): unknown }).valid(target) as T;

/** The validated input of the request, all of it. */
const inputOf = <R>(c: Context<AppEnv>): Input<R> => ({
  params: valid(c, 'param'),
  query: valid(c, 'query'),
  body: valid(c, 'json'),
});

/** Serves operations that are not list, get, create, update or delete: each reads its input, calls and answers. */
export function serveOperations(app: App, operations: Operation[]) {
  for (const { route, run } of operations) {
    const status = successOf(route);
    serve(app, route, async (c) => c.json((await run(c.var, inputOf(c))) as object, status));
  }
}

/** Serves list, get, create, update and delete of one resource (those the route set has), and its other operations. */
export function resourceRoutes<S extends ResourceRouteSet>(app: App, routes: S, o: ResourceHandlers<S>) {
  type Params<K extends keyof ResourceRouteSet> = ParamsOf<S[K]> & Record<string, number>;
  const { list, listAll, detail } = o;
  const idParam = o.idParam ?? 'id';
  if (routes.list && !list && !listAll) throw new Error(`${o.noun}: a list route needs a list loader`);
  if (routes.get && !detail) throw new Error(`${o.noun}: a get route needs a detail loader`);
  for (const action of ['create', 'update', 'delete'] as const)
    if (routes[action] && !o[action]) throw new Error(`${o.noun}: a ${action} route needs a service function`);

  serveOperations(app, o.actions ?? []);

  // Before get: `/tickets/export` is not a ticket id.
  const exporter = o.export;
  if (exporter && list) {
    serve(app, exporter.route, async (c) => {
      const query = valid<QueryOf<S['list']>>(c, 'query');
      const params = valid<ParamsOf<S['list']>>(c, 'param');
      const load = async (offset: number, limit: number) => {
        const page = await list(c.var, { ...query, offset, limit }, params);
        return { items: itemsOf(page), total: page.total };
      };
      const first = await load(0, EXPORT_CHUNK);
      const body = downloadStream(listChunks(first.items, load), 'csv', exporter.columns);
      const day = c.var.services.clock.now().toISOString().slice(0, 10);
      return c.body(body, 200, downloadHeaders(`${exporter.name}-${day}`, 'csv'));
    });
  } else if (exporter) throw new Error(`${o.noun}: an export needs a paged list loader`);

  serve(app, routes.list, async (c) => {
    const query = valid<QueryOf<S['list']>>(c, 'query');
    const params = valid<ParamsOf<S['list']>>(c, 'param');
    if (listAll) return c.json(await listAll(c.var, query, params), 200);
    const { pageIndex, pageSize, offset } = paging(query as { pageIndex?: number; pageSize?: number });
    const page = await list?.(c.var, { ...query, offset, limit: pageSize }, params);
    // The same answer as `c.json` would write for `{ items, total, pageIndex, pageSize }`, the items as they came.
    if (page && 'itemsJson' in page)
      return c.body(
        `{"items":${page.itemsJson},"total":${JSON.stringify(page.total)},"pageIndex":${JSON.stringify(pageIndex)},"pageSize":${JSON.stringify(pageSize)}}`,
        200,
        { 'Content-Type': 'application/json' },
      );
    return c.json({ ...page, pageIndex, pageSize }, 200);
  });

  serve(app, routes.get, async (c) => {
    const params = valid<Params<'get'>>(c, 'param');
    const found = await detail?.(c.var, params[idParam] as number, params);
    if (found === undefined) throw notFound(o.noun);
    return c.json(found, 200);
  });

  if (routes.create) {
    const status = successOf(routes.create);
    serve(app, routes.create, async (c) =>
      c.json(await o.create?.(c.var, valid<BodyOf<S['create']>>(c, 'json'), valid(c, 'param')), status),
    );
  }

  serve(app, routes.update, async (c) => {
    const params = valid<Params<'update'>>(c, 'param');
    const body = valid<BodyOf<S['update']>>(c, 'json');
    return c.json(await o.update?.(c.var, params[idParam] as number, body, params), 200);
  });

  serve(app, routes.delete, async (c) => {
    const params = valid<Params<'delete'>>(c, 'param');
    const row = await o.delete?.(c.var, params[idParam] as number, params);
    if (!row) throw notFound(o.noun);
    return c.json({ message: o.deletedMessage ? o.deletedMessage(row) : `${row.name} deleted` }, 200);
  });
}
