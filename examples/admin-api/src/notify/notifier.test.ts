import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccesses, type Scope } from '../access/access';
import { projects } from '../areas/projects/tables';
import { roleAssignments, users } from '../areas/users/tables';
import { type Database, openDatabase } from '../db/database';
import { seedDatabase } from '../seed/seed';
import { concernedAccesses, concernedUsers } from './notifier';

let database: Database;
const scopes: Scope[] = [{ level: 'global' }];
let someone = 0;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db, async (p) => `test-hash:${p}`);
  const { db } = database;
  // Every organization, branch and project of the seed.
  for (const p of await db.select().from(projects)) {
    scopes.push(
      { level: 'organization', organizationId: p.organizationId },
      { level: 'branch', organizationId: p.organizationId, branchId: p.branchId },
      { level: 'project', organizationId: p.organizationId, branchId: p.branchId, projectId: p.id },
    );
  }
  // A deactivated admin: still a recipient (the notice is stored), without access (no role-dependent link).
  const [admin] = await db.select().from(roleAssignments).where(eq(roleAssignments.role, 'ADMIN')).limit(1);
  if (!admin) throw new Error('the seed has no admin');
  await db.update(users).set({ active: false }).where(eq(users.id, admin.userId));
  const [member] = await db.select().from(roleAssignments).where(eq(roleAssignments.role, 'MEMBER')).limit(1);
  someone = member?.userId ?? 0;
});
afterAll(async () => {
  await database?.close();
});

describe('the recipients of a notice with a role-dependent link', () => {
  it('are those concerned plus the extra users, with the access of each active one, as the separate reads find', async () => {
    expect(scopes.length).toBeGreaterThan(3);
    for (const scope of scopes) {
      for (const extra of [[], [someone], [someone, 999_999]]) {
        const { recipients, accesses } = await concernedAccesses(database.db, scope, extra);
        const expected = [...new Set([...(await concernedUsers(database.db, scope)), ...extra])];
        expect(new Set(recipients), JSON.stringify(scope)).toEqual(new Set(expected));
        expect(recipients).toHaveLength(expected.length);
        expect(accesses).toEqual(await loadAccesses(database.db, expected));
      }
    }
  });

  it('leave out whom the scope does not concern', async () => {
    const project = scopes.find((s) => s.level === 'project') as Extract<Scope, { level: 'project' }>;
    const { recipients } = await concernedAccesses(database.db, project);
    const members = await database.db.select().from(roleAssignments);
    // A member of another project of the same branch is not told of this one.
    const outsider = members.find(
      (m) =>
        m.role === 'MEMBER' &&
        m.projectId !== null &&
        m.projectId !== project.projectId &&
        !members.some((o) => o.userId === m.userId && (o.projectId === project.projectId || o.role === 'ADMIN')),
    );
    if (outsider) expect(recipients).not.toContain(outsider.userId);
    expect(recipients.length).toBeGreaterThan(0);
  });
});
