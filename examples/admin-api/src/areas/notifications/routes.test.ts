import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../testing/harness';
import { sseReader } from '../../testing/sse';

const { ctx, call, idOf, tokenFor } = setupTestStack({ heartbeatMs: 200 });

interface Page {
  items: { id: number; isRead: boolean; title: string; category: string; severity: string }[];
  total: number;
}

const openStream = (email: string, lastEventId?: number) =>
  ctx.request('/notifications/sse', {
    headers: {
      Authorization: tokenFor(email),
      ...(lastEventId !== undefined ? { 'Last-Event-ID': String(lastEventId) } : {}),
    },
  });

describe('notification inbox', () => {
  it('lists unread notifications, marks some read, then all', async () => {
    const me = idOf('member@demo.test');
    const unread = await call<Page>('GET', `/users/${me}/notification?isRead=false`, { as: 'member@demo.test' });
    expect(unread.status).toBe(200);
    expect(unread.body.items.length).toBeGreaterThan(0);
    expect(unread.body.items.every((n) => !n.isRead)).toBe(true);
    const first = unread.body.items[0]?.id ?? 0;
    const after = await call<{ totalUnreadNotification: number }>('POST', `/users/${me}/notification`, {
      as: 'member@demo.test',
      body: { notificationIds: [first] },
    });
    expect(after.body.totalUnreadNotification).toBe(unread.body.total - 1);
    const all = await call<{ totalUnreadNotification: number }>('PATCH', `/users/${me}/notification`, {
      as: 'member@demo.test',
    });
    expect(all.body.totalUnreadNotification).toBe(0);
    const info = await call<{ totalUnreadNotification: number }>('GET', '/users/info', { as: 'member@demo.test' });
    expect(info.body.totalUnreadNotification).toBe(0);
  });

  it('keeps inboxes personal, even from a super admin', async () => {
    const res = await call('GET', `/users/${idOf('member@demo.test')}/notification`, { as: 'super@demo.test' });
    expect(res.status).toBe(403);
  });

  it('rejects a mark-read body with the wrong shape', async () => {
    const me = idOf('member@demo.test');
    const res = await call<{ details: Record<string, unknown> }>('POST', `/users/${me}/notification`, {
      as: 'member@demo.test',
      body: { notificationIds: ['x'] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details)).toEqual(['notificationIds.0']);
  });
});

describe('GET /notifications/sse', () => {
  it('answers 401 with a Bearer challenge without a token', async () => {
    const res = await ctx.request('/notifications/sse');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('pushes a notification raised for the user, with its id, and pings', async () => {
    const res = await openStream('project.admin@demo.test');
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = sseReader(res.body);
    // Opened without Last-Event-ID: first the id to resume from, then what comes.
    expect((await stream.next()).event).toBe('resume');
    const projects = await call<{ items: { id: number; name: string }[] }>('GET', '/workspace/project?search=Vision', {
      as: 'project.admin@demo.test',
    });
    const id = projects.body.items[0]?.id;
    await call('PUT', `/workspace/project/${id}`, { as: 'project.admin@demo.test', body: { description: 'Cameras' } });
    const event = await stream.next();
    expect(event.event).toBe('notification');
    const data = JSON.parse(event.data ?? '{}') as { id: number; type: string; category: string };
    expect(event.id).toBe(String(data.id));
    expect(data).toMatchObject({ type: 'project.updated', category: 'PROJECT' });
    expect((await stream.next((e) => e.comment === 'ping', 2000)).comment).toBe('ping');
    await stream.cancel();
  });

  it('does not push one user’s notification onto another user’s stream', async () => {
    const stream = sseReader((await openStream('nobody@demo.test')).body);
    await stream.next((e) => e.event === 'resume');
    await call('POST', '/users/reset', { as: 'member@demo.test', body: { email: 'member@demo.test' } });
    await expect(stream.next(undefined, 400)).rejects.toThrow(/timed out/);
    await stream.cancel();
  });

  it('replays what was missed after Last-Event-ID, in order', async () => {
    const me = idOf('branch.admin@demo.test');
    const page = await call<Page>('GET', `/users/${me}/notification?pageSize=200`, { as: 'branch.admin@demo.test' });
    const ids = page.body.items.map((n) => n.id).sort((a, b) => a - b);
    const since = ids[0] ?? 0;
    const stream = sseReader((await openStream('branch.admin@demo.test', since)).body);
    const replayed = [];
    for (const _ of ids.slice(1)) replayed.push(Number((await stream.next()).id));
    expect(replayed).toEqual(ids.slice(1));
    await stream.cancel();
  });

  it('releases a stream when its client goes away', async () => {
    const settled = async (size: number) => {
      const deadline = Date.now() + 3000;
      while (ctx.app.streams.size !== size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return ctx.app.streams.size;
    };
    // Streams of earlier tests were cancelled too: they must all be gone.
    expect(await settled(0)).toBe(0);
    const stream = sseReader((await openStream('member@demo.test')).body);
    await stream.next((e) => e.comment === 'connected');
    expect(ctx.app.streams.size).toBe(1);
    await stream.cancel();
    expect(await settled(0)).toBe(0);
  });

  it('ends when the access token expires, so the client refreshes and reconnects', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const res = await ctx.request('/notifications/sse', {
      headers: { Authorization: `Bearer test-${idOf('member@demo.test')}.${exp}` },
    });
    expect(res.status).toBe(200);
    const stream = sseReader(res.body);
    await stream.next((e) => e.comment === 'connected');
    await expect(stream.next(() => false, 4000)).rejects.toThrow(/stream ended/);
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 50);
  });

  it('ends when the user is deactivated', async () => {
    const stream = sseReader((await openStream('org.admin@demo.test')).body);
    await stream.next((e) => e.comment === 'connected');
    const orgAdmin = idOf('org.admin@demo.test');
    expect((await call('PUT', `/users/${orgAdmin}/activate/false`, { as: 'super@demo.test' })).status).toBe(200);
    try {
      await expect(stream.next(() => false, 2000)).rejects.toThrow(/stream ended/);
    } finally {
      await call('PUT', `/users/${orgAdmin}/activate/true`, { as: 'super@demo.test' });
    }
  });

  it('ends open streams on shutdown', async () => {
    const stream = sseReader((await openStream('member@demo.test')).body);
    await stream.next((e) => e.comment === 'connected');
    expect(ctx.app.streams.size).toBeGreaterThan(0);
    ctx.app.streams.closeAll();
    await expect(stream.next(() => false, 2000)).rejects.toThrow(/stream ended/);
  });
});
