/**
 * Open streams end with the session that opened them (sign-out, deactivation, a role the stream needed taken
 * away), a `Last-Event-ID` a stream cannot replay from gets a clear event, not a silent close, and a stream that
 * ends before its first notification still lets its client resume without losing what came meanwhile.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { projects } from '../areas/projects/tables';
import { roleAssignments } from '../areas/users/tables';
import { InvalidTokenError, type TokenVerifier } from '../auth/verify';
import { setupTestStack } from '../testing/harness';
import { sseReader } from '../testing/sse';

/** Grants signed out so far: tokens `grant-<grant>-<user id>` of these are refused, like the real revocation list. */
const signedOut = new Set<string>();
const verifier: TokenVerifier = {
  async verify(token) {
    const grant = /^grant-(\w+)-(\d+)$/.exec(token);
    if (grant?.[1] && grant[2]) {
      if (signedOut.has(grant[1])) throw new InvalidTokenError('token of a signed-out session');
      return { sub: grant[2], grant: grant[1] };
    }
    const plain = /^test-(\d+)$/.exec(token);
    if (!plain?.[1]) throw new InvalidTokenError('not a test token');
    return { sub: plain[1] };
  },
};

const { ctx, call, idOf } = setupTestStack({ verifier });

const open = (path: string, token: string, lastEventId?: string) =>
  ctx.request(path, {
    headers: {
      Authorization: `Bearer ${token}`,
      ...(lastEventId !== undefined ? { 'Last-Event-ID': lastEventId } : {}),
    },
  });

describe('a Last-Event-ID the stream cannot replay from', () => {
  it.each(['2147483648', '99999999999999', 'abc', '-1', '1999999999'])(
    'answers %s with a reset event on the notification stream and stays open for what comes next',
    async (lastEventId) => {
      const res = await open('/notifications/sse', `test-${idOf('member@demo.test')}`, lastEventId);
      expect(res.status).toBe(200);
      const stream = sseReader(res.body);
      const reset = await stream.next((e) => e.event !== undefined);
      expect(reset.event).toBe('reset');
      expect(JSON.parse(reset.data ?? '{}')).toMatchObject({ reason: 'unknown-last-event-id' });
      // Still open: the next notification arrives.
      await call('POST', '/users/reset', { as: 'member@demo.test', body: { email: 'member@demo.test' } });
      expect((await stream.next((e) => e.event === 'notification')).id).toMatch(/^\d+$/);
      await stream.cancel();
    },
  );

  it('answers an audit stream given an id past the column’s range with a reset event', async () => {
    const res = await open('/audit/entries/sse', `test-${idOf('super@demo.test')}`, '2147483648');
    expect(res.status).toBe(200);
    const stream = sseReader(res.body);
    const reset = await stream.next((e) => e.event !== undefined);
    expect(reset.event).toBe('reset');
    await expect(stream.next(() => false, 500)).rejects.toThrow(/timed out/);
    await stream.cancel();
  });
});

describe('a stream opened without Last-Event-ID', () => {
  it('starts with the id to resume from, and a reconnect from it is sent what was raised while it was closed', async () => {
    const token = `test-${idOf('member@demo.test')}`;
    const first = sseReader((await open('/notifications/sse', token)).body);
    const resume = await first.next((e) => e.event !== undefined);
    expect(resume.event).toBe('resume');
    expect(resume.id).toMatch(/^\d+$/);
    // The stream ends (an access token expiring ends it) before any notification came; one is raised meanwhile.
    await first.cancel();
    await call('POST', '/users/reset', { as: 'member@demo.test', body: { email: 'member@demo.test' } });
    const again = sseReader((await open('/notifications/sse', token, resume.id)).body);
    const missed = await again.next((e) => e.event !== undefined);
    expect(missed.event).toBe('notification');
    expect(Number(missed.id)).toBeGreaterThan(Number(resume.id));
    await again.cancel();
  });

  it('does the same on the audit stream opened with no id and no `after`', async () => {
    const token = `test-${idOf('super@demo.test')}`;
    const first = sseReader((await open('/audit/entries/sse?resourceKind=PROJECT', token)).body);
    const resume = await first.next((e) => e.event !== undefined);
    expect(resume.event).toBe('resume');
    expect(resume.id).toMatch(/^\d+$/);
    await first.cancel();
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Fraud Detection'));
    await call('PUT', `/workspace/project/${project?.id}`, { as: 'super@demo.test', body: { description: 'Away' } });
    const again = sseReader((await open('/audit/entries/sse?resourceKind=PROJECT', token, resume.id)).body);
    const missed = await again.next((e) => e.data?.includes('"Away"') === true);
    expect(Number(missed.id)).toBeGreaterThan(Number(resume.id));
    await again.cancel();
  });
});

describe('a stream ends within seconds of its session', () => {
  afterAll(() => signedOut.clear());

  it('ends a notification stream and an audit stream when their session signs out', async () => {
    const admin = idOf('org.admin@demo.test');
    const notifications = sseReader((await open('/notifications/sse', `grant-g1-${admin}`)).body);
    const audit = sseReader((await open('/audit/entries/sse', `grant-g1-${admin}`)).body);
    const other = sseReader((await open('/notifications/sse', `grant-g2-${admin}`)).body);
    await notifications.next((e) => e.comment === 'connected');
    await audit.next((e) => e.comment === 'connected');
    await other.next((e) => e.comment === 'connected');
    signedOut.add('g1');
    const started = Date.now();
    expect((await notifications.next((e) => e.event === 'end', 4000)).data).toMatch(/signed-out/);
    expect((await audit.next((e) => e.event === 'end', 4000)).data).toMatch(/signed-out/);
    expect(Date.now() - started).toBeLessThan(4000);
    // The same user's other session keeps its stream.
    await expect(other.next((e) => e.event === 'end', 500)).rejects.toThrow(/timed out/);
    await Promise.all([notifications.cancel(), audit.cancel(), other.cancel()]);
  });

  it('ends an audit stream when the admin role it needed is taken away', async () => {
    const admin = idOf('branch.admin@demo.test');
    const audit = sseReader((await open('/audit/entries/sse', `test-${admin}`)).body);
    await audit.next((e) => e.comment === 'connected');
    const held = await ctx.database.db.select().from(roleAssignments).where(eq(roleAssignments.userId, admin));
    await ctx.database.db.update(roleAssignments).set({ role: 'MEMBER' }).where(eq(roleAssignments.userId, admin));
    try {
      expect((await audit.next((e) => e.event === 'end', 4000)).data).toMatch(/access/);
    } finally {
      for (const row of held)
        await ctx.database.db.update(roleAssignments).set({ role: row.role }).where(eq(roleAssignments.id, row.id));
      await audit.cancel();
    }
  });

  it('ends a notification stream with an end event when the user is deactivated', async () => {
    const user = idOf('project.admin@demo.test');
    const stream = sseReader((await open('/notifications/sse', `test-${user}`)).body);
    await stream.next((e) => e.comment === 'connected');
    expect((await call('PUT', `/users/${user}/activate/false`, { as: 'super@demo.test' })).status).toBe(200);
    try {
      expect((await stream.next((e) => e.event === 'end', 4000)).data).toMatch(/deactivated/);
    } finally {
      await call('PUT', `/users/${user}/activate/true`, { as: 'super@demo.test' });
      await stream.cancel();
    }
  });
});
