import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import type { Notifier } from '../../notify/notifier';
import { seedDatabase } from '../../seed/seed';
import { TestClock } from '../../sim/clock';
import { users } from '../users/tables';
import { createProvisioner } from './provisioner';
import { projectServices, projects } from './tables';

let database: Database;
let project: { id: number; organizationId: number; branchId: number };
let actorId: number;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db, async (p) => `test-hash:${p}`);
  const [row] = await database.db.select().from(projects).limit(1);
  if (!row) throw new Error('the seed has no project');
  project = row;
  const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
  actorId = user?.id ?? 0;
  // A service of the project to provision again; the seed's are READY.
  await database.db
    .insert(projectServices)
    .values({ projectId: project.id, serviceId: 2, status: 'READY' })
    .onConflictDoNothing();
});
afterAll(async () => {
  await database?.close();
});

const statusOf = async () => {
  const [row] = await database.db
    .select({ status: projectServices.status, nextAt: projectServices.nextAt })
    .from(projectServices)
    .where(and(eq(projectServices.projectId, project.id), eq(projectServices.serviceId, 2)));
  return row;
};

function fakeNotifier() {
  const notifyScope = vi.fn<Notifier['notifyScope']>(async () => {});
  return { notifier: { notifyScope } as unknown as Notifier, notifyScope };
}

describe('createProvisioner', () => {
  it('moves a service to READY when its delay has passed on the clock, and tells who asked', async () => {
    const clock = new TestClock('2026-03-02T09:00:00Z');
    const { notifier, notifyScope } = fakeNotifier();
    const provisioner = createProvisioner({ db: database.db, notifier, clock, delayMs: 60_000 });
    await provisioner.start();
    await provisioner.schedule(project.id, 2, actorId);
    expect(await statusOf()).toMatchObject({ status: 'PROVISIONING' });

    await clock.advance(59_000);
    expect((await statusOf())?.status).toBe('PROVISIONING');
    await clock.advance(1_000);
    await provisioner.stop();

    expect(await statusOf()).toEqual({ status: 'READY', nextAt: null });
    expect(notifyScope).toHaveBeenCalledTimes(1);
    const [scope, input, extra] = notifyScope.mock.calls[0] ?? [];
    const { organizationId, branchId } = project;
    expect(scope).toEqual({ level: 'project', organizationId, branchId, projectId: project.id });
    expect(input).toMatchObject({ category: 'SERVICE', severity: 'success' });
    expect(extra).toEqual([actorId]);
  });

  it('finishes work scheduled before a restart, once, when the next instance starts', async () => {
    const clock = new TestClock('2026-03-02T10:00:00Z');
    const before = fakeNotifier();
    const first = createProvisioner({ db: database.db, notifier: before.notifier, clock, delayMs: 60_000 });
    await first.start();
    await first.schedule(project.id, 2, actorId);
    await first.stop(); // the server goes down with the work pending

    await clock.advance(120_000);
    const after = fakeNotifier();
    const second = createProvisioner({ db: database.db, notifier: after.notifier, clock, delayMs: 60_000 });
    await second.start(); // catches up on start
    await second.stop();

    expect((await statusOf())?.status).toBe('READY');
    expect(before.notifyScope).not.toHaveBeenCalled();
    expect(after.notifyScope).toHaveBeenCalledTimes(1);
  });
});
