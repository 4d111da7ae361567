/**
 * The contract fuzzer: for every operation of the OpenAPI document, valid and invalid requests as each
 * demo role, in the manner of Schemathesis. What it asserts of every answer:
 * - no 5xx (a refused request is a 4xx with `{ message, details }`, never a crash);
 * - it matches the contract (status and body, through the harness's validator);
 * - a refused request (4xx) leaves no stored effect: no row of any table is written (a trigger logs writes);
 * - no row of another tenant: every `organizationId`, `branchId` or `projectId` in a successful answer
 *   belongs to an organization the caller sees in `/users/space` (super admins see all).
 * Seeded, so a failure reproduces with the seed it prints (`FUZZ_SEED`), and bounded in time.
 */
import type { OpenApiDocument } from '@console/contract';
import type { Db } from '../db/database';
import { seededRandom } from '../domain/seededRandom';
import { fuzzOutside, JSON_MEDIA_TYPES, WIDE_IDS } from './outside';
import {
  Dice,
  longStrings,
  OUT_OF_BOUNDS,
  placesOf,
  replaced,
  resolver,
  type Schema,
  validValue,
  WRONG_TYPES,
} from './samples';
import { effectLog, Tenancy, tableOfParam } from './tenancy';

/** One operation of the document. */
interface Operation {
  id: string;
  method: string;
  path: string;
  params: { name: string; in: string; required?: boolean; schema: Schema }[];
  body: Schema | undefined;
}

/** Something the fuzzer found wrong, with what reproduces it. */
export interface Finding {
  operation: string;
  role: string;
  problem: string;
  request: string;
}

/** What one run did. */
export interface FuzzReport {
  seed: number;
  operations: number;
  requests: number;
  byStatus: Map<number, number>;
  byCase: Map<string, number>;
  findings: Finding[];
  ms: number;
}

/** A caller: a label and its bearer token (none for anonymous). */
export interface Role {
  name: string;
  token: string | undefined;
}

/** What the fuzzer needs of the stack under test. */
export interface FuzzTarget {
  db: Db;
  document: OpenApiDocument;
  request: (path: string, init: RequestInit) => Promise<Response>;
  validate: (method: string, url: string, status: number, body: unknown, type: string | null) => string[];
  roles: Role[];
}

/** Tables whose rows belong to one organization, checked wherever an answer names one of their ids. */
const TENANT_TABLES = ['organizations', 'branches', 'projects', 'inference_deployments', 'notebooks', 'sla_policies'];
const SCOPE_FIELDS = ['organizationId', 'orgId', 'branchId', 'projectId'];
const RELATED_TABLE: Record<string, string> = { DEPLOYMENT: 'inference_deployments', NOTEBOOK: 'notebooks' };

/** The tenant table a number at `path` of a body refers to: by its field's name, or a ticket's `related`. */
function foreignTableOf(path: (string | number)[], body: unknown): string | undefined {
  const field = path[path.length - 1];
  if (field === 'id' && path[path.length - 2] === 'related') {
    const kind = (body as { related?: { kind?: string } }).related?.kind;
    return RELATED_TABLE[String(kind)];
  }
  const table = typeof field === 'string' ? Tenancy.tableOfField(field) : undefined;
  return table && TENANT_TABLES.includes(table) ? table : undefined;
}

/** Operations that take away what later requests need (deletes, deactivation, unassigning): run last. */
const DESTRUCTIVE = (op: Operation) =>
  op.method === 'delete' || op.id === 'users.activate' || op.id === 'users.edit' || op.id === 'users.unassign';

/** The body cases: a valid body, or one of the ways a body goes wrong. */
const BODY_CASES = [
  'valid',
  'valid',
  'wrong type',
  'out of bounds',
  'long string',
  'unknown field',
  'missing field',
  'foreign ids',
  'deep nesting',
  'bad encoding',
  'control character',
  'huge number',
  'wide ids',
  'not json',
  'wrong top level',
] as const;
/** The path and query cases. */
const PARAM_CASES = ['valid', 'valid', 'valid', 'bad param', 'bad query', 'foreign ids', 'wide ids'] as const;

const BAD_PARAMS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1.5',
  '%F0%28%8C%BC',
  'x'.repeat(3000),
  '%00',
  '1e3',
  ...WIDE_IDS,
];

function operationsOf(document: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  const paths = (document as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        operationId: string;
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema: Schema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      };
      // An event stream never ends: awaiting its body would hold the run until its timeout. The notification
      // stream gets its own check below (status only); any other stream is left out.
      if (op.responses?.['200']?.content?.['text/event-stream']) continue;
      ops.push({
        id: op.operationId,
        method,
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

/** Runs the fuzzer for about `budgetMs` (every operation at least once as every role). */
export async function fuzz(target: FuzzTarget, seed: number, budgetMs: number): Promise<FuzzReport> {
  const started = Date.now();
  const dice = new Dice(seededRandom(seed));
  const components = ((target.document as unknown as { components?: { schemas?: Record<string, Schema> } }).components
    ?.schemas ?? {}) as Record<string, Schema>;
  const resolve = resolver(components);
  const tenancy = new Tenancy(target.db);
  await tenancy.refresh();
  const effects = await effectLog(target.db);
  const report: FuzzReport = {
    seed,
    operations: 0,
    requests: 0,
    byStatus: new Map(),
    byCase: new Map(),
    findings: [],
    ms: 0,
  };
  const count = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);

  /** Organizations each role sees in `/users/space` (undefined: all, a super admin). */
  const visible = new Map<string, Set<number> | undefined>();
  const loadVisible = async (role: Role) => {
    if (!role.token) return visible.set(role.name, new Set());
    const res = await target.request('/users/space', { headers: { authorization: role.token } });
    if (res.status !== 200) return visible.set(role.name, new Set());
    const space = (await res.json()) as { isSuperAdmin: boolean; organizations: { id: number }[] };
    return visible.set(role.name, space.isSuperAdmin ? undefined : new Set(space.organizations.map((o) => o.id)));
  };
  for (const role of target.roles) await loadVisible(role);
  const sees = (role: Role) => (org: number) => {
    const orgs = visible.get(role.name);
    return orgs === undefined || orgs.has(org);
  };

  const operations = operationsOf(target.document).filter((op) => op.id !== 'notifications.stream');
  report.operations = operations.length + 4;

  let scopes = await tenancy.projectScopes();
  const drawFor = (role: Role, foreign: boolean, optional = 0.5) => {
    // A valid body's organization, branch and project agree: one project the caller sees, most of the time.
    const mine = scopes.filter((p) => sees(role)(p.organizationId));
    const anchor = !foreign && mine.length > 0 && dice.chance(0.8) ? dice.pick(mine) : undefined;
    return validValue(
      dice,
      resolve,
      (field) => {
        if (anchor && (field === 'organizationId' || field === 'orgId')) return [anchor.organizationId];
        if (anchor && field === 'branchId') return [anchor.branchId];
        if (anchor && field === 'projectId') return [anchor.projectId];
        // Valid requests mostly name the caller's own rows (so they get past the scope checks), foreign ones never.
        if (foreign) {
          const pool = tenancy.idsForField(field, (org) => org !== 0 && !sees(role)(org));
          return pool && pool.length > 0 ? pool : undefined;
        }
        const own = tenancy.idsForField(field, (org) => org === 0 || sees(role)(org));
        return own && own.length > 0 && dice.chance(0.8) ? own : tenancy.idsForField(field);
      },
      optional,
    );
  };

  /** The request's URL: path parameters and query, valid or not. */
  const urlOf = (op: Operation, role: Role, kind: string) => {
    const badParam = kind === 'bad param' ? dice.pick(op.params.filter((p) => p.in === 'path')) : undefined;
    const badQuery = kind === 'bad query' ? dice.pick(op.params.filter((p) => p.in === 'query')) : undefined;
    let path = op.path;
    const query = new URLSearchParams();
    // Every id of the path and the query past the id column's range at once, 64 bits and beyond.
    const wide = (p: Operation['params'][number]) =>
      kind === 'wide ids' && (p.name === 'id' || p.name === 'ids' || /Id$/.test(p.name)) && p.name !== 'flag';
    for (const p of op.params) {
      let value: string | undefined;
      if (p === badParam || p === badQuery) value = dice.pick([...BAD_PARAMS, ...longStrings(dice).slice(0, 2)]);
      else if (wide(p)) value = dice.pick(WIDE_IDS);
      else if (p.in === 'path') {
        const table = tableOfParam(op.path, p.name);
        const keep = kind === 'foreign ids' ? (org: number) => org !== 0 && !sees(role)(org) : undefined;
        const pool = table ? tenancy.ids(table, keep) : [];
        value =
          pool.length > 0
            ? String(dice.pick(pool))
            : String(drawFor(role, false)(p.schema, p.name) ?? (p.name === 'flag' ? 'true' : '1'));
      } else if (p.in === 'query' && (p.required || dice.chance(0.4))) {
        value = String(drawFor(role, kind === 'foreign ids')(p.schema, p.name));
      }
      if (value === undefined) continue;
      if (p.in === 'path') path = path.replace(`{${p.name}}`, p === badParam ? value : encodeURIComponent(value));
      else if (p.in === 'query') query.set(p.name, value);
    }
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  };

  /** The request's body as sent: JSON text or raw bytes, and its content type. */
  const bodyOf = (op: Operation, role: Role, kind: string): { body: string | Uint8Array; type: string } => {
    const schema = op.body ?? {};
    // A foreign reference needs the optional fields that carry references: draw them all.
    const valid = drawFor(role, false, kind === 'foreign ids' ? 1 : 0.5)(schema, 'body');
    const json = (v: unknown) => ({ body: JSON.stringify(v), type: 'application/json' });
    const places = placesOf(valid).filter((p) => p.path.length > 0);
    const at = places.length > 0 ? dice.pick(places) : undefined;
    switch (kind) {
      case 'wrong type':
        return json(at ? replaced(valid, at.path, dice.pick(WRONG_TYPES)) : dice.pick(WRONG_TYPES));
      case 'out of bounds': {
        const numeric = places.filter((p) => typeof p.value === 'number');
        const where = numeric.length > 0 ? dice.pick(numeric) : at;
        return json(where ? replaced(valid, where.path, dice.pick(OUT_OF_BOUNDS)) : valid);
      }
      case 'long string': {
        const strings = places.filter((p) => typeof p.value === 'string');
        const where = strings.length > 0 ? dice.pick(strings) : at;
        return json(where ? replaced(valid, where.path, dice.pick(longStrings(dice))) : valid);
      }
      case 'unknown field': {
        const key = dice.pick(['zzUnknown', 'isSuperAdmin', 'constructor', 'id', 'organizationId']);
        if (dice.chance(0.3) && valid && typeof valid === 'object') {
          // `__proto__` can only be sent as JSON text: an object literal would set the prototype.
          const text = JSON.stringify(valid);
          return { body: text.replace(/^\{/, '{"__proto__":{"isSuperAdmin":true},'), type: 'application/json' };
        }
        return json(valid && typeof valid === 'object' && !Array.isArray(valid) ? { ...valid, [key]: 1 } : valid);
      }
      case 'foreign ids': {
        // One reference of an otherwise valid body points into an organization the caller does not see.
        const refs = places.filter((p) => typeof p.value === 'number' && foreignTableOf(p.path, valid));
        // Scope ids are checked by the rules table first; the references deeper in a body are where a check is forgotten.
        const deeper = refs.filter((p) => !SCOPE_FIELDS.includes(String(p.path[p.path.length - 1])));
        const where =
          deeper.length > 0 && dice.chance(0.7) ? dice.pick(deeper) : refs.length > 0 ? dice.pick(refs) : undefined;
        const table = where ? foreignTableOf(where.path, valid) : undefined;
        const pool = table ? tenancy.ids(table, (org) => org !== 0 && !sees(role)(org)) : [];
        return json(where && pool.length > 0 ? replaced(valid, where.path, dice.pick(pool)) : valid);
      }
      case 'missing field':
        return json(at ? replaced(valid, at.path, undefined, true) : {});
      case 'deep nesting': {
        const depth = dice.pick([33, 100, 5_000]);
        const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
        const text = JSON.stringify(valid);
        return {
          body: text.startsWith('{') && text !== '{}' ? text.replace(/^\{/, `{"deep":${nested},`) : nested,
          type: 'application/json',
        };
      }
      case 'bad encoding': {
        const text = JSON.stringify(valid);
        const bytes = new TextEncoder().encode(text);
        if (dice.chance(0.5) || !text.includes('"')) {
          // Invalid UTF-8: a lone continuation byte and an overlong sequence inside the text.
          const cut = Math.max(1, text.indexOf('"', 1) + 1 || 1);
          return {
            body: new Uint8Array([...bytes.slice(0, cut), 0x80, 0xc0, 0xaf, ...bytes.slice(cut)]),
            type: 'application/json',
          };
        }
        // A lone surrogate, escaped in the JSON text.
        return { body: text.replace(/"([^"]*)"/, '"\\ud800$1"'), type: 'application/json' };
      }
      case 'control character': {
        const strings = places.filter((p) => typeof p.value === 'string');
        const where = strings.length > 0 ? dice.pick(strings) : at;
        const bad = dice.pick(['nul\u0000', 'bell\u0007', 'del\u007f']);
        return json(where ? replaced(valid, where.path, bad) : { name: bad });
      }
      case 'huge number': {
        // Numbers JSON can write but not hold: written as text, as a client would send them.
        const numeric = places.filter((p) => typeof p.value === 'number');
        const where = numeric.length > 0 ? dice.pick(numeric) : at;
        const marker = 'zzHugeNumberzz';
        const text = JSON.stringify(where ? replaced(valid, where.path, marker) : { n: marker });
        return {
          body: text.replace(`"${marker}"`, dice.pick(['1e400', '-1e400', '9007199254740993'])),
          type: 'application/json',
        };
      }
      case 'wide ids': {
        const ids = places.filter(
          (p) => typeof p.value === 'number' && /(^id$|Id$|Ids$)/.test(String(p.path.at(-1) ?? p.path.at(-2))),
        );
        const where = ids.length > 0 ? dice.pick(ids) : at;
        const marker = 'zzWideIdzz';
        const text = JSON.stringify(where ? replaced(valid, where.path, marker) : valid);
        return { body: text.replace(`"${marker}"`, dice.pick(WIDE_IDS)), type: 'application/json' };
      }
      case 'not json':
        return dice.chance(0.5)
          ? { body: '{"name": ', type: 'application/json' }
          : { body: JSON.stringify(valid), type: dice.pick(['text/plain', 'application/x-www-form-urlencoded']) };
      case 'wrong top level':
        return json(dice.pick([[], null, 'x', 1, [valid]]));
      default:
        return json(valid);
    }
  };

  /** Finds rows of organizations the role does not see in a successful answer. */
  const foreignRows = async (role: Role, answer: unknown): Promise<string[]> => {
    if (visible.get(role.name) === undefined) return [];
    const problems: string[] = [];
    let refreshed = false;
    for (const { path, value } of placesOf(answer)) {
      const field = path[path.length - 1];
      if (typeof field !== 'string' || typeof value !== 'number') continue;
      // A ticket's related resource: `{ kind, id }` names a deployment or a notebook.
      const parent = placesOf(answer).find((p) => p.path.join('.') === path.slice(0, -1).join('.'))?.value as
        | { kind?: unknown }
        | undefined;
      const related =
        field === 'id' && path[path.length - 2] === 'related' ? RELATED_TABLE[String(parent?.kind)] : undefined;
      const table = related ?? Tenancy.tableOfField(field);
      if (!table || !TENANT_TABLES.includes(table)) continue;
      let org = tenancy.organizationOf(table, value);
      if (org === undefined && !refreshed) {
        await tenancy.refresh();
        refreshed = true;
        org = tenancy.organizationOf(table, value);
      }
      if (org === undefined || sees(role)(org)) continue;
      // A role may have gained an organization during the run (an assignment by a super admin): look again.
      await loadVisible(role);
      if (!sees(role)(org)) problems.push(`answer holds ${path.join('.')}=${value} of organization ${org}`);
    }
    return problems;
  };

  const once = async (op: Operation, role: Role, forced?: string) => {
    const kind = forced ?? (op.body ? dice.pick([...BODY_CASES, 'bad param']) : dice.pick(PARAM_CASES));
    count(report.byCase, kind);
    const url = urlOf(op, role, kind);
    const sent = op.body ? bodyOf(op, role, kind) : undefined;
    const headers: Record<string, string> = {};
    if (role.token) headers.authorization = role.token;
    // JSON declared as clients spell it (any case, parameters, a +json subtype): every spelling meets the same gate.
    if (sent) headers['content-type'] = sent.type === 'application/json' ? dice.pick(JSON_MEDIA_TYPES) : sent.type;
    const before = await effects.mark();
    const describe = () =>
      `${op.method.toUpperCase()} ${url.slice(0, 200)}${sent ? ` ${typeof sent.body === 'string' ? sent.body.slice(0, 200) : `<${sent.body.length} bytes>`}` : ''}`;
    const find = (problem: string) =>
      report.findings.push({ operation: op.id, role: role.name, problem, request: describe() });
    let res: Response;
    try {
      res = await target.request(url, {
        method: op.method.toUpperCase(),
        headers,
        ...(sent ? { body: sent.body as NonNullable<RequestInit['body']> } : {}),
      });
    } catch (error) {
      find(`no answer: ${(error as Error).message}`);
      return;
    }
    report.requests++;
    count(report.byStatus, res.status);
    const type = res.headers.get('content-type');
    const answer: unknown = type?.includes('application/json')
      ? await res.json().catch(() => undefined)
      : await res.text();
    if (res.status >= 500) find(`answered ${res.status}: ${JSON.stringify(answer).slice(0, 200)}`);
    // Paths whose parameters the fuzzer broke on purpose are not the document's paths: nothing to match.
    // A 431 comes from Node's HTTP parser (a request line past 16 KB), before the app sees the request.
    if (kind !== 'bad param' && res.status !== 431) {
      for (const p of target.validate(op.method, url, res.status, answer, type)) find(`contract: ${p}`);
    }
    if (res.status >= 400) {
      const changed = await effects.since(before);
      if (changed.length > 0) find(`refused with ${res.status} but changed ${changed.join(', ')}`);
    } else {
      for (const p of await foreignRows(role, answer)) find(p);
      if (op.method !== 'get') {
        await tenancy.refresh();
        scopes = await tenancy.projectScopes();
      }
    }
  };

  // Every operation as every role at least once, the destructive ones last; then more rounds while time lasts.
  const ordered = [...operations.filter((op) => !DESTRUCTIVE(op)), ...operations.filter(DESTRUCTIVE)];
  const constructive = ordered.filter((op) => !DESTRUCTIVE(op));
  const round = async (ops: Operation[]) => {
    for (const op of ops) for (const role of target.roles) await once(op, role);
  };
  await round(constructive);
  // Foreign references in bodies, three times over for every operation and every role that has a
  // tenant (and so another one to reach for): where tenants leak.
  const tenants = target.roles.filter((r) => r.token && visible.get(r.name) !== undefined);
  for (let i = 0; i < 3; i++)
    for (const op of constructive.filter((o) => o.body))
      for (const role of tenants) await once(op, role, 'foreign ids');
  while (Date.now() - started < budgetMs * 0.7) await round(constructive);
  await round(ordered.filter(DESTRUCTIVE));
  while (Date.now() - started < budgetMs) await round(ordered.filter(DESTRUCTIVE));

  // Outside the contract: the inference endpoint, the notebook page, and both streams' Last-Event-ID.
  const outside = await fuzzOutside({ request: target.request, roles: target.roles }, dice, 40, (status) => {
    report.requests++;
    count(report.byStatus, status);
  });
  report.findings.push(...outside);
  report.ms = Date.now() - started;
  return report;
}
