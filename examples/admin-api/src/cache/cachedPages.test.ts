import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../areas/notifications/tables';
import { favorites, projectServices, projects } from '../areas/projects/tables';
import { roleAssignments } from '../areas/users/tables';
import { setupTestStack } from '../testing/harness';

// Project pages and unread counts are cached until the database announces a change to a table they were
// read from. Each test warms the cache, changes the data behind the API's back (as a background job or
// another instance would: no request here clears anything) and expects the very next read to show it.
const { ctx, call, idOf } = setupTestStack();

interface Project {
  id: number;
  name: string;
  isFavorite: boolean;
  isAdmin: boolean;
  services: { serviceId: number; status: 'PROVISIONING' | 'READY' | 'FAILED' }[];
}
type Page = { items: Project[]; total: number };

const list = async (as: string, query = '') => (await call<Page>('GET', `/workspace/project${query}`, { as })).body;
const twice = async (as: string, query = '') => {
  await list(as, query);
  return list(as, query);
};

describe('cached project pages', () => {
  it('show a change made outside any request at once', async () => {
    const before = await twice('super@demo.test');
    const first = before.items[0] as Project;
    await ctx.database.db.update(projects).set({ name: 'Renamed elsewhere' }).where(eq(projects.id, first.id));
    expect((await list('super@demo.test')).items[0]?.name).toBe('Renamed elsewhere');
    await ctx.database.db.update(projects).set({ name: first.name }).where(eq(projects.id, first.id));
    expect((await list('super@demo.test')).items[0]?.name).toBe(first.name);
  });

  it("show a service's new status once a background job changed it", async () => {
    const page = await twice('super@demo.test', '?search=Vision');
    const vision = page.items[0] as Project;
    const service = vision.services[0];
    if (!service) throw new Error('Vision Lab has no services');
    const where = and(eq(projectServices.projectId, vision.id), eq(projectServices.serviceId, service.serviceId));
    await ctx.database.db.update(projectServices).set({ status: 'FAILED' }).where(where);
    const after = await list('super@demo.test', '?search=Vision');
    expect(after.items[0]?.services.find((s) => s.serviceId === service.serviceId)?.status).toBe('FAILED');
    await ctx.database.db.update(projectServices).set({ status: service.status }).where(where);
  });

  it("never hand one user another user's page", async () => {
    const vision = (await twice('super@demo.test', '?search=Vision')).items[0] as Project;
    await ctx.database.db.insert(favorites).values({ userId: idOf('super@demo.test'), projectId: vision.id });
    expect((await list('super@demo.test', '?search=Vision')).items[0]?.isFavorite).toBe(true);
    // Same query, another caller: their own favorites and rights, never the cached page of the first.
    const member = await list('member@demo.test', '?search=Vision');
    expect(member.items[0]).toMatchObject({ id: vision.id, isFavorite: false, isAdmin: false });
    await ctx.database.db.delete(favorites).where(eq(favorites.userId, idOf('super@demo.test')));
    expect((await list('super@demo.test', '?search=Vision')).items[0]?.isFavorite).toBe(false);
  });

  it('drop a project from the list as soon as the role that showed it is revoked', async () => {
    const member = idOf('member@demo.test');
    const seen = await twice('member@demo.test');
    expect(seen.items.map((p) => p.name)).toEqual(['Vision Lab']);
    const held = await ctx.database.db.select().from(roleAssignments).where(eq(roleAssignments.userId, member));
    await ctx.database.db.delete(roleAssignments).where(eq(roleAssignments.userId, member));
    expect(await list('member@demo.test')).toMatchObject({ items: [], total: 0 });
    await ctx.database.db.insert(roleAssignments).values(held);
    expect((await list('member@demo.test')).items.map((p) => p.name)).toEqual(['Vision Lab']);
  });
});

describe('cached unread count', () => {
  it('counts a notification stored outside any request at once', async () => {
    const info = async () =>
      (await call<{ totalUnreadNotification: number }>('GET', '/users/info', { as: 'member@demo.test' })).body;
    await info();
    const { totalUnreadNotification: before } = await info();
    await ctx.database.db.insert(notifications).values({
      userId: idOf('member@demo.test'),
      type: 'system.notice',
      category: 'SYSTEM',
      severity: 'info',
      title: 'Stored by a job',
      content: 'Nobody asked the API',
    });
    expect((await info()).totalUnreadNotification).toBe(before + 1);
    await ctx.database.db
      .update(notifications)
      .set({ read: true })
      .where(eq(notifications.userId, idOf('member@demo.test')));
    expect((await info()).totalUnreadNotification).toBe(0);
  });
});
