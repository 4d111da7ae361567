import type { Context, MiddlewareHandler } from 'hono';
import { userIdOfSubject } from '../auth/verify';
import type { Db } from '../db/database';
import type { AppEnv } from '../env';
import { ApiError, invalid, notFound } from '../http/errors';
import { type Access, adminLevel, isAnyAdmin, priorityOn, type Scope } from './access';
import { type ScopeLookup, scopesIn, userScopes } from './lookup';
import { type ResourceRole, satisfies } from './resourceRoles';
import { type EndpointId, type Need, type Rule, rules, type Source } from './rules';

const ID = /^[1-9]\d{0,9}$/;

async function readJsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([a-z0-9.+-]*\+)?json\b/i.test(type)) throw new ApiError(415, 'Body must be application/json');
  let parsed: unknown;
  try {
    parsed = await c.req.json();
  } catch {
    throw invalid({ body: 'Malformed JSON' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalid({ body: 'Expected an object' });
  return parsed as Record<string, unknown>;
}

/** Where a rule reads its ids from: the request, or (for a step of a larger call) the values given. */
type ReadInput = (from: Source) => unknown;

/** Reads the ids of a request. */
const requestInput =
  (c: Context<AppEnv>): ReadInput =>
  async (from) => {
    if (from.in === 'param') return c.req.param(from.name);
    if (from.in === 'query') return c.req.query(from.name);
    return (await readJsonBody(c))[from.name];
  };

/** Reads an id; `required` ids that are missing or malformed answer 400 before any lookup. */
async function readId(read: ReadInput, from: Source, required: boolean): Promise<number | undefined> {
  const raw: unknown = await read(from);
  if (raw === undefined || raw === null || raw === '') {
    if (required) throw invalid({ [from.name]: 'Required' });
    return undefined;
  }
  const ok = from.in === 'json' ? Number.isSafeInteger(raw) && (raw as number) > 0 : ID.test(String(raw));
  if (!ok) throw invalid({ [from.name]: 'Must be a positive whole number' });
  const n = Number(raw);
  if (n > 2_147_483_647) throw invalid({ [from.name]: 'Must be a positive whole number' });
  return n;
}

/** Where a user target holds roles: all scopes, and those they administer. */
interface Resolved {
  scopes: Scope[];
  /**
   * For a user target: scopes the caller must hold the role over too (where the target is admin, or
   * everywhere they belong for account-wide actions; the platform for a super admin target).
   */
  guarded: Scope[];
}

/** Resolves the scopes an endpoint acts on (several for a user target, none for a user with no role). */
async function resolve(db: Db, read: ReadInput, rule: Rule, access: Access, scopeOf: ScopeLookup): Promise<Resolved> {
  const t = rule.target;
  if (t.kind === 'user') {
    const id = (await readId(read, t.from, true)) as number;
    const target = await userScopes(db, id);
    if (!target) throw notFound('User');
    const { held } = target;
    // Account-wide changes reach every place the target belongs to; other actions only where they are admin.
    const guarded = (t.accountWide ? held : held.filter((h) => h.role === 'ADMIN')).map((h) => h.scope);
    // A super admin acts at platform level, and so does anyone changing an account that belongs nowhere.
    if (target.isSuperAdmin || (t.accountWide && held.length === 0)) guarded.push({ level: 'global' });
    return { scopes: held.map((h) => h.scope), guarded };
  }
  return { scopes: await resolveScopes(db, read, rule, access, scopeOf), guarded: [] };
}

async function resolveScopes(
  db: Db,
  read: ReadInput,
  rule: Rule,
  access: Access,
  scopeOf: ScopeLookup,
): Promise<Scope[]> {
  const t = rule.target;
  switch (t.kind) {
    case 'none':
      return [{ level: 'global' }];
    case 'self': {
      await readId(read, t.from, true);
      return [{ level: 'global' }];
    }
    case 'deployment': {
      const scope = await scopeOf('project', (await readId(read, { in: 'param', name: 'projectId' }, true)) as number);
      if (!scope) throw notFound('Project');
      return [scope];
    }
    case 'organization':
    case 'branch':
    case 'project': {
      const id = (await readId(read, t.from, true)) as number;
      const scope = await scopeOf(t.kind, id);
      if (!scope) throw notFound({ organization: 'Organization', branch: 'Branch', project: 'Project' }[t.kind]);
      return [scope];
    }
    case 'user':
      return resolve(db, read, rule, access, scopeOf).then((r) => r.scopes);
    case 'scope': {
      const from = (name: string): Source => ({ in: t.in, name });
      const projectId = await readId(read, from('projectId'), false);
      if (projectId !== undefined) {
        const scope = await scopeOf('project', projectId);
        if (!scope) throw notFound('Project');
        return [scope];
      }
      const branchId = await readId(read, from('branchId'), false);
      if (branchId !== undefined) {
        const scope = await scopeOf('branch', branchId);
        if (!scope) throw notFound('Branch');
        return [scope];
      }
      const organizationId = await readId(read, from('organizationId'), false);
      if (organizationId !== undefined) {
        const scope = await scopeOf('organization', organizationId);
        if (!scope) throw notFound('Organization');
        return [scope];
      }
      void access;
      return [{ level: 'global' }];
    }
  }
}

/** Whether the caller meets `need` on at least one of the scopes. Exported for the matrix test's sanity checks. */
export function meets(access: Access, need: Need, scopes: Scope[]): boolean {
  if (need === 'signedIn') return true;
  if (need === 'self') return false;
  if (access.isSuperAdmin) return true;
  if (need === 'super') return false;
  if (need === 'anyAdmin') return isAnyAdmin(access);
  return scopes.some((scope) => {
    const p = priorityOn(access, scope);
    if (need === 'member') return p <= 5;
    if (need === 'admin') return p <= adminLevel(scope);
    return p <= adminLevel(scope) - 1;
  });
}

/**
 * The deployment step of a deployment target, once the caller is known to belong to its project: the
 * deployment must be in that project (404), and the caller must hold what the rule needs on it (403).
 * Leaves the caller's role on it in `c.var.deployment`.
 */
async function authorizeDeployment(
  c: Context<AppEnv>,
  t: Extract<Rule['target'], { kind: 'deployment' }>,
  access: Access,
  scope: Scope,
) {
  const id = (await readId(requestInput(c), t.from, true)) as number;
  c.set('deployment', await deploymentAuthorized(c.var.services, access, scope, id, t.needs, t.via));
}

/**
 * The deployment `id` of the project `scope` (or the one of its uptime window, `via: 'schedule'`) with the
 * caller's role on it, when that role holds `needs`: 404 when the project has no such deployment, 403 when the
 * caller's role falls short. Endpoints acting on several deployments at once check each with it.
 */
export async function deploymentAuthorized(
  services: Pick<AppEnv['Variables']['services'], 'db' | 'targets'>,
  access: Access,
  scope: Scope,
  id: number,
  needs: ResourceRole,
  via: 'deployment' | 'schedule' = 'deployment',
) {
  const { db, targets } = services;
  const deploymentId = await targets.deployment.find(db, scope.level === 'project' ? scope.projectId : 0, id, via);
  if (deploymentId === undefined) throw notFound(via === 'schedule' ? 'Scheduled uptime' : 'Deployment');
  const role = await targets.deployment.roleOn(db, access, scope, deploymentId);
  if (!role || !satisfies(role, needs)) throw new ApiError(403, 'You are not allowed to do this here');
  return { id: deploymentId, role };
}

/**
 * Decides `rule` for the caller: the scopes it acts on (400 for a malformed id, 404 for a missing target), or 403
 * when the caller may not.
 */
async function decide(
  db: Db,
  read: ReadInput,
  rule: Rule,
  access: Access,
  scopeOf: ScopeLookup = scopesIn(db),
): Promise<Scope[]> {
  // A rule without a target (the project list's) acts at platform level: decided without the lookups' promises.
  if (rule.target.kind === 'none') {
    const scopes: Scope[] = [{ level: 'global' }];
    if (!meets(access, rule.need, scopes)) throw new ApiError(403, 'You are not allowed to do this here');
    return scopes;
  }
  const { scopes, guarded } = await resolve(db, read, rule, access, scopeOf);
  const t = rule.target;
  let allowed: boolean;
  if (t.kind === 'self') {
    allowed = Number(await read(t.from)) === access.userId;
  } else if (t.kind === 'user' && t.orSelf && Number(await read(t.from)) === access.userId) {
    allowed = true;
  } else {
    // Acting on a person also needs admin rights wherever they are an admin: a project admin cannot
    // deactivate an organization admin who happens to be a member of their project.
    allowed = meets(access, rule.need, scopes) && guarded.every((scope) => meets(access, rule.need, [scope]));
  }
  if (!allowed) throw new ApiError(403, 'You are not allowed to do this here');
  return scopes;
}

/** The ids a step hands its endpoint's rule, by where that endpoint would read them. */
export interface StepInput {
  param?: Record<string, string | number>;
  query?: Record<string, string | number>;
  json?: Record<string, unknown>;
}

/**
 * Decides endpoint `id`'s rule for a call made as one step of a larger one (a user edit's role change is a
 * `users.assign`), exactly as that endpoint's middleware would for a request with `input`: the same 400, 404 and
 * 403. Answers the scope the step acts on. `db` may be the larger call's transaction.
 */
export async function authorizeStep(db: Db, access: Access, id: EndpointId, input: StepInput): Promise<Scope> {
  const rule: Rule = rules[id];
  if (rule.target.kind === 'deployment') throw new Error(`${id}: deployment rules are checked by their middleware`);
  const read: ReadInput = (from) => {
    const value = input[from.in === 'json' ? 'json' : from.in]?.[from.name];
    // Path and query values arrive as text; ids in a JSON body stay numbers, as the request would carry them.
    return from.in === 'json' || value === undefined ? value : String(value);
  };
  const scopes = await decide(db, read, rule, access);
  return scopes[0] ?? { level: 'global' };
}

/**
 * The authorization middleware of one endpoint, driven by its row in the rules table. It runs after
 * authentication and before input validation: ids it needs are checked here (400), then existence
 * (404), then the rule (403). It leaves the caller's access and the resolved scope in `c.var`.
 */
export function authorize(id: EndpointId): MiddlewareHandler<AppEnv> {
  const rule: Rule = rules[id];
  return async (c, next) => {
    // c.get rather than c.var: Hono builds a new object of every variable on each read of c.var.
    const services = c.get('services');
    const userId = userIdOfSubject(c.get('auth').sub);
    const access = userId === undefined ? undefined : await services.accessOf(userId);
    if (!access) throw new ApiError(403, 'This account is not active');
    const scopes = await decide(services.db, requestInput(c), rule, access, services.scopeOf);
    if (rule.target.kind === 'deployment') await authorizeDeployment(c, rule.target, access, scopes[0] as Scope);
    c.set('access', access);
    c.set('scope', scopes[0] ?? { level: 'global' });
    await next();
  };
}
