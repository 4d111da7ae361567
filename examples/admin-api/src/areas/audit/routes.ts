/** The audit log over HTTP: keyset pages, the streamed export, the live stream and retention. Read-only for entries. */
import { auditRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { ChangeFeed } from '../../db/changeFeed';
import type { AppEnv } from '../../env';
import { type CsvColumn, downloadHeaders, downloadStream } from '../../http/csv';
import { guarded } from '../../http/guarded';
import { type StreamSlots, TooManyRequests } from '../../http/rateLimit';
import { parseLastEventId, type StreamRegistry } from '../../notify/streamSession';
import { runAuditStream } from './liveStream';
import { auditChunks, auditPage } from './queries';
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
  options: { heartbeatMs: number; streams: StreamRegistry; slots: StreamSlots; changes: ChangeFeed | undefined },
) {
  app.openapi(guarded(routes.list), async (c) => {
    const { limit, before, ...filters } = c.req.valid('query');
    const page = { ...filters, ...(before !== undefined ? { before } : {}), limit: limit ?? 50 };
    return c.json(await auditPage(c.var.services.db, c.var.access, page), 200);
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
    const lastEventId = parseLastEventId(c.req.header('last-event-id')) ?? after;
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
