import { z } from '@hono/zod-openapi';

/** What was done: the change itself, a transition someone started, a grant, a key, an invitation, a sign-in. */
export const AuditAction = z
  .enum([
    'CREATE',
    'UPDATE',
    'DELETE',
    'PAUSE',
    'RESUME',
    'START',
    'STOP',
    'SCALE',
    'ROLLBACK',
    'GRANT',
    'REVOKE',
    'KEY_CREATE',
    'KEY_REVOKE',
    'INVITE',
    'REINVITE',
    'ACTIVATE',
    'DEACTIVATE',
    'SIGN_IN',
  ])
  .openapi('AuditAction');

/** What kind of thing an entry is about. */
export const AuditResourceKind = z
  .enum([
    'ORGANIZATION',
    'BRANCH',
    'PROJECT',
    'SERVICE',
    'DEPLOYMENT',
    'API_KEY',
    'NOTEBOOK',
    'TICKET',
    'SLA_POLICY',
    'USER',
    'ROLE',
    'REGISTRY_CREDENTIAL',
    'SCHEDULE',
    'AUDIT_RETENTION',
    'QUOTA_REQUEST',
    'PRICE_LIST',
    'BUDGET',
  ])
  .openapi('AuditResourceKind');

/** Who acted: a person, an API key (with its owner) or the platform itself. */
export const AuditActor = z
  .object({
    kind: z.enum(['USER', 'API_KEY', 'SYSTEM']),
    userId: z.number().int().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    keyId: z.number().int().nullable(),
  })
  .openapi('AuditActor');

/** One changed field of an update: before and after. Secrets never appear. */
export const AuditFieldChange = z.object({ before: z.unknown(), after: z.unknown() }).openapi('AuditFieldChange');

/** One entry of the audit log: who did what to which resource, when, from where, and where in the tenancy. */
export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string().openapi({ format: 'date-time' }),
    actor: AuditActor,
    action: AuditAction,
    resource: z.object({ kind: AuditResourceKind, id: z.string(), name: z.string() }),
    organizationId: z.number().int().nullable(),
    branchId: z.number().int().nullable(),
    projectId: z.number().int().nullable(),
    changes: z.record(z.string(), AuditFieldChange).nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .openapi('AuditEntry');

/** A page of entries, newest first; `nextCursor` is the `before` of the next page (null at the end). */
export const AuditPage = z
  .object({ items: z.array(AuditEntry), nextCursor: z.number().int().nullable() })
  .openapi('AuditPage');

/** How long an organization keeps its audit entries. */
export const AuditRetention = z
  .object({ organizationId: z.number().int(), days: z.number().int() })
  .openapi('AuditRetention');

/** A retention change: whole days, one to ten years. */
export const AuditRetentionSet = z
  .strictObject({ days: z.number().int().min(1).max(3650) })
  .openapi('AuditRetentionSet');

/** What the command palette can jump to. */
export const SearchKind = z
  .enum(['ORGANIZATION', 'BRANCH', 'PROJECT', 'DEPLOYMENT', 'NOTEBOOK', 'TICKET', 'USER'])
  .openapi('SearchKind');

/** One search result: what it is, its name, and where it sits in the tenancy (for building its link). */
export const SearchHit = z
  .object({
    kind: SearchKind,
    id: z.number().int(),
    name: z.string(),
    /** A second line: an email, a ticket's status, the project a deployment runs in. */
    detail: z.string().nullable(),
    organizationId: z.number().int().nullable(),
    branchId: z.number().int().nullable(),
    projectId: z.number().int().nullable(),
  })
  .openapi('SearchHit');

/** Results best first: prefix over word over substring, then the most recent. */
export const SearchResults = z.object({ items: z.array(SearchHit) }).openapi('SearchResults');
