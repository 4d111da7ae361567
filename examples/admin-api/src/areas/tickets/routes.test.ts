import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { notifications } from '../notifications/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';

// Monday 2026-01-05 09:00 UTC.
const clock = new TestClock();
const { ctx, call, idOf } = setupTestStack({ clock });

interface Ticket {
  id: number;
  status: string;
  priority: string;
  requester: { id: number };
  assignee: { id: number } | null;
  slaPolicyId: number | null;
  firstResponseDueAt: string | null;
  resolutionDueAt: string | null;
  firstRespondedAt: string | null;
  firstResponseBreached: boolean;
  resolutionBreached: boolean;
  slaPausedSince: string | null;
  canWork: boolean;
}
interface Page<T> {
  items: T[];
  total: number;
}

const ids = { acme: 0, globex: 0, vision: 0, research: 0, speech: 0 };
let policyId = 0;

const utcPolicy = (over: Record<string, unknown> = {}) => ({
  organizationId: ids.acme,
  name: 'UTC desk',
  isDefault: true,
  targets: [
    { priority: 'CRITICAL', firstResponseMinutes: 60, resolutionMinutes: 240 },
    { priority: 'HIGH', firstResponseMinutes: 120, resolutionMinutes: 480 },
    { priority: 'MEDIUM', firstResponseMinutes: 240, resolutionMinutes: 960 },
    { priority: 'LOW', firstResponseMinutes: 480, resolutionMinutes: 1920 },
  ],
  businessHours: { timeZone: 'UTC', weekDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'], start: '09:00', end: '17:00' },
  holidays: ['2026-01-06'],
  ...over,
});

const open = (as: string, over: Record<string, unknown> = {}) =>
  call<Ticket>('POST', '/support/tickets', {
    as,
    body: {
      organizationId: ids.acme,
      projectId: ids.vision,
      subject: 'Notebook does not start',
      description: 'It stays pending.',
      category: 'INCIDENT',
      priority: 'CRITICAL',
      ...over,
    },
  });

beforeAll(async () => {
  const db = ctx.database.db;
  const org = async (name: string) => (await db.select().from(organizations).where(eq(organizations.name, name)))[0];
  const project = async (name: string) => (await db.select().from(projects).where(eq(projects.name, name)))[0];
  ids.acme = (await org('Acme AI'))?.id ?? 0;
  ids.globex = (await org('Globex'))?.id ?? 0;
  const vision = await project('Vision Lab');
  ids.vision = vision?.id ?? 0;
  ids.research = vision?.branchId ?? 0;
  ids.speech = (await project('Speech Lab'))?.id ?? 0;
  const created = await call<{ id: number }>('POST', '/support/sla-policies', {
    as: 'org.admin@demo.test',
    body: utcPolicy(),
  });
  expect(created.status).toBe(201);
  policyId = created.body.id;
});

describe('SLA policies', () => {
  it('are managed by organization admins and wider only', async () => {
    const body = utcPolicy({ name: 'Branch try' });
    expect((await call('POST', '/support/sla-policies', { as: 'branch.admin@demo.test', body })).status).toBe(403);
    expect(
      (await call('PUT', `/support/sla-policies/${policyId}`, { as: 'branch.admin@demo.test', body: { name: 'X' } }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `/support/sla-policies/${policyId}`, { as: 'member@demo.test' })).status).toBe(403);
    // Members of the organization read them; outsiders do not see them at all.
    expect((await call('GET', `/support/sla-policies/${policyId}`, { as: 'member@demo.test' })).status).toBe(200);
    expect((await call('GET', `/support/sla-policies/${policyId}`, { as: 'greta@globex.test' })).status).toBe(404);
    const page = await call<Page<{ id: number }>>('GET', '/support/sla-policies', { as: 'nobody@demo.test' });
    expect(page.body.total).toBe(0);
  });

  it('refuses bad input with errors keyed by field', async () => {
    const bad = await call<{ details: Record<string, string> }>('POST', '/support/sla-policies', {
      as: 'org.admin@demo.test',
      body: utcPolicy({
        name: 'Broken',
        targets: [{ priority: 'CRITICAL', firstResponseMinutes: 60, resolutionMinutes: 30 }],
        businessHours: { timeZone: 'Mars/Olympus', weekDays: ['MON'], start: '18:00', end: '09:00' },
        holidays: ['2026-02-30'],
      }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details)).toEqual(
      expect.arrayContaining([
        'targets',
        'targets.0.resolutionMinutes',
        'businessHours.timeZone',
        'businessHours.end',
        'holidays.0',
      ]),
    );
    const duplicate = await call('POST', '/support/sla-policies', { as: 'org.admin@demo.test', body: utcPolicy() });
    expect(duplicate.status).toBe(409);
  });
});

describe('tickets', () => {
  it('get due times from the organization’s default policy on business hours, skipping a holiday', async () => {
    // Monday 09:00 UTC; critical: 60 min to respond, 240 to resolve.
    const res = await open('member@demo.test');
    expect(res.status).toBe(201);
    expect(res.body.slaPolicyId).toBe(policyId);
    expect(res.body.firstResponseDueAt).toBe('2026-01-05T10:00:00.000Z');
    expect(res.body.resolutionDueAt).toBe('2026-01-05T13:00:00.000Z');
    expect(res.body.canWork).toBe(false);
    const late = await open('member@demo.test', { priority: 'LOW' });
    // 480 min fills Monday; 1920 min is four working days, and Tuesday is a holiday.
    expect(late.body.firstResponseDueAt).toBe('2026-01-05T17:00:00.000Z');
    expect(late.body.resolutionDueAt).toBe('2026-01-09T17:00:00.000Z');
  });

  it('are seen by their requester and the admins of their scope, nobody else', async () => {
    const mine = await open('member@demo.test', { subject: 'Only for the desk' });
    const id = mine.body.id;
    for (const who of [
      'member@demo.test',
      'project.admin@demo.test',
      'branch.admin@demo.test',
      'org.admin@demo.test',
      'super@demo.test',
    ])
      expect((await call('GET', `/support/tickets/${id}`, { as: who })).status, who).toBe(200);
    for (const who of ['nobody@demo.test', 'greta@globex.test'])
      expect((await call('GET', `/support/tickets/${id}`, { as: who })).status, who).toBe(404);
    // A branch ticket is beyond a project admin.
    const branchTicket = await open('project.admin@demo.test', { projectId: undefined, branchId: ids.research });
    expect(branchTicket.status).toBe(201);
    const byMember = await call('GET', `/support/tickets/${branchTicket.body.id}`, { as: 'member@demo.test' });
    expect(byMember.status).toBe(404);
    const page = await call<Page<Ticket>>('GET', `/support/tickets?projectId=${ids.vision}`, {
      as: 'member@demo.test',
    });
    expect(page.body.items.every((t) => t.requester.id === idOf('member@demo.test'))).toBe(true);
    // Nobody opens a ticket for a scope they have no role in.
    expect((await open('member@demo.test', { organizationId: ids.globex, projectId: undefined })).status).toBe(403);
  });

  it('refuse bad input, a foreign scope mix and work by the requester', async () => {
    expect((await open('member@demo.test', { subject: '' })).status).toBe(400);
    expect((await open('member@demo.test', { priority: 'URGENT' })).status).toBe(400);
    expect((await open('member@demo.test', { organizationId: ids.globex })).status).toBe(400);
    const t = await open('member@demo.test');
    const assign = await call('PUT', `/support/tickets/${t.body.id}`, {
      as: 'member@demo.test',
      body: { assigneeId: idOf('org.admin@demo.test') },
    });
    expect(assign.status).toBe(403);
    const notAdmin = await call<{ details: Record<string, string> }>('PUT', `/support/tickets/${t.body.id}`, {
      as: 'org.admin@demo.test',
      body: { assigneeId: idOf('member@demo.test') },
    });
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.details.assigneeId).toBeTruthy();
    expect(
      (await call('POST', `/support/tickets/${t.body.id}/comments`, { as: 'member@demo.test', body: { body: '  ' } }))
        .status,
    ).toBe(400);
  });

  it('are worked: assign, comment as first response, status history, notifications to the people involved', async () => {
    const t = await open('member@demo.test', { subject: 'Worked ticket' });
    const id = t.body.id;
    const admin = idOf('org.admin@demo.test');
    const assigned = await call<Ticket>('PUT', `/support/tickets/${id}`, {
      as: 'org.admin@demo.test',
      body: { assigneeId: admin, status: 'IN_PROGRESS' },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee?.id).toBe(admin);
    await clock.advance(10 * 60_000);
    const comment = await call('POST', `/support/tickets/${id}/comments`, {
      as: 'org.admin@demo.test',
      body: { body: 'On it <b>now</b>' },
    });
    expect(comment.status).toBe(201);
    const after = await call<Ticket>('GET', `/support/tickets/${id}`, { as: 'member@demo.test' });
    expect(after.body.firstRespondedAt).toBe(clock.now().toISOString());
    const thread = await call<{ body: string }[]>('GET', `/support/tickets/${id}/comments`, { as: 'member@demo.test' });
    expect(thread.body.map((c) => c.body)).toEqual(['On it <b>now</b>']);
    const history = await call<{ field: string; to: string }[]>('GET', `/support/tickets/${id}/history`, {
      as: 'member@demo.test',
    });
    expect(history.body.map((h) => `${h.field}:${h.to}`)).toEqual(['STATUS:IN_PROGRESS', 'ASSIGNEE:Olga Org']);
    const inbox = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, idOf('member@demo.test')));
    const types = inbox.map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['ticket.status-changed', 'ticket.assigned', 'ticket.commented']));
    const link = inbox.find((n) => n.type === 'ticket.commented')?.link;
    expect(link).toBe(`/project-member-module/ticket/detail/${id}`);
  });

  it('breach on the clock: the SLA clock flags the ticket when its due time passes and tells the people', async () => {
    const t = await open('member@demo.test', { subject: 'Will breach' });
    const due = Date.parse(t.body.firstResponseDueAt ?? '');
    expect(due).toBe(clock.now().getTime() + 60 * 60_000);
    expect(t.body.firstResponseBreached).toBe(false);
    await clock.advance(60 * 60_000);
    const after = await call<Ticket>('GET', `/support/tickets/${t.body.id}`, { as: 'member@demo.test' });
    expect(after.body.firstResponseBreached).toBe(true);
    expect(after.body.resolutionBreached).toBe(false);
    const breached = await call<Page<Ticket>>('GET', '/support/tickets?breached=true', { as: 'org.admin@demo.test' });
    expect(breached.body.items.map((x) => x.id)).toContain(t.body.id);
    const inbox = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, idOf('org.admin@demo.test')));
    expect(inbox.some((n) => n.type === 'ticket.breached' && n.content.includes('Will breach'))).toBe(true);
  });

  it('pause the resolution clock while waiting on the requester, and resume it when they answer', async () => {
    const t = await open('member@demo.test', { subject: 'Waits on the requester' });
    const id = t.body.id;
    const waiting = await call<Ticket>('PUT', `/support/tickets/${id}`, {
      as: 'org.admin@demo.test',
      body: { status: 'WAITING_ON_CUSTOMER' },
    });
    expect(waiting.body.slaPausedSince).toBe(clock.now().toISOString());
    // Past the due time the ticket had, yet it does not breach while it waits.
    await clock.advance(Date.parse(t.body.resolutionDueAt ?? '') - clock.now().getTime() + 60_000);
    const held = await call<Ticket>('GET', `/support/tickets/${id}`, { as: 'org.admin@demo.test' });
    expect(held.body.resolutionBreached).toBe(false);

    const reply = await call('POST', `/support/tickets/${id}/comments`, {
      as: 'member@demo.test',
      body: { body: 'Here is the log you asked for.' },
    });
    expect(reply.status).toBe(201);
    const resumed = await call<Ticket>('GET', `/support/tickets/${id}`, { as: 'org.admin@demo.test' });
    expect(resumed.body.status).toBe('IN_PROGRESS');
    expect(resumed.body.slaPausedSince).toBeNull();
    expect(resumed.body.resolutionBreached).toBe(false);
    expect(Date.parse(resumed.body.resolutionDueAt ?? '')).toBeGreaterThan(clock.now().getTime());
    const history = await call<{ field: string; to: string }[]>('GET', `/support/tickets/${id}/history`, {
      as: 'member@demo.test',
    });
    expect(history.body.map((h) => `${h.field}:${h.to}`)).toEqual(['STATUS:WAITING_ON_CUSTOMER', 'STATUS:IN_PROGRESS']);
    // Several clock moves and SLA passes: more than the default 30 s beside the browser tests of a loaded CI run.
  }, 90_000);

  it('follow a policy edit: new targets move the due time of open tickets', async () => {
    const t = await open('member@demo.test', { subject: 'Policy edit' });
    const openedAt = clock.now().getTime();
    expect(Date.parse(t.body.firstResponseDueAt ?? '')).toBe(openedAt + 60 * 60_000);
    const targets = utcPolicy().targets.map((x) =>
      x.priority === 'CRITICAL' ? { ...x, firstResponseMinutes: 30 } : x,
    );
    const edit = await call('PUT', `/support/sla-policies/${policyId}`, {
      as: 'org.admin@demo.test',
      body: { targets },
    });
    expect(edit.status).toBe(200);
    const after = await call<Ticket>('GET', `/support/tickets/${t.body.id}`, { as: 'member@demo.test' });
    expect(Date.parse(after.body.firstResponseDueAt ?? '')).toBe(openedAt + 30 * 60_000);
  });
});

describe('ticket dashboard', () => {
  it('counts the scope’s tickets by status and priority with breaches and a daily trend', async () => {
    const res = await call<{
      total: number;
      open: number;
      breached: number;
      byStatus: { status: string; count: number }[];
      trend: { date: string; opened: number }[];
      meanFirstResponseMinutes: number | null;
    }>('GET', `/support/ticket-dashboard?projectId=${ids.vision}&from=2026-01-05&to=2026-01-08`, {
      as: 'project.admin@demo.test',
    });
    expect(res.status).toBe(200);
    expect(res.body.trend.map((d) => d.date)).toEqual(['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08']);
    expect(res.body.trend[0]?.opened).toBeGreaterThan(0);
    expect(res.body.breached).toBeGreaterThan(0);
    expect(res.body.byStatus.reduce((n, s) => n + s.count, 0)).toBe(res.body.total);
    expect(res.body.meanFirstResponseMinutes).toBe(10);
    expect(
      (await call('GET', `/support/ticket-dashboard?projectId=${ids.vision}`, { as: 'member@demo.test' })).status,
    ).toBe(403);
    expect(
      (
        await call('GET', `/support/ticket-dashboard?projectId=${ids.vision}&from=2026-01-09&to=2026-01-01`, {
          as: 'project.admin@demo.test',
        })
      ).status,
    ).toBe(400);
  });
});
