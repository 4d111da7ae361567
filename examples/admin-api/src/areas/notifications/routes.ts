/** The inbox over HTTP: list, mark read, and the live stream with replay from Last-Event-ID (writes in `service.ts`). */
import { notificationRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { guarded } from '../../http/guarded';
import { type StreamSlots, TooManyRequests } from '../../http/rateLimit';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import { type NodeResponseLike, SseSink } from '../../notify/sseSink';
import { readLastEventId, runStreamSession, type SessionCheck, type StreamRegistry } from '../../notify/streamSession';
import { inboxPage } from './queries';
import { markRead } from './service';

/** Notifications: the inbox, mark read, and the live stream with replay from Last-Event-ID. */
export function registerNotificationRoutes(
  app: OpenAPIHono<AppEnv>,
  options: {
    heartbeatMs: number;
    streams: StreamRegistry;
    slots: StreamSlots;
    /** Whether the session of a request still allows its stream (see `createApp`). */
    sessionCheck: (c: Context<AppEnv>) => SessionCheck;
  },
) {
  resourceRoutes(
    app,
    { list: routes.list },
    {
      noun: 'Notification',
      list: ({ services }, { filter, search, ...q }, { id }) =>
        inboxPage(services.db, id, { ...q, text: filter ?? search }),
      actions: [
        operation(routes.markRead, ({ services }, { params, body }) =>
          markRead(services.db, params.id, body.notificationIds),
        ),
        operation(routes.markAllRead, ({ services }, { params }) => markRead(services.db, params.id)),
      ],
    },
  );

  // The live stream answers with an event stream that outlives the handler, not JSON: served by hand.
  app.openapi(guarded(routes.stream), async (c) => {
    const expiresAt = c.var.auth.exp === undefined ? undefined : c.var.auth.exp * 1000;
    // A token past its expiry but within the verifier's clock tolerance would open a stream that ends at
    // once, and the client would reconnect in a loop: ask it to refresh first.
    if (expiresAt !== undefined && expiresAt <= Date.now()) {
      return c.json({ message: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    }
    const release = options.slots.acquire(c.var.access.userId);
    // Each stream holds a connection for as long as it lives: one account must not hold them all.
    if (!release) throw new TooManyRequests(5, 'open streams for this user');
    const { db, notifier, accessOf } = c.var.services;
    c.header('Content-Type', 'text/event-stream');
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('Connection', 'keep-alive');
    // Chunked: the Node adapter then sends the headers at once rather than reading ahead for a length.
    c.header('Transfer-Encoding', 'chunked');
    c.header('X-Accel-Buffering', 'no');
    const session = {
      db,
      bus: notifier.bus,
      streams: options.streams,
      userId: c.var.access.userId,
      lastEventId: readLastEventId(c.req.header('last-event-id')),
      expiresAt,
      heartbeatMs: options.heartbeatMs,
      // Through the read cache: thousands of streams of one user cost one read per ping interval, not one each.
      isActive: async (userId: number) => (await accessOf(userId)) !== undefined,
      check: options.sessionCheck(c),
    };
    // Written synchronously to the response body, not through an async writer per stream: one notification
    // then reaches thousands of open streams in one pass (see SseSink).
    const sink = new SseSink({ response: nodeResponse(c.env) });
    void runStreamSession(sink, session).finally(release);
    return c.body(sink.body, 200);
  });
}

/** The Node response under this request, when served by the Node adapter (it passes it as `env.outgoing`). */
function nodeResponse(env: unknown): NodeResponseLike | undefined {
  const outgoing = (env as { outgoing?: Partial<NodeResponseLike> } | undefined)?.outgoing;
  // writableLength too: the sink measures a slow client by it (an HTTP/2 response has none; it keeps the body stream).
  return typeof outgoing?.write === 'function' &&
    typeof outgoing.destroy === 'function' &&
    typeof outgoing.writableLength === 'number'
    ? (outgoing as NodeResponseLike)
    : undefined;
}
