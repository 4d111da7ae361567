/**
 * Recording audit entries. Service functions call `recordAudit` with the transaction of their change, so
 * an entry commits with the change or not at all. Field values pass through `auditChanges`, which keeps
 * only what changed and never a secret.
 */
import type { AuditAction, AuditResourceKind } from '@console/contract';
import type { z } from 'zod';
import type { Access, Scope } from '../access/access';
import { projectScope } from '../access/lookup';
import { type AuditChanges, auditEntries } from '../areas/audit/tables';
import type { Db, DbTransaction } from '../db/database';
import type { RequestContext } from '../env';

type Action = z.output<typeof AuditAction>;
type Kind = z.output<typeof AuditResourceKind>;

/** One change to record. */
export interface AuditEvent {
  action: Action;
  resource: { kind: Kind; id: number | string; name: string };
  /** Where in the tenancy the resource sits (who may read the entry follows from it). */
  scope: Scope;
  /** For an update, the changed fields before and after (see `auditChanges`); for a creation, the values set. */
  changes?: AuditChanges | undefined;
}

/** Who acts and from where: the request's caller, or the platform itself for work nobody asked for. */
export type AuditContext = Partial<Pick<RequestContext, 'access'>> &
  Pick<RequestContext, 'client'> & {
    services: Pick<RequestContext['services'], 'clock'>;
    /** Set when the caller acts through an API key (its owner is `access`). */
    apiKeyId?: number | undefined;
  };

/** Fields whose values never enter the log: secrets, their hashes, passwords, tokens. */
const SECRET = /secret|password|token|hash|credential/i;

/** The longest value kept of one field; a longer one is cut (a description, a data URL logo). */
const MAX_VALUE = 500;

const comparable = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > MAX_VALUE) return `${value.slice(0, MAX_VALUE)}…`;
  return value === undefined ? null : value;
};

/**
 * The fields of `keys` whose value differs between `before` and `after`, each with both values; secret
 * fields are left out. A creation passes `before` as `{}`: every value set, from null.
 */
export function auditChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  keys: Iterable<string> = Object.keys(after),
): AuditChanges | undefined {
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (SECRET.test(key)) continue;
    const b = comparable(before[key]);
    const a = comparable(after[key]);
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    changes[key] = { before: b, after: a };
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** The organization, branch and project columns of a scope. */
export function tenancyOf(scope: Scope) {
  return {
    organizationId: scope.level === 'global' ? null : scope.organizationId,
    branchId: scope.level === 'branch' || scope.level === 'project' ? scope.branchId : null,
    projectId: scope.level === 'project' ? scope.projectId : null,
  };
}

/** Writes one entry on `to`: the transaction of the change it records. */
export async function recordAudit(to: Pick<Db, 'insert'>, v: AuditContext, event: AuditEvent): Promise<void> {
  await to.insert(auditEntries).values(auditRow(v, event));
}

/** The row of one entry (exported for bulk writers and the bench). */
export function auditRow(v: AuditContext, event: AuditEvent): typeof auditEntries.$inferInsert {
  const { access, client } = v;
  return {
    at: v.services.clock.now(),
    actorKind: access ? (v.apiKeyId !== undefined ? 'API_KEY' : 'USER') : 'SYSTEM',
    actorUserId: access?.userId ?? null,
    actorName: access?.name ?? null,
    actorEmail: access?.email ?? null,
    actorKeyId: v.apiKeyId ?? null,
    action: event.action,
    resourceKind: event.resource.kind,
    resourceId: String(event.resource.id),
    resourceName: event.resource.name,
    ...tenancyOf(event.scope),
    changes: event.changes ?? null,
    ip: client?.ip ?? null,
    userAgent: client?.userAgent?.slice(0, 500) ?? null,
  };
}

/** The resource kind of a noun of `resourceService` ("SLA policy" -> SLA_POLICY). */
export const kindOfNoun = (noun: string) => noun.trim().toUpperCase().replace(/\s+/g, '_') as Kind;

/** The scope of a project for an entry: the request's, when it acts on that project, else read. */
export async function scopeOfProject(v: RequestContext, projectId: number): Promise<Scope> {
  if (v.scope.level === 'project' && v.scope.projectId === projectId) return v.scope;
  return (await projectScope(v.services.db, projectId)) ?? v.scope;
}

/**
 * Runs `write` in a transaction and records its entry there: `event` as is, or built from what `write`
 * answered (undefined records nothing, e.g. when nothing changed).
 */
export function audited<T>(
  v: RequestContext,
  event: AuditEvent | ((result: T) => AuditEvent | undefined),
  write: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  return v.services.db.transaction(async (tx) => {
    const result = await write(tx);
    const entry = typeof event === 'function' ? event(result) : event;
    if (entry) await recordAudit(tx, v, entry);
    return result;
  });
}

/**
 * The narrowest scope holding every place a person belongs to: where an entry about the person (a
 * sign-in, an account change) is visible to the admins of all of them. The platform when they span
 * organizations or have none.
 */
export function commonScope(grants: Access['grants']): Scope {
  const [first, ...rest] = grants;
  if (!first || rest.some((g) => g.organizationId !== first.organizationId)) return { level: 'global' };
  const organizationId = first.organizationId;
  const branch = first.branchId;
  if (branch === null || rest.some((g) => g.branchId !== branch)) return { level: 'organization', organizationId };
  const project = first.projectId;
  if (project === null || rest.some((g) => g.projectId !== project))
    return { level: 'branch', organizationId, branchId: branch };
  return { level: 'project', organizationId, branchId: branch, projectId: project };
}
