/** The audit log over HTTP: keyset pages, the streamed export, the live stream and retention. Read-only for entries. */
import { auditRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Scope } from '../../access/access';
import { meets } from '../../access/authorize';
import { branchScope, organizationScope, projectScope } from '../../access/lookup';
import type { ChangeFeed } from '../../db/changeFeed';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../env';
import { type CsvColumn, downloadHeaders, downloadStream } from '../../http/csv';
import { guarded } from '../../http/guarded';
import { type StreamSlots, TooManyRequests } from '../../http/rateLimit';
import { readLastEventId, type SessionCheck, type StreamRegistry } from '../../notify/streamSession';
import { runAuditStream } from './liveStream';
import { auditChunks, type auditPage, writtenAuditPage } from './queries';
import { retentionOf, setRetention } from './retention';

type Entry = Awaited<ReturnType<typeof auditPage>>['items'][number];

/** The CSV columns of an export, in order. */
const CSV_COLUMNS: CsvColumn<Entry>[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'at', value: (e) => e.at },
  { header: 'actor_kind', value: (e) => e.actor.kind },
  { header: 'actor_name', value: (e) => e.actor.name },
  { header: 'actor_email', value: (e) => e.actor.email },
  { header: 'actor_key_id', value: (e) => e.actor.keyId },
  { header: 'action', value: (e) => e.action },
  { header: 'resource_kind', value: (e) => e.resource.kind },
  { header: 'resource_id', value: (e) => e.resource.id },
  { header: 'resource_name', value: (e) => e.resource.name },
  { header: 'organization_id', value: (e) => e.organizationId },
  { header: 'branch_id', value: (e) => e.branchId },
  { header: 'project_id', value: (e) => e.projectId },
  { header: 'changes', value: (e) => e.changes },
  { header: 'ip', value: (e) => e.ip },
  { header: 'user_agent', value: (e) => e.userAgent },
];

/** Registers the audit routes. */
export function registerAuditRoutes(
  app: OpenAPIHono<AppEnv>,
  options: {
    heartbeatMs: number;
    streams: StreamRegistry;
    slots: StreamSlots;
    changes: ChangeFeed | undefined;
    /** Whether the session of a request still allows its stream (see `createApp`). */
    sessionCheck: (c: Context<AppEnv>) => SessionCheck;
  },
) {
  app.openapi(guarded(routes.list), async (c) => {
    const { limit, before, ...filters } = c.req.valid('query');
    const page = { ...filters, ...(before !== undefined ? { before } : {}), limit: limit ?? 50 };
    // The same answer as `c.json` would write for `{ items, nextCursor }`, the entries as the database wrote them.
    const written = await writtenAuditPage(c.var.services.db, c.var.access, page);
    // Typed as the JSON answer it is (the route's types know only `c.json`'s).
    return c.body(`{"items":${written.itemsJson},"nextCursor":${JSON.stringify(written.nextCursor)}}`, 200, {
      'Content-Type': 'application/json',
    }) as unknown as ReturnType<typeof c.json<Awaited<ReturnType<typeof auditPage>>, 200>>;
  });

  app.openapi(guarded(routes.export), async (c) => {
    const { format = 'csv', ...filters } = c.req.valid('query');
    const body = downloadStream(auditChunks(c.var.services.db, c.var.access, filters), format, CSV_COLUMNS);
    return c.body(body, 200, downloadHeaders('audit-log', format)) as never;
  });

  app.openapi(guarded(routes.stream), async (c) => {
    const expiresAt = c.var.auth.exp === undefined ? undefined : c.var.auth.exp * 1000;
    if (expiresAt !== undefined && expiresAt <= Date.now()) {
      return c.json({ message: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    }
    const release = options.slots.acquire(c.var.access.userId);
    if (!release) throw new TooManyRequests(5, 'open streams for this user');
    const { db, accessOf } = c.var.services;
    const { after, ...filters } = c.req.valid('query');
    const userId = c.var.access.userId;
    // A reconnect resumes after its last event; a first connect after the newest entry the client has.
    const lastEventId = readLastEventId(c.req.header('last-event-id')) ?? after;
    // The stream needs what opened it: an admin role somewhere, and admin of the scope it follows if the caller
    // was when it opened. Either taken away ends it.
    const scope = await filterScope(db, filters);
    const needsScope = scope !== undefined && meets(c.var.access, 'admin', [scope]);
    const session = options.sessionCheck(c);
    const check: SessionCheck = async (pass) => {
      const ended = await session(pass);
      if (ended) return ended;
      const access = await accessOf(userId);
      if (!access) return 'deactivated';
      if (!meets(access, 'anyAdmin', [])) return 'access-removed';
      if (needsScope && !meets(access, 'admin', [scope])) return 'access-removed';
      return undefined;
    };
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      try {
        await runAuditStream(stream, {
          db,
          userId,
          filters,
          accessOf,
          changes: options.changes,
          streams: options.streams,
          lastEventId,
          expiresAt,
          heartbeatMs: options.heartbeatMs,
          check,
        });
      } finally {
        release();
      }
    }) as never;
  });

  app.openapi(guarded(routes.retention), async (c) =>
    c.json(await retentionOf(c.var.services.db, c.req.valid('param').id), 200),
  );

  app.openapi(guarded(routes.setRetention), async (c) =>
    c.json(await setRetention(c.var, c.req.valid('param').id, c.req.valid('json').days), 200),
  );
}

/** The scope an audit stream's filters follow (the narrowest given), if any and if it exists. */
async function filterScope(
  db: Db,
  filters: { organizationId?: number | undefined; branchId?: number | undefined; projectId?: number | undefined },
): Promise<Scope | undefined> {
  if (filters.projectId !== undefined) return projectScope(db, filters.projectId);
  if (filters.branchId !== undefined) return branchScope(db, filters.branchId);
  if (filters.organizationId !== undefined) return organizationScope(db, filters.organizationId);
  return undefined;
}
