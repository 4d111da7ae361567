/**
 * Every notification the API sends, by type: category, severity, title, content and link, built from
 * typed parameters. Routes and services never write notification text themselves; they call
 * `notice(type, params)` and hand the result to the notifier. A new event adds one entry here.
 */
import type { Scope } from '../access/access';
import {
  branchLink,
  deploymentLink,
  type LinkFor,
  organizationLink,
  projectLink,
  quotaRequestLink,
  slaLink,
  ticketLink,
} from './links';
import type { NotificationInput, ScopedNotificationInput } from './notifier';

/** What a catalogue entry gives; `link` may depend on each recipient's role (see `links.ts`). */
type Message = Omit<NotificationInput, 'type' | 'link'> & { link: string | null | LinkFor };

/** A resource an event is about. */
interface Named {
  id: number;
  name: string;
}

/** The notification category of an event at a scope (roles and invitations). */
export const categoryOf = (scope: Scope) =>
  scope.level === 'project' ? 'PROJECT' : scope.level === 'branch' ? 'BRANCH' : 'ORGANIZATION';

/** Where the project panel lists a project's services. */
const PROJECT_PANEL = '/project-module/project-panel?active=0';

/** The catalogue. Keys are the `type` notifications carry. */
export const messages = {
  'organization.created': (p: Named) => ({
    category: 'ORGANIZATION',
    severity: 'success',
    title: 'Organization created',
    content: `${p.name} was created.`,
    link: organizationLink(p.id),
  }),
  'organization.updated': (p: Named) => ({
    category: 'ORGANIZATION',
    severity: 'info',
    title: 'Organization updated',
    content: `${p.name} was changed.`,
    link: organizationLink(p.id),
  }),
  'organization.deleted': (p: Named) => ({
    category: 'ORGANIZATION',
    severity: 'warn',
    title: 'Organization deleted',
    content: `${p.name} was deleted with its branches and projects.`,
    link: null,
  }),
  'branch.created': (p: Named) => ({
    category: 'BRANCH',
    severity: 'success',
    title: 'Branch created',
    content: `${p.name} was created.`,
    link: branchLink(p.id),
  }),
  'branch.updated': (p: Named) => ({
    category: 'BRANCH',
    severity: 'info',
    title: 'Branch updated',
    content: `${p.name} was changed.`,
    link: branchLink(p.id),
  }),
  'branch.deleted': (p: Named) => ({
    category: 'BRANCH',
    severity: 'warn',
    title: 'Branch deleted',
    content: `${p.name} was deleted with its projects.`,
    link: null,
  }),
  'project.created': (p: Named & { provisioning?: number }) => ({
    category: 'PROJECT',
    severity: 'success',
    title: 'Project created',
    content: `${p.name} was created${p.provisioning ? ` with ${p.provisioning} service(s) provisioning` : ''}.`,
    link: projectLink(p.id),
  }),
  'project.updated': (p: Named) => ({
    category: 'PROJECT',
    severity: 'info',
    title: 'Project updated',
    content: `${p.name} was changed.`,
    link: projectLink(p.id),
  }),
  'project.deleted': (p: Named) => ({
    category: 'PROJECT',
    severity: 'warn',
    title: 'Project deleted',
    content: `${p.name} was deleted.`,
    link: null,
  }),
  'service.added': (p: { service: string }) => ({
    category: 'SERVICE',
    severity: 'info',
    title: `${p.service} is provisioning`,
    content: `${p.service} was added to the project and is being provisioned.`,
    link: null,
  }),
  'service.ready': (p: { service: string; project: string }) => ({
    category: 'SERVICE',
    severity: 'success',
    title: `${p.service} is ready`,
    content: `${p.service} finished provisioning in ${p.project}.`,
    link: PROJECT_PANEL,
  }),
  'service.quota-changed': (p: { service: string; quota: number }) => ({
    category: 'SERVICE',
    severity: 'info',
    title: `${p.service} quota changed`,
    content: `The quota of ${p.service} is now ${p.quota}.`,
    link: null,
  }),
  'service.removed': (p: { service: string }) => ({
    category: 'SERVICE',
    severity: 'info',
    title: `${p.service} removed`,
    content: `${p.service} was removed from the project.`,
    link: null,
  }),
  'notebook.running': (p: { name: string; link: string }) => ({
    category: 'SERVICE',
    severity: 'success',
    title: 'Notebook running',
    content: `${p.name} is running and ready to open.`,
    link: p.link,
  }),
  'notebook.failed': (p: { name: string; reason: string; link: string }) => ({
    category: 'SERVICE',
    severity: 'error',
    title: 'Notebook failed to start',
    content: `${p.name} failed: ${p.reason}`,
    link: p.link,
  }),
  'notebook.culled': (p: { name: string; minutes: number; link: string }) => ({
    category: 'SERVICE',
    severity: 'info',
    title: 'Idle notebook stopped',
    content: `${p.name} was stopped after ${p.minutes} minutes without activity. Its storage is kept.`,
    link: p.link,
  }),
  'user.invited': (p: { name: string; email: string; role: 'ADMIN' | 'MEMBER'; scope: Scope }) => ({
    category: categoryOf(p.scope),
    severity: 'success',
    title: 'User invited',
    content: `${p.name} (${p.email}) was invited as ${p.role.toLowerCase()}.`,
    link: null,
  }),
  'user.assigned': (p: { role: 'ADMIN' | 'MEMBER'; scope: Scope }) => ({
    category: categoryOf(p.scope),
    severity: 'success',
    title: 'New role',
    content: `You are now ${p.role === 'ADMIN' ? 'an admin' : 'a member'} here.`,
    link: null,
  }),
  'user.welcome': () => ({
    category: 'USER',
    severity: 'info',
    title: 'Welcome to the console',
    content: 'Your account is ready. Pick an organization, branch or project to start.',
    link: null,
  }),
  'system.maintenance': (p: { when: string }) => ({
    category: 'SYSTEM',
    severity: 'warn',
    title: 'Planned maintenance',
    content: `The cluster will be upgraded ${p.when}.`,
    link: null,
  }),
  'user.password-reset': () => ({
    category: 'USER',
    severity: 'info',
    title: 'Password reset requested',
    content: 'A password reset was requested for your account. The reference server sends no email.',
    link: null,
  }),
  // Inference deployments: every status change is pushed to the project's admins.
  'deployment.created': (p: Named) => ({
    category: 'SERVICE',
    severity: 'info',
    title: 'Deployment started',
    content: `${p.name} is deploying.`,
    link: deploymentLink(p.id),
  }),
  'deployment.running': (p: Named) => ({
    category: 'SERVICE',
    severity: 'success',
    title: 'Deployment running',
    content: `${p.name} is running and answers inference calls.`,
    link: deploymentLink(p.id),
  }),
  'deployment.failed': (p: Named & { reason: string }) => ({
    category: 'SERVICE',
    severity: 'error',
    title: 'Deployment failed',
    content: `${p.name} failed: ${p.reason}`,
    link: deploymentLink(p.id),
  }),
  'deployment.paused': (p: Named & { bySchedule: boolean }) => ({
    category: 'SERVICE',
    severity: 'warn',
    title: 'Deployment paused',
    content: p.bySchedule ? `${p.name} was paused by its uptime schedule.` : `${p.name} was paused.`,
    link: deploymentLink(p.id),
  }),
  'deployment.resumed': (p: Named & { bySchedule: boolean }) => ({
    category: 'SERVICE',
    severity: 'success',
    title: 'Deployment resumed',
    content: p.bySchedule ? `${p.name} was resumed by its uptime schedule.` : `${p.name} was resumed.`,
    link: deploymentLink(p.id),
  }),
  'deployment.updated': (p: Named & { version: number }) => ({
    category: 'SERVICE',
    severity: 'info',
    title: 'Deployment rolling out',
    content: `${p.name} is rolling out version ${p.version}.`,
    link: deploymentLink(p.id),
  }),
  'deployment.stopped': (p: Named) => ({
    category: 'SERVICE',
    severity: 'warn',
    title: 'Deployment stopped',
    content: `${p.name} was paused for a week and is now stopped; its GPUs were released. Starting it rolls it out again.`,
    link: deploymentLink(p.id),
  }),
  'deployment.access': (p: Named & { access: 'CALL' | 'MANAGE' | null }) => ({
    category: 'SERVICE',
    severity: 'info',
    title: p.access ? 'Deployment shared with you' : 'Deployment access removed',
    content:
      p.access === 'MANAGE'
        ? `You may now call and manage ${p.name}.`
        : p.access === 'CALL'
          ? `You may now call ${p.name}; create an API key on its page.`
          : `You may no longer call or manage ${p.name}; your keys for it stop working.`,
    link: p.access ? deploymentLink(p.id) : null,
  }),
  'deployment.deleted': (p: Named) => ({
    category: 'SERVICE',
    severity: 'warn',
    title: 'Deployment deleted',
    content: `${p.name} was deleted with its keys and versions.`,
    link: null,
  }),
  'ticket.opened': (p: { id: number; subject: string; requester: string; scope: Scope }) => ({
    category: categoryOf(p.scope),
    severity: 'info',
    title: 'New support ticket',
    content: `${p.requester} opened #${p.id}: ${p.subject}`,
    link: ticketLink(p.id),
  }),
  'ticket.commented': (p: { id: number; subject: string; author: string; scope: Scope }) => ({
    category: categoryOf(p.scope),
    severity: 'info',
    title: `New comment on #${p.id}`,
    content: `${p.author} commented on ${p.subject}.`,
    link: ticketLink(p.id),
  }),
  'ticket.status-changed': (p: { id: number; subject: string; status: string; scope: Scope }) => ({
    category: categoryOf(p.scope),
    severity: p.status === 'RESOLVED' ? 'success' : 'info',
    title: `Ticket #${p.id} is ${p.status.toLowerCase().replaceAll('_', ' ')}`,
    content: `${p.subject} is now ${p.status.toLowerCase().replaceAll('_', ' ')}.`,
    link: ticketLink(p.id),
  }),
  'ticket.assigned': (p: { id: number; subject: string; assignee: string | null; scope: Scope }) => ({
    category: categoryOf(p.scope),
    severity: 'info',
    title: `Ticket #${p.id} ${p.assignee ? 'assigned' : 'unassigned'}`,
    content: p.assignee ? `${p.subject} is now worked by ${p.assignee}.` : `${p.subject} has no assignee now.`,
    link: ticketLink(p.id),
  }),
  'ticket.breached': (p: { id: number; subject: string; what: 'first response' | 'resolution'; scope: Scope }) => ({
    category: categoryOf(p.scope),
    severity: 'error',
    title: `SLA breached on #${p.id}`,
    content: `The ${p.what} target of ${p.subject} has passed.`,
    link: ticketLink(p.id),
  }),
  'sla.created': (p: Named) => ({
    category: 'ORGANIZATION',
    severity: 'success',
    title: 'SLA policy created',
    content: `${p.name} was created.`,
    link: slaLink(p.id),
  }),
  'sla.updated': (p: Named) => ({
    category: 'ORGANIZATION',
    severity: 'info',
    title: 'SLA policy updated',
    content: `${p.name} was changed; due times of its open tickets follow it.`,
    link: slaLink(p.id),
  }),
  'sla.deleted': (p: Named) => ({
    category: 'ORGANIZATION',
    severity: 'warn',
    title: 'SLA policy deleted',
    content: `${p.name} was deleted; its tickets have no due times now.`,
    link: null,
  }),
  'capacity.queued': (p: {
    kind: 'Notebook' | 'Deployment';
    name: string;
    detail: string;
    link?: string | LinkFor;
  }) => ({
    category: 'SERVICE',
    severity: 'warn',
    title: `${p.kind} waiting for capacity`,
    content: `${p.name} waits in the capacity queue. ${p.detail}`,
    link: p.link ?? null,
  }),
  'capacity.admitted': (p: { kind: 'Notebook' | 'Deployment'; name: string; link?: string | LinkFor }) => ({
    category: 'SERVICE',
    severity: 'info',
    title: `${p.kind} starting`,
    content: `Room appeared: ${p.name} left the capacity queue and is starting.`,
    link: p.link ?? null,
  }),
  'quota.requested': (p: { id: number; project: string; requester: string; amounts: string }) => ({
    category: 'PROJECT',
    severity: 'info',
    title: 'Quota request to decide',
    content: `${p.requester} asks for ${p.amounts} more for ${p.project} (#${p.id}).`,
    link: quotaRequestLink(),
  }),
  'quota.escalated': (p: { id: number; project: string; amounts: string; overdue: boolean }) => ({
    category: 'PROJECT',
    severity: 'warn',
    title: p.overdue ? 'Quota request overdue' : 'Quota request escalated to you',
    content: p.overdue
      ? `The request #${p.id} for ${p.amounts} more for ${p.project} is past its due time.`
      : `The request #${p.id} for ${p.amounts} more for ${p.project} was not decided in time and waits on you now.`,
    link: quotaRequestLink(),
  }),
  'quota.approved': (p: { id: number; project: string; amounts: string; by: string }) => ({
    category: 'PROJECT',
    severity: 'success',
    title: 'Quota raised',
    content: `${p.by} approved #${p.id}: ${p.project} has ${p.amounts} more quota.`,
    link: quotaRequestLink(),
  }),
  'quota.declined': (p: { id: number; project: string; by: string }) => ({
    category: 'PROJECT',
    severity: 'warn',
    title: 'Quota request declined',
    content: `${p.by} declined #${p.id} for ${p.project}.`,
    link: quotaRequestLink(),
  }),
  'quota.withdrawn': (p: { id: number; project: string; requester: string }) => ({
    category: 'PROJECT',
    severity: 'info',
    title: 'Quota request withdrawn',
    content: `${p.requester} withdrew #${p.id} for ${p.project}.`,
    link: quotaRequestLink(),
  }),
  'quota.set': (p: { tenant: string; by: string; amounts: string }) => ({
    category: 'PROJECT',
    severity: 'info',
    title: 'Quota changed',
    content: `${p.by} set the quota of ${p.tenant} to ${p.amounts}.`,
    link: null,
  }),
  'cost.threshold': (p: {
    name: string;
    percent: number;
    spent: string;
    budget: string;
    month: string;
    scope: Scope;
  }) => ({
    category: categoryOf(p.scope),
    severity: p.percent >= 100 ? 'error' : 'warn',
    title: `${p.name} has spent ${p.percent} % of its budget`,
    content: `${p.spent} of ${p.budget} spent in ${p.month}.`,
    link: null,
  }),
  'cost.forecast': (p: { name: string; forecast: string; budget: string; month: string; scope: Scope }) => ({
    category: categoryOf(p.scope),
    severity: 'warn',
    title: `${p.name} is forecast to exceed its budget`,
    content: `At the last day's rate, ${p.month} ends at ${p.forecast} against a budget of ${p.budget}.`,
    link: null,
  }),
} satisfies Record<string, (params: never) => Message>;

/** A notification type of the catalogue. */
export type MessageType = keyof typeof messages;

/** The parameters a notification type is built from. */
export type MessageParams<T extends MessageType> = Parameters<(typeof messages)[T]>;

/** The notification of `type`, ready for the notifier: `notice('branch.created', { id, name })`. */
export function notice<T extends MessageType>(type: T, ...params: MessageParams<T>) {
  const build = messages[type] as (...p: MessageParams<T>) => ReturnType<(typeof messages)[T]>;
  return { type, ...build(...params) };
}

/** Types of the catalogue whose entry is built from `{ id, name }` alone. */
type NamedType = { [T in MessageType]: Named extends MessageParams<T>[0] ? T : never }[MessageType];

/**
 * Prefixes with `created`, `updated` and `deleted` entries built from `{ id, name }`, whose `deleted`
 * has a fixed link (the row is gone, so no page depends on the reader's role).
 */
export type ResourcePrefix = {
  [T in NamedType]: T extends `${infer P}.created`
    ? `${P}.updated` extends NamedType
      ? `${P}.deleted` extends NamedType
        ? ReturnType<(typeof messages)[`${P}.deleted`]>['link'] extends string | null
          ? P
          : never
        : never
      : never
    : never;
}[NamedType];

/** The created, updated and deleted notices of a resource, as `resourceRoutes` takes them. */
export function resourceNotices(prefix: ResourcePrefix) {
  const named = (type: NamedType, row: Named) => ({ type, ...(messages[type] as (p: Named) => Message)(row) });
  return {
    created: (row: Named): ScopedNotificationInput => named(`${prefix}.created`, row),
    updated: (row: Named): ScopedNotificationInput => named(`${prefix}.updated`, row),
    deleted: (row: Named): NotificationInput => {
      const { link, ...rest } = named(`${prefix}.deleted`, row);
      return { ...rest, link: typeof link === 'function' ? null : link };
    },
  };
}
