import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import { errorResponses, IdParams, idField, json, jsonBody, pagingQuery, queryBool } from '../schemas/common';
import { NotificationCategory, NotificationPage, UnreadCount } from '../schemas/notifications';

/** Notifications: the inbox, mark read, and the live stream. */
export const notificationRoutes = {
  list: defineRoute({
    operationId: 'notifications.list',
    method: 'get',
    path: '/users/{id}/notification',
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
  }),
  markRead: defineRoute({
    operationId: 'notifications.markRead',
    method: 'post',
    path: '/users/{id}/notification',
    summary: 'Mark some of the caller’s notifications read',
    request: {
      params: IdParams,
      body: jsonBody(z.strictObject({ notificationIds: z.array(idField).max(1000) })),
    },
    responses: { 200: json(UnreadCount, 'The unread count after the change'), ...errorResponses(413, 415) },
  }),
  markAllRead: defineRoute({
    operationId: 'notifications.markAllRead',
    method: 'patch',
    path: '/users/{id}/notification',
    summary: 'Mark all of the caller’s notifications read',
    request: { params: IdParams, query: z.strictObject({}) },
    responses: { 200: json(UnreadCount, 'The unread count after the change'), ...errorResponses() },
  }),
  stream: defineRoute({
    operationId: 'notifications.stream',
    method: 'get',
    path: '/notifications/sse',
    summary:
      'Live notifications of the caller as server-sent events: `id`, `event: notification`, `data` (Notification JSON); `: ping` every 15 s; `Last-Event-ID` replays newer ones; opened without it, the stream first sends `event: resume` whose `id` is where a reconnect resumes from',
    request: { headers: z.object({ 'last-event-id': z.string().max(64).optional() }) },
    responses: {
      200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
      ...errorResponses(),
    },
  }),
};
