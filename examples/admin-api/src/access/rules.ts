/**
 * The authorization table: every endpoint of the API with the scope it acts on and who may call it.
 * The `authorize` middleware enforces it and the matrix test is generated from it, so a new endpoint
 * cannot exist without a rule.
 */

/** Where a target id is read from. */
export interface Source {
  in: 'param' | 'query' | 'json';
  name: string;
}

/** What an endpoint acts on. */
export type Target =
  /** Nothing in particular: results are filtered to what the caller can see. */
  | { kind: 'none' }
  /** A user id that must be the caller's own. */
  | { kind: 'self'; from: Source }
  | { kind: 'organization'; from: Source }
  | { kind: 'branch'; from: Source }
  | { kind: 'project'; from: Source }
  /**
   * Another user: the caller needs the role over a scope that user belongs to (or to be that user, if
   * `orSelf`). `accountWide` actions change the account itself (email, activation, invitation), which
   * reaches every place the user belongs to, so the caller needs the role over each of them.
   */
  | { kind: 'user'; from: Source; orSelf?: boolean; accountWide?: boolean }
  /** The most specific of projectId, branchId, organizationId given; none given means the platform. */
  | { kind: 'scope'; in: 'query' | 'json' };

/**
 * Who may call: `signedIn` anyone signed in; `anyAdmin` an admin of something; `member` any relation
 * to the target; `admin` an admin of the target or above; `parentAdmin` an admin above the target;
 * `super` super admins only; `self` only the user named by the target.
 */
export type Need = 'signedIn' | 'anyAdmin' | 'member' | 'admin' | 'parentAdmin' | 'super' | 'self';

/** One row of the table. */
export interface Rule {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  target: Target;
  need: Need;
}

const param = (name = 'id'): Source => ({ in: 'param', name });
const query = (name: string): Source => ({ in: 'query', name });
const body = (name: string): Source => ({ in: 'json', name });

/** The table. Keys are endpoint ids (also the OpenAPI operationIds). */
export const rules = {
  // Users
  'users.info': { method: 'get', path: '/users/info', target: { kind: 'none' }, need: 'signedIn' },
  'users.space': { method: 'get', path: '/users/space', target: { kind: 'none' }, need: 'signedIn' },
  'users.isUserExit': { method: 'get', path: '/users/isUserExit', target: { kind: 'none' }, need: 'anyAdmin' },
  'users.reset': { method: 'post', path: '/users/reset', target: { kind: 'none' }, need: 'signedIn' },
  'users.list': { method: 'get', path: '/users', target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'users.invite': { method: 'post', path: '/users', target: { kind: 'scope', in: 'json' }, need: 'admin' },
  'users.get': {
    method: 'get',
    path: '/users/{id}',
    target: { kind: 'user', from: param(), orSelf: true },
    need: 'admin',
  },
  'users.update': {
    method: 'post',
    path: '/users/{id}',
    target: { kind: 'user', from: param(), orSelf: true, accountWide: true },
    need: 'admin',
  },
  'users.activate': {
    method: 'put',
    path: '/users/{id}/activate/{flag}',
    target: { kind: 'user', from: param(), accountWide: true },
    need: 'admin',
  },
  'users.reinvite': {
    method: 'post',
    path: '/users/{id}/reinvite',
    target: { kind: 'user', from: param(), accountWide: true },
    need: 'admin',
  },
  'users.assign': {
    method: 'post',
    path: '/workspace/users/{id}',
    target: { kind: 'scope', in: 'json' },
    need: 'admin',
  },
  'users.unassign': {
    method: 'delete',
    path: '/workspace/users/{id}',
    target: { kind: 'scope', in: 'query' },
    need: 'admin',
  },
  'users.userSpace': {
    method: 'get',
    path: '/users/{id}/space',
    target: { kind: 'user', from: param(), orSelf: true },
    need: 'admin',
  },
  // Notifications: strictly personal, not even a super admin reads another inbox.
  'notifications.list': {
    method: 'get',
    path: '/users/{id}/notification',
    target: { kind: 'self', from: param() },
    need: 'self',
  },
  'notifications.markRead': {
    method: 'post',
    path: '/users/{id}/notification',
    target: { kind: 'self', from: param() },
    need: 'self',
  },
  'notifications.markAllRead': {
    method: 'patch',
    path: '/users/{id}/notification',
    target: { kind: 'self', from: param() },
    need: 'self',
  },
  'notifications.stream': { method: 'get', path: '/notifications/sse', target: { kind: 'none' }, need: 'signedIn' },
  // Organizations
  'organizations.list': { method: 'get', path: '/organizations', target: { kind: 'none' }, need: 'signedIn' },
  'organizations.create': { method: 'post', path: '/organizations', target: { kind: 'none' }, need: 'super' },
  'organizations.get': {
    method: 'get',
    path: '/organizations/{id}',
    target: { kind: 'organization', from: param() },
    need: 'member',
  },
  'organizations.update': {
    method: 'put',
    path: '/organizations/{id}',
    target: { kind: 'organization', from: param() },
    need: 'admin',
  },
  'organizations.delete': {
    method: 'delete',
    path: '/organizations/{id}',
    target: { kind: 'organization', from: param() },
    need: 'parentAdmin',
  },
  // Branches
  'branches.list': { method: 'get', path: '/branches', target: { kind: 'none' }, need: 'signedIn' },
  'branches.create': {
    method: 'post',
    path: '/branches',
    target: { kind: 'organization', from: body('organizationId') },
    need: 'admin',
  },
  'branches.get': { method: 'get', path: '/branches/{id}', target: { kind: 'branch', from: param() }, need: 'member' },
  'branches.update': {
    method: 'put',
    path: '/branches/{id}',
    target: { kind: 'branch', from: param() },
    need: 'admin',
  },
  'branches.delete': {
    method: 'delete',
    path: '/branches/{id}',
    target: { kind: 'branch', from: param() },
    need: 'parentAdmin',
  },
  // Projects
  'projects.list': { method: 'get', path: '/workspace/project', target: { kind: 'none' }, need: 'signedIn' },
  'projects.ddl': { method: 'get', path: '/workspace/project/ddl', target: { kind: 'none' }, need: 'signedIn' },
  'projects.create': {
    method: 'post',
    path: '/workspace/project',
    target: { kind: 'branch', from: body('branchId') },
    need: 'admin',
  },
  'projects.get': {
    method: 'get',
    path: '/workspace/project/{id}',
    target: { kind: 'project', from: param() },
    need: 'member',
  },
  'projects.update': {
    method: 'put',
    path: '/workspace/project/{id}',
    target: { kind: 'project', from: param() },
    need: 'admin',
  },
  'projects.delete': {
    method: 'delete',
    path: '/workspace/project/{id}',
    target: { kind: 'project', from: param() },
    need: 'parentAdmin',
  },
  'projects.groups': {
    method: 'get',
    path: '/workspace/project/{id}/groups',
    target: { kind: 'project', from: param() },
    need: 'member',
  },
  'projects.status': {
    method: 'get',
    path: '/workspace/project/{id}/status',
    target: { kind: 'project', from: param() },
    need: 'member',
  },
  'projects.setQuota': {
    method: 'put',
    path: '/workspace/project/{id}/status',
    target: { kind: 'project', from: param() },
    need: 'parentAdmin',
  },
  'projects.quota': {
    method: 'get',
    path: '/workspace/project/{id}/status/{serviceId}/quota',
    target: { kind: 'project', from: param() },
    need: 'member',
  },
  'projects.availableServices': {
    method: 'get',
    path: '/workspace/project/{id}/service',
    target: { kind: 'project', from: param() },
    need: 'member',
  },
  'projects.currentServices': {
    method: 'get',
    path: '/workspace/project/{id}/service/current',
    target: { kind: 'project', from: param() },
    need: 'member',
  },
  'projects.addService': {
    method: 'post',
    path: '/workspace/project/{id}/service',
    target: { kind: 'project', from: param() },
    need: 'admin',
  },
  'projects.redeployService': {
    method: 'put',
    path: '/workspace/project/{id}/service/redeploy',
    target: { kind: 'project', from: param() },
    need: 'admin',
  },
  'projects.removeService': {
    method: 'delete',
    path: '/workspace/project/{id}/service',
    target: { kind: 'project', from: param() },
    need: 'admin',
  },
  'projects.favorite': {
    method: 'post',
    path: '/workspace/project/{id}/favorite',
    target: { kind: 'project', from: param() },
    need: 'member',
  },
  'projects.users': {
    method: 'get',
    path: '/workspace/project/{id}/users',
    target: { kind: 'project', from: param() },
    need: 'member',
  },
  'jupyterhub.check': {
    method: 'get',
    path: '/workspace/project/{id}/ai/Jupyterhub/check',
    target: { kind: 'project', from: param() },
    need: 'member',
  },
} as const satisfies Record<string, Rule>;

/** An endpoint id: a key of the table. */
export type EndpointId = keyof typeof rules;

/** Source helpers, exported for the few routes that read their target from the query. */
export const sources = { param, query, body };
