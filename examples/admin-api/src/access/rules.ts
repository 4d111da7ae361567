/**
 * The authorization table: for every route of the contract (by operationId), the scope it acts on and
 * who may call it. Method and path live in the contract (`@console/contract`) only. The `authorize`
 * middleware enforces the table, the matrix test is generated from it, and the server refuses to start
 * when a contract route has no rule or a rule names no route (`checkRuleCoverage`).
 */
import type { OperationId } from '@console/contract';
import type { ResourceRole } from './resourceRoles';

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
  | { kind: 'scope'; in: 'query' | 'json' }
  /**
   * One inference deployment of the project in the `projectId` path parameter, by its id or (`via:
   * 'schedule'`) by one of its uptime windows. The caller must first meet `need` on the project, then
   * hold `needs` on the deployment (see `resourceRoles.ts`): admins of the project hold everything.
   */
  | { kind: 'deployment'; from: Source; via?: 'schedule'; needs: ResourceRole };

/**
 * Who may call: `signedIn` anyone signed in; `anyAdmin` an admin of something; `member` any relation
 * to the target; `admin` an admin of the target or above; `parentAdmin` an admin above the target;
 * `super` super admins only; `self` only the user named by the target.
 */
export type Need = 'signedIn' | 'anyAdmin' | 'member' | 'admin' | 'parentAdmin' | 'super' | 'self';

/** One row of the table. */
export interface Rule {
  target: Target;
  need: Need;
}

const param = (name = 'id'): Source => ({ in: 'param', name });
const body = (name: string): Source => ({ in: 'json', name });
const query = (name: string): Source => ({ in: 'query', name });
const deployment = (from: Source, needs: ResourceRole, via?: 'schedule'): Target =>
  via ? { kind: 'deployment', from, needs, via } : { kind: 'deployment', from, needs };

/** The table, keyed by operationId; `satisfies` makes a missing or unknown id a type error as well. */
export const rules = {
  // Users
  'users.info': { target: { kind: 'none' }, need: 'signedIn' },
  'users.space': { target: { kind: 'none' }, need: 'signedIn' },
  'users.isUserExit': { target: { kind: 'none' }, need: 'anyAdmin' },
  'users.reset': { target: { kind: 'none' }, need: 'signedIn' },
  'users.list': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'users.export': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'users.invite': { target: { kind: 'scope', in: 'json' }, need: 'admin' },
  'users.get': { target: { kind: 'user', from: param(), orSelf: true }, need: 'admin' },
  'users.update': { target: { kind: 'user', from: param(), orSelf: true, accountWide: true }, need: 'admin' },
  'users.activate': { target: { kind: 'user', from: param(), accountWide: true }, need: 'admin' },
  // One edit of the three above: the handler authorizes each of its steps by that step's own rule (`authorizeStep`),
  // so an edit is allowed exactly when the separate calls would be; here only that the user exists (404).
  'users.edit': { target: { kind: 'user', from: param() }, need: 'signedIn' },
  'users.reinvite': { target: { kind: 'user', from: param(), accountWide: true }, need: 'admin' },
  'users.assign': { target: { kind: 'scope', in: 'json' }, need: 'admin' },
  'users.unassign': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'users.userSpace': { target: { kind: 'user', from: param(), orSelf: true }, need: 'admin' },
  // Notifications: strictly personal, not even a super admin reads another inbox.
  'notifications.list': { target: { kind: 'self', from: param() }, need: 'self' },
  'notifications.markRead': { target: { kind: 'self', from: param() }, need: 'self' },
  'notifications.markAllRead': { target: { kind: 'self', from: param() }, need: 'self' },
  'notifications.stream': { target: { kind: 'none' }, need: 'signedIn' },
  // Audit log: admins read what happened in what they administer (filtered by scope); nothing changes an entry.
  'audit.list': { target: { kind: 'none' }, need: 'anyAdmin' },
  'audit.export': { target: { kind: 'none' }, need: 'anyAdmin' },
  'audit.stream': { target: { kind: 'none' }, need: 'anyAdmin' },
  'audit.retention': { target: { kind: 'organization', from: param() }, need: 'admin' },
  'audit.setRetention': { target: { kind: 'organization', from: param() }, need: 'admin' },
  // The command palette: results are filtered to what the caller may see.
  'search.query': { target: { kind: 'none' }, need: 'signedIn' },
  'platform.engines': { target: { kind: 'none' }, need: 'signedIn' },
  // Organizations
  'organizations.list': { target: { kind: 'none' }, need: 'signedIn' },
  'organizations.create': { target: { kind: 'none' }, need: 'super' },
  'organizations.get': { target: { kind: 'organization', from: param() }, need: 'member' },
  'organizations.update': { target: { kind: 'organization', from: param() }, need: 'admin' },
  'organizations.delete': { target: { kind: 'organization', from: param() }, need: 'parentAdmin' },
  // Branches
  'branches.list': { target: { kind: 'none' }, need: 'signedIn' },
  'branches.create': { target: { kind: 'organization', from: body('organizationId') }, need: 'admin' },
  'branches.get': { target: { kind: 'branch', from: param() }, need: 'member' },
  'branches.update': { target: { kind: 'branch', from: param() }, need: 'admin' },
  'branches.delete': { target: { kind: 'branch', from: param() }, need: 'parentAdmin' },
  // Projects
  'projects.list': { target: { kind: 'none' }, need: 'signedIn' },
  'projects.ddl': { target: { kind: 'none' }, need: 'signedIn' },
  'projects.create': { target: { kind: 'branch', from: body('branchId') }, need: 'admin' },
  'projects.get': { target: { kind: 'project', from: param() }, need: 'member' },
  'projects.update': { target: { kind: 'project', from: param() }, need: 'admin' },
  'projects.delete': { target: { kind: 'project', from: param() }, need: 'parentAdmin' },
  'projects.groups': { target: { kind: 'project', from: param() }, need: 'member' },
  'projects.status': { target: { kind: 'project', from: param() }, need: 'member' },
  'projects.setQuota': { target: { kind: 'project', from: param() }, need: 'admin' },
  'projects.quota': { target: { kind: 'project', from: param() }, need: 'member' },
  'projects.availableServices': { target: { kind: 'project', from: param() }, need: 'member' },
  'projects.currentServices': { target: { kind: 'project', from: param() }, need: 'member' },
  'projects.addService': { target: { kind: 'project', from: param() }, need: 'admin' },
  'projects.redeployService': { target: { kind: 'project', from: param() }, need: 'admin' },
  'projects.removeService': { target: { kind: 'project', from: param() }, need: 'admin' },
  'projects.favorite': { target: { kind: 'project', from: param() }, need: 'member' },
  'projects.users': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.check': { target: { kind: 'project', from: param() }, need: 'member' },
  // Clusters: admins see the numbers of the scope they administer; no scope means the platform (super admins).
  'clusters.list': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'clusters.series': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'clusters.usage': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  // Quotas: anyone in a tenant reads its quota; a project's admins ask for more; who sees and decides a request
  // is decided per request (its requester, the admins above its project, each step only by its own tier).
  'quotas.get': { target: { kind: 'scope', in: 'query' }, need: 'member' },
  'quotas.board': { target: { kind: 'scope', in: 'query' }, need: 'member' },
  'quotas.set': { target: { kind: 'scope', in: 'json' }, need: 'parentAdmin' },
  'quotas.requests': { target: { kind: 'none' }, need: 'signedIn' },
  'quotas.request': { target: { kind: 'project', from: body('projectId') }, need: 'admin' },
  'quotas.getRequest': { target: { kind: 'none' }, need: 'signedIn' },
  'quotas.decide': { target: { kind: 'none' }, need: 'signedIn' },
  'quotas.withdraw': { target: { kind: 'none' }, need: 'signedIn' },
  // Chargeback: everyone signed in reads the price list, super admins keep it; admins read the costs and budgets
  // of what they administer (the platform's: super admins) and set the budgets of their tier and the tiers below.
  'costs.prices': { target: { kind: 'none' }, need: 'signedIn' },
  'costs.setPrices': { target: { kind: 'none' }, need: 'super' },
  'costs.report': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'costs.export': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'costs.budget': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'costs.setBudget': { target: { kind: 'scope', in: 'json' }, need: 'admin' },
  // Notebook hub: members act on their own instances, project admins on all (the handlers filter by owner).
  'jupyterhub.options': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.list': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.export': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.create': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.scale': { target: { kind: 'project', from: param() }, need: 'admin' },
  'jupyterhub.get': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.update': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.delete': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.start': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.stop': { target: { kind: 'project', from: param() }, need: 'member' },
  // Only the owner opens a server (checked by the service): a project admin sees it but does not enter it.
  'jupyterhub.open': { target: { kind: 'project', from: param() }, need: 'member' },
  'jupyterhub.progress': { target: { kind: 'project', from: param() }, need: 'member' },
  // Inference deployments: project admins and wider hold everything; a project user holds what an admin
  // granted them on each deployment (MANAGE runs it, CALL reads it and works their own keys) and sees
  // only those. Creating, deleting and granting stay with admins: a manager cannot widen who reaches it.
  'inferencing.list': { target: { kind: 'project', from: param('projectId') }, need: 'member' },
  'inferencing.export': { target: { kind: 'project', from: param('projectId') }, need: 'member' },
  'inferencing.create': { target: { kind: 'project', from: param('projectId') }, need: 'admin' },
  'inferencing.get': { target: deployment(param(), 'CALL'), need: 'member' },
  'inferencing.update': { target: deployment(param(), 'MANAGE'), need: 'member' },
  'inferencing.delete': { target: deployment(param(), 'ADMIN'), need: 'member' },
  'inferencing.keys': { target: deployment(param(), 'CALL'), need: 'member' },
  'inferencing.createKey': { target: deployment(param(), 'CALL'), need: 'member' },
  'inferencing.deleteKey': { target: deployment(param(), 'CALL'), need: 'member' },
  'inferencing.timeline': { target: deployment(param(), 'CALL'), need: 'member' },
  'inferencing.metrics': { target: deployment(param(), 'CALL'), need: 'member' },
  // Each deployment of the batch is checked for CALL as `inferencing.metrics` checks one (in its handler).
  'inferencing.metricsBatch': { target: { kind: 'project', from: param('projectId') }, need: 'member' },
  'inferencing.versions': { target: deployment(param(), 'CALL'), need: 'member' },
  'inferencing.activateVersion': { target: deployment(param(), 'MANAGE'), need: 'member' },
  'inferencing.pause': { target: deployment(param(), 'MANAGE'), need: 'member' },
  'inferencing.resume': { target: deployment(param(), 'MANAGE'), need: 'member' },
  'inferencing.permissions': { target: deployment(param(), 'MANAGE'), need: 'member' },
  'inferencing.setPermissions': { target: deployment(param(), 'ADMIN'), need: 'member' },
  'inferencing.schedules': { target: deployment(query('deploymentId'), 'CALL'), need: 'member' },
  'inferencing.createSchedule': { target: deployment(body('deploymentId'), 'MANAGE'), need: 'member' },
  'inferencing.schedule': { target: deployment(param(), 'CALL', 'schedule'), need: 'member' },
  'inferencing.updateSchedule': { target: deployment(param(), 'MANAGE', 'schedule'), need: 'member' },
  'inferencing.deleteSchedule': { target: deployment(param(), 'MANAGE', 'schedule'), need: 'member' },
  // Registry credentials belong to the admin who saved them; the catalog is the same for everyone.
  'inferencing.credentials': { target: { kind: 'none' }, need: 'anyAdmin' },
  'inferencing.saveCredentials': { target: { kind: 'none' }, need: 'anyAdmin' },
  'predefinedModels.list': { target: { kind: 'none' }, need: 'signedIn' },
  'predefinedModels.get': { target: { kind: 'none' }, need: 'signedIn' },
  // Support desk: anyone with a role opens a ticket for that scope; who sees and works one is decided
  // per ticket (its requester, or an admin of its scope and above), so item routes check in the handler.
  'tickets.dashboard': { target: { kind: 'scope', in: 'query' }, need: 'admin' },
  'tickets.list': { target: { kind: 'none' }, need: 'signedIn' },
  'tickets.export': { target: { kind: 'none' }, need: 'signedIn' },
  'tickets.create': { target: { kind: 'scope', in: 'json' }, need: 'member' },
  'tickets.get': { target: { kind: 'none' }, need: 'signedIn' },
  'tickets.update': { target: { kind: 'none' }, need: 'signedIn' },
  'tickets.comments': { target: { kind: 'none' }, need: 'signedIn' },
  'tickets.addComment': { target: { kind: 'none' }, need: 'signedIn' },
  'tickets.history': { target: { kind: 'none' }, need: 'signedIn' },
  'tickets.assignees': { target: { kind: 'none' }, need: 'signedIn' },
  // SLA policies: read by anyone in the organization, managed by its admins and super admins.
  'sla.list': { target: { kind: 'none' }, need: 'signedIn' },
  'sla.create': { target: { kind: 'organization', from: body('organizationId') }, need: 'admin' },
  'sla.get': { target: { kind: 'none' }, need: 'signedIn' },
  'sla.update': { target: { kind: 'none' }, need: 'signedIn' },
  'sla.delete': { target: { kind: 'none' }, need: 'signedIn' },
} as const satisfies Record<OperationId, Rule>;

/** An endpoint id: a key of the table, the operationId of a contract route. */
export type EndpointId = keyof typeof rules;

/**
 * What is wrong between the contract's routes and a rules table: a route without a rule, or a rule
 * without a route. Empty when they match. The server checks this at start-up, and a test does too.
 */
export function ruleCoverageProblems(routes: readonly { operationId: string }[], table: Record<string, Rule>) {
  const routeIds = new Set(routes.map((r) => r.operationId));
  return [
    ...[...routeIds].filter((id) => !Object.hasOwn(table, id)).map((id) => `route ${id} has no authorization rule`),
    ...Object.keys(table)
      .filter((id) => !routeIds.has(id))
      .map((id) => `rule ${id} names no route of the contract`),
  ];
}
