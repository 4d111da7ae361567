import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { streamSSE } from 'hono/streaming';
import { loadAccess } from '../access/access';
import { authorize } from '../access/authorize';
import { rules } from '../access/rules';
import { errorResponses, IdParams, json, jsonBody, paging, pagingQuery, queryBool } from '../contract/common';
import { NotificationCategory, NotificationPage, UnreadCount } from '../contract/entities';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';
import type { AppEnv } from '../env';
import { endpoint } from '../http/endpoint';
import type { NotificationDto } from '../notify/notificationDto';
import { toNotificationDto } from '../notify/notificationDto';

const list = endpoint('notifications.list', {
  summary: "The caller's notifications, newest first",
  request: {
    params: IdParams,
    query: z.strictObject({
      ...pagingQuery,
      isRead: queryBool.optional(),
      category: NotificationCategory.optional(),
      filter: z.string().max(200).optional(),
    }),
  },
  responses: { 200: json(NotificationPage, 'A page of notifications'), ...errorResponses() },
});
const markRead = endpoint('notifications.markRead', {
  summary: 'Mark some of the caller’s notifications read',
  request: {
    params: IdParams,
    body: jsonBody(z.strictObject({ notificationIds: z.array(z.number().int().positive()).max(1000) })),
  },
  responses: { 200: json(UnreadCount, 'The unread count after the change'), ...errorResponses(413, 415) },
});
const markAllRead = endpoint('notifications.markAllRead', {
  summary: 'Mark all of the caller’s notifications read',
  request: { params: IdParams, query: z.strictObject({}) },
  responses: { 200: json(UnreadCount, 'The unread count after the change'), ...errorResponses() },
});

async function unreadCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** Open streams, so a graceful shutdown can end them. */
export class StreamRegistry {
  private readonly closers = new Set<() => void>();
  add(close: () => void) {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }
  get size() {
    return this.closers.size;
  }
  closeAll() {
    for (const close of [...this.closers]) close();
  }
}

/** How many missed notifications a reconnecting stream gets at most. */
const REPLAY_LIMIT = 500;

/** Notifications: the inbox, mark read, and the live stream with replay from Last-Event-ID. */
export function registerNotificationRoutes(
  app: OpenAPIHono<AppEnv>,
  options: { heartbeatMs: number; streams: StreamRegistry },
) {
  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    const { id } = c.req.valid('param');
    const { pageIndex, pageSize, offset } = paging(q);
    const conditions: (SQL | undefined)[] = [eq(notifications.userId, id)];
    if (q.isRead !== undefined) conditions.push(eq(notifications.read, q.isRead));
    if (q.category) conditions.push(eq(notifications.category, q.category));
    const text = q.filter ?? q.search;
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      conditions.push(or(ilike(notifications.title, like), ilike(notifications.content, like)));
    }
    const where = and(...conditions);
    const { db } = c.var.services;
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where);
    const rows = await db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(q.sortOrder === 'ASC' ? asc(notifications.id) : desc(notifications.id))
      .limit(pageSize)
      .offset(offset);
    return c.json({ items: rows.map(toNotificationDto), pageIndex, pageSize, total: count?.n ?? 0 }, 200);
  });

  app.openapi(markRead, async (c) => {
    const { id } = c.req.valid('param');
    const { notificationIds } = c.req.valid('json');
    const { db } = c.var.services;
    if (notificationIds.length > 0) {
      await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, id), inArray(notifications.id, notificationIds)));
    }
    return c.json({ totalUnreadNotification: await unreadCount(db, id) }, 200);
  });

  app.openapi(markAllRead, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.services;
    await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, id), eq(notifications.read, false)));
    return c.json({ totalUnreadNotification: await unreadCount(db, id) }, 200);
  });

  const stream = rules['notifications.stream'];
  app.openAPIRegistry.registerPath({
    method: stream.method,
    path: stream.path,
    operationId: 'notifications.stream',
    tags: ['notifications'],
    summary:
      'Live notifications of the caller as server-sent events: `id`, `event: notification`, `data` (Notification JSON); `: ping` every 15 s; `Last-Event-ID` replays newer ones',
    request: { headers: z.object({ 'last-event-id': z.string().optional() }) },
    responses: {
      200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
      ...errorResponses(),
    },
  });
  app.get(stream.path, authorize('notifications.stream'), (c) => {
    const userId = c.var.access.userId;
    const expiresAt = c.var.auth.exp === undefined ? undefined : c.var.auth.exp * 1000;
    // A token past its expiry but within the verifier's clock tolerance would open a stream that ends at
    // once, and the client would reconnect in a loop: ask it to refresh first.
    if (expiresAt !== undefined && expiresAt <= Date.now()) {
      return c.json({ message: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    }
    const { db, notifier } = c.var.services;
    const header = c.req.header('last-event-id');
    const lastEventId = header && /^\d{1,10}$/.test(header) ? Number(header) : undefined;
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (sse) => {
      let lastSent = lastEventId ?? 0;
      let live = false;
      const backlog: NotificationDto[] = [];
      let ended = () => {};
      const done = new Promise<void>((resolve) => {
        ended = resolve;
      });
      // Writes run one after another; a failed write (client gone) ends the stream instead of rejecting.
      let chain: Promise<void> = Promise.resolve();
      const enqueue = (write: () => Promise<unknown>) => {
        chain = chain.then(write).then(
          () => undefined,
          () => ended(),
        );
        return chain;
      };
      const send = (n: NotificationDto) =>
        enqueue(async () => {
          if (n.id <= lastSent || sse.aborted || sse.closed) return;
          lastSent = n.id;
          await sse.writeSSE({ id: String(n.id), event: 'notification', data: JSON.stringify(n) });
        });
      // Subscribe before replaying so nothing raised during the replay query is lost.
      const unsubscribe = notifier.bus.subscribe(userId, (n) => {
        if (live) void send(n);
        else backlog.push(n);
      });
      const unregister = options.streams.add(() => ended());
      sse.onAbort(() => ended());
      // The stream must not outlive what authorized it: it ends when the access token expires (the client
      // refreshes and reconnects, or is refused), and a heartbeat finding the user gone or deactivated ends it.
      const expiry =
        expiresAt === undefined ? undefined : setTimeout(() => ended(), Math.min(expiresAt - Date.now(), 2 ** 31 - 1));
      const ping = setInterval(() => {
        void enqueue(async () => {
          if (!(await loadAccess(db, userId))) return ended();
          await sse.write(': ping\n\n');
        });
      }, options.heartbeatMs);
      try {
        await enqueue(() => sse.write(': connected\n\n'));
        if (lastEventId !== undefined) {
          // The newest REPLAY_LIMIT missed ones, oldest first.
          const missed = await db
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, userId), gt(notifications.id, lastEventId)))
            .orderBy(desc(notifications.id))
            .limit(REPLAY_LIMIT);
          for (const row of missed.reverse()) await send(toNotificationDto(row));
        }
        for (const n of backlog.sort((a, b) => a.id - b.id)) await send(n);
        live = true;
        await done;
      } finally {
        clearInterval(ping);
        clearTimeout(expiry);
        unsubscribe();
        unregister();
        await chain;
      }
    });
  });
}
