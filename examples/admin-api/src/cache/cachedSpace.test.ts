import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { projects } from '../areas/projects/tables';
import { roleAssignments } from '../areas/users/tables';
import { setupTestStack } from '../testing/harness';

// The user space the console asks for right after every sign-in: read into the read cache as the sign-in form
// succeeds (the identity provider calls the app's warmSignIn), reused until a table it was read from changes.
const { ctx, call, idOf } = setupTestStack();

interface Space {
  isSuperAdmin: boolean;
  organizations: { id: number; branches: { id: number; projects: { id: number; name: string }[] }[] }[];
}

const projectsIn = (space: Space) => space.organizations.flatMap((o) => o.branches.flatMap((b) => b.projects));

describe("the caller's space after a sign-in", () => {
  it('is read when the provider says who signed in, so the request reads nothing from the database', async () => {
    const member = idOf('member@demo.test');
    await ctx.app.warmSignIn(member);
    const select = vi.spyOn(ctx.database.db, 'select');
    try {
      const space = await call<Space>('GET', '/users/space', { as: 'member@demo.test' });
      expect(space.status).toBe(200);
      expect(projectsIn(space.body).length).toBeGreaterThan(0);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it('shows a change to its projects and to the roles behind it at once', async () => {
    const member = idOf('member@demo.test');
    await ctx.app.warmSignIn(member);
    const before = (await call<Space>('GET', '/users/space', { as: 'member@demo.test' })).body;
    const project = projectsIn(before)[0];
    if (!project) throw new Error('the member sees no project');
    await ctx.database.db.update(projects).set({ name: 'Renamed elsewhere' }).where(eq(projects.id, project.id));
    const renamed = (await call<Space>('GET', '/users/space', { as: 'member@demo.test' })).body;
    expect(projectsIn(renamed).find((p) => p.id === project.id)?.name).toBe('Renamed elsewhere');
    await ctx.database.db.update(projects).set({ name: project.name }).where(eq(projects.id, project.id));
    // The member's roles gone (behind the API's back): the space the cache held is not answered again.
    const roles = await ctx.database.db.select().from(roleAssignments).where(eq(roleAssignments.userId, member));
    await ctx.database.db.delete(roleAssignments).where(eq(roleAssignments.userId, member));
    try {
      const emptied = await call<Space>('GET', '/users/space', { as: 'member@demo.test' });
      expect(emptied.status).toBe(200);
      expect(projectsIn(emptied.body)).toEqual([]);
    } finally {
      await ctx.database.db.insert(roleAssignments).values(roles);
    }
  });
});
