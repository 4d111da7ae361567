import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAccess } from '../../access/access';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { projects } from '../projects/tables';
import { auditPage } from './queries';
import { MIN_RETENTION_DAYS, sweepAuditLog } from './retention';
import { auditEntries } from './tables';

const clock = new TestClock('2026-03-02T09:00:00Z');
const { ctx, call, idOf, tokenFor } = setupTestStack({ clock });

interface Entry {
  id: number;
  at: string;
  actor: { kind: string; userId: number | null; name: string | null; email: string | null };
  action: string;
  resource: { kind: string; id: string; name: string };
  organizationId: number | null;
  branchId: number | null;
  projectId: number | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  ip: string | null;
  userAgent: string | null;
}
interface AuditPage {
  items: Entry[];
  nextCursor: number | null;
}

const entries = async (as: string, query = '') =>
  (await call<AuditPage>('GET', `/audit/entries${query}`, { as })).body.items;

let vision = 0;
let fraud = 0;
let research = { organizationId: 0, branchId: 0 };
beforeAll(async () => {
  const find = async (name: string) =>
    (await ctx.database.db.select().from(projects).where(eq(projects.name, name)))[0];
  const visionRow = await find('Vision Lab');
  vision = visionRow?.id ?? 0;
  research = { organizationId: visionRow?.organizationId ?? 0, branchId: visionRow?.branchId ?? 0 };
  fraud = (await find('Fraud Detection'))?.id ?? 0;
});

describe('the audit log', () => {
  it('records a rename with before and after, the actor, where from and where in the tenancy', async () => {
    const res = await call('PUT', `/workspace/project/${vision}`, {
      as: 'org.admin@demo.test',
      body: { name: 'Vision Lab 2' },
      headers: { 'User-Agent': 'audit-test/1.0' },
    });
    expect(res.status).toBe(200);
    const [entry] = await entries('org.admin@demo.test', `?resourceKind=PROJECT&resource=${vision}`);
    expect(entry).toMatchObject({
      action: 'UPDATE',
      actor: { kind: 'USER', userId: idOf('org.admin@demo.test'), email: 'org.admin@demo.test' },
      resource: { kind: 'PROJECT', id: String(vision), name: 'Vision Lab 2' },
      changes: { name: { before: 'Vision Lab', after: 'Vision Lab 2' } },
      projectId: vision,
      userAgent: 'audit-test/1.0',
      at: '2026-03-02T09:00:00.000Z',
    });
    expect(entry?.ip).toMatch(/127\.0\.0\.1/);
    expect(entry?.organizationId).toBeGreaterThan(0);
    await call('PUT', `/workspace/project/${vision}`, { as: 'org.admin@demo.test', body: { name: 'Vision Lab' } });
  });

  it('shows each admin only their scope, and members nothing', async () => {
    await call('PUT', `/workspace/project/${fraud}`, { as: 'org.admin@demo.test', body: { description: 'Cards' } });
    const forOrg = await entries('org.admin@demo.test', '?resourceKind=PROJECT');
    expect(forOrg.map((e) => e.projectId)).toContain(fraud);
    // The branch admin of Research sees Vision Lab's entries, not those of Production's Fraud Detection.
    const forBranch = await entries('branch.admin@demo.test', '?resourceKind=PROJECT');
    expect(forBranch.map((e) => e.projectId)).toContain(vision);
    expect(forBranch.map((e) => e.projectId)).not.toContain(fraud);
    // Asking for the other branch's entries by filter does not widen what they see.
    const asked = await entries('branch.admin@demo.test', `?projectId=${fraud}`);
    expect(asked).toEqual([]);
    expect((await call('GET', '/audit/entries', { as: 'member@demo.test' })).status).toBe(403);
    expect((await call('GET', '/audit/entries/export', { as: 'member@demo.test' })).status).toBe(403);
    const all = await entries('super@demo.test', '?resourceKind=PROJECT');
    expect(all.map((e) => e.projectId)).toEqual(expect.arrayContaining([vision, fraud]));
  });

  it('records API keys without their secret, and a revocation', async () => {
    const base = `/workspace/project/${vision}/ai/inferencing/projects/deployments`;
    const list = await call<{ items: { id: number; name: string }[] }>('GET', base, { as: 'project.admin@demo.test' });
    const deployment = list.body.items[0];
    if (!deployment) throw new Error('no seeded deployment in Vision Lab');
    const created = await call<{ keyId: number; secret: string }>('POST', `${base}/${deployment.id}/key`, {
      as: 'project.admin@demo.test',
      body: { name: 'audit-key' },
    });
    expect(created.status).toBe(201);
    const revoked = await call('DELETE', `${base}/${deployment.id}/key?keyId=${created.body.keyId}`, {
      as: 'project.admin@demo.test',
    });
    expect(revoked.status).toBe(200);
    const keys = await entries('project.admin@demo.test', '?resourceKind=API_KEY');
    expect(keys.map((e) => e.action).slice(0, 2)).toEqual(['KEY_REVOKE', 'KEY_CREATE']);
    const text = JSON.stringify(await entries('super@demo.test'));
    expect(text).not.toContain(created.body.secret);
    expect(text).not.toMatch(/secretHash|secret_hash/);
  });

  it('records role grants and invitations', async () => {
    const invited = await call<{ id: number }>('POST', '/users', {
      as: 'branch.admin@demo.test',
      body: { email: 'new.person@demo.test', name: 'New Person', role: 'MEMBER', ...research, projectId: vision },
    });
    expect(invited.status).toBeLessThan(300);
    const [invite] = await entries('branch.admin@demo.test', '?action=INVITE');
    expect(invite).toMatchObject({ resource: { kind: 'USER', name: 'new.person@demo.test' }, projectId: vision });
    const [mine] = await entries('branch.admin@demo.test', `?actorId=${idOf('branch.admin@demo.test')}`);
    expect(mine?.actor.userId).toBe(idOf('branch.admin@demo.test'));
  });

  it('pages by keyset and filters by date range', async () => {
    const first = (await call<AuditPage>('GET', '/audit/entries?limit=2', { as: 'super@demo.test' })).body;
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1]?.id);
    const second = (
      await call<AuditPage>('GET', `/audit/entries?limit=2&before=${first.nextCursor}`, {
        as: 'super@demo.test',
      })
    ).body;
    expect(second.items[0]?.id).toBeLessThan(first.items[1]?.id ?? 0);
    expect(await entries('super@demo.test', '?from=2026-03-03T00:00:00Z')).toEqual([]);
    const inRange = await entries('super@demo.test', '?from=2026-03-02T00:00:00Z&to=2026-03-03T00:00:00Z');
    expect(inRange.length).toBeGreaterThan(0);
    expect((await call('GET', '/audit/entries?from=yesterday', { as: 'super@demo.test' })).status).toBe(400);
  });

  it('exports the filtered entries as CSV and NDJSON', async () => {
    const csv = await ctx.request(`/audit/entries/export?format=csv&resourceKind=PROJECT&resource=${vision}`, {
      headers: { Authorization: tokenFor('org.admin@demo.test') },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('audit-log.csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,at,actor_kind,actor_name,actor_email/);
    expect(lines.some((l) => l.includes('Vision Lab 2') && l.includes('UPDATE'))).toBe(true);
    expect(lines.slice(1).every((l) => l.includes(',PROJECT,'))).toBe(true);
    const nd = await ctx.request('/audit/entries/export?format=ndjson&action=UPDATE', {
      headers: { Authorization: tokenFor('branch.admin@demo.test') },
    });
    const rows = (await nd.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Entry);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.action === 'UPDATE' && r.projectId !== fraud)).toBe(true);
  });

  it('delivers new entries live when they match the filters', async () => {
    // A change made after the view loaded but before the stream connected is sent first (`after`).
    const [newest] = await entries('org.admin@demo.test');
    await call('PUT', `/workspace/project/${fraud}`, { as: 'org.admin@demo.test', body: { description: 'Missed' } });
    const controller = new AbortController();
    const res = await ctx.request(`/audit/entries/sse?resourceKind=PROJECT&after=${newest?.id}`, {
      headers: { Authorization: tokenFor('org.admin@demo.test'), Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value);
      }
    };
    await until(': connected');
    await until('"Missed"');
    // Not a project: filtered out. Then a project rename arrives.
    await call('PUT', `/workspace/project/${fraud}`, { as: 'org.admin@demo.test', body: { description: 'Live' } });
    await until('"Live"');
    expect(text).toContain('"kind":"PROJECT"');
    controller.abort();
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const db = ctx.database.db;
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal(db.execute(sql`update audit_entries set action = 'DELETE'`))).toMatch(/append-only: UPDATE/);
    expect(await refusal(db.execute(sql`delete from audit_entries`))).toMatch(/append-only: DELETE/);
    expect(await refusal(db.execute(sql`truncate audit_entries`))).toMatch(/append-only: TRUNCATE/);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditEntries);
    expect(count?.n).toBeGreaterThan(0);
  });

  it('keeps entries for the organization’s retention, swept on the clock', async () => {
    const before = await entries('super@demo.test', '?limit=200');
    const acme = before.find((e) => e.projectId === vision)?.organizationId ?? 0;
    expect((await call('GET', `/organizations/${acme}/audit-retention`, { as: 'org.admin@demo.test' })).body).toEqual({
      organizationId: acme,
      days: 365,
    });
    // Below the floor: only a super admin.
    const set = await call('PUT', `/organizations/${acme}/audit-retention`, {
      as: 'super@demo.test',
      body: { days: 30 },
    });
    expect(set.body).toEqual({ organizationId: acme, days: 30 });
    expect(
      (await call('PUT', `/organizations/${acme}/audit-retention`, { as: 'org.admin@demo.test', body: { days: 0 } }))
        .status,
    ).toBe(400);
    expect(
      (await call('PUT', `/organizations/${acme}/audit-retention`, { as: 'branch.admin@demo.test', body: { days: 9 } }))
        .status,
    ).toBe(403);
    // 31 days on, Acme's entries are past retention; the platform's (a year) are not. The record of the change
    // itself is kept for the longer of the two retentions (365 days).
    const swept = await sweepAuditLog(ctx.database.db, new Date('2026-04-02T10:00:00Z'));
    expect(swept).toBeGreaterThan(0);
    const after = await entries('super@demo.test', '?limit=200');
    expect(after.filter((e) => e.organizationId === acme).map((e) => [e.resource.kind, e.changes])).toEqual([
      ['AUDIT_RETENTION', { days: { before: 365, after: 30 } }],
    ]);
    await sweepAuditLog(ctx.database.db, new Date('2027-03-03T10:00:00Z'));
    expect((await entries('super@demo.test', '?limit=200')).filter((e) => e.organizationId === acme)).toEqual([]);
  });

  it('has a floor only a super admin can go below, and keeps each change for the longer of its two retentions', async () => {
    const acme = (await entries('super@demo.test', '?limit=200')).find((e) => e.projectId === vision)?.organizationId;
    const org =
      acme ?? (await ctx.database.db.select().from(projects).where(eq(projects.id, vision)))[0]?.organizationId;
    const put = (as: string, days: number) =>
      call<{ details?: Record<string, unknown> }>('PUT', `/organizations/${org}/audit-retention`, {
        as,
        body: { days },
      });
    for (const days of [1, 30, MIN_RETENTION_DAYS - 1]) {
      const refused = await put('org.admin@demo.test', days);
      expect(refused.status, String(days)).toBe(400);
      expect(refused.body.details?.days, String(days)).toEqual([expect.stringMatching(/super admin/)]);
    }
    expect((await put('org.admin@demo.test', MIN_RETENTION_DAYS)).status).toBe(200);
    expect((await put('org.admin@demo.test', 400)).status).toBe(200);
    // Shortened from 400 to the floor: the record of that stays 400 days, though the log keeps 90.
    expect((await put('org.admin@demo.test', MIN_RETENTION_DAYS)).status).toBe(200);
    const now = clock.now().getTime();
    const later = (days: number) => new Date(now + days * 24 * 60 * 60 * 1000);
    const kept = async () =>
      (await entries('super@demo.test', '?limit=200'))
        .filter((e) => e.organizationId === org && e.resource.kind === 'AUDIT_RETENTION')
        .map((e) => e.changes?.days);
    await sweepAuditLog(ctx.database.db, later(MIN_RETENTION_DAYS + 5));
    // 30 -> 90 is past both; 90 -> 400 and 400 -> 90 are kept for 400 days.
    expect(await kept()).toEqual([
      { before: 400, after: MIN_RETENTION_DAYS },
      { before: MIN_RETENTION_DAYS, after: 400 },
    ]);
    await sweepAuditLog(ctx.database.db, later(401));
    expect(await kept()).toEqual([]);
  });
});

describe('the audit list, written by the database', () => {
  it('answers each entry and the cursor as the reference maps them, for every caller and filter', async () => {
    // Entries of every level of the tenancy, with changes and where they came from.
    const some = await ctx.database.db.select({ id: projects.id }).from(projects).limit(6);
    for (const [i, p] of some.entries()) {
      const res = await call('PUT', `/workspace/project/${p.id}`, {
        as: 'super@demo.test',
        body: { description: `Written by the database ${i}` },
        headers: { 'User-Agent': `audit-list/${i}` },
      });
      expect(res.status).toBe(200);
    }
    let compared = 0;
    for (const email of [
      'super@demo.test',
      'org.admin@demo.test',
      'branch.admin@demo.test',
      'project.admin@demo.test',
    ]) {
      const access = await loadAccess(ctx.database.db, idOf(email));
      if (!access) throw new Error(`no access for ${email}`);
      for (const filters of [
        {},
        { action: 'UPDATE' as const },
        { resource: 'a' },
        { resourceKind: 'PROJECT' as const },
      ])
        for (const limit of [3, 50]) {
          let before: number | undefined;
          for (let page = 0; page < 4; page++) {
            const f = { ...filters, limit, ...(before !== undefined ? { before } : {}) };
            const query = Object.entries(f)
              .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
              .join('&');
            const res = await call<AuditPage>('GET', `/audit/entries?${query}`, { as: email });
            expect(res.status, `${email} ${query}`).toBe(200);
            const reference = await auditPage(ctx.database.db, access, f);
            expect(res.body, `${email} ${query}`).toEqual(JSON.parse(JSON.stringify(reference)));
            compared += reference.items.length;
            if (reference.nextCursor === null) break;
            before = reference.nextCursor;
          }
        }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
