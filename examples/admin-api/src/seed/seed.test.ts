import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../areas/notifications/tables';
import { projectServices, projects } from '../areas/projects/tables';
import { roleAssignments, users } from '../areas/users/tables';
import { type Database, openDatabase } from '../db/database';
import demo from './demo-accounts.json';
import { seedDatabase } from './seed';

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('creates the demo tenant once and is a no-op the second time', async () => {
    const hash = async (p: string) => `hashed:${p}`;
    expect(await seedDatabase(database.db, hash)).toBe(true);
    expect(await seedDatabase(database.db, hash)).toBe(false);
    const [row] = await database.db.select({ n: count() }).from(projects);
    expect(row?.n).toBe(6);
  });

  it('gives every demo account the hashed demo password', async () => {
    const rows = await database.db.select().from(users);
    for (const account of demo.accounts) {
      const user = rows.find((u) => u.email === account.email);
      expect(user?.passwordHash).toBe(`hashed:${demo.password}`);
    }
  });

  it('puts the notebook hub in Vision Lab and no service in Speech Lab', async () => {
    const [vision] = await database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
    const [speech] = await database.db.select().from(projects).where(eq(projects.name, 'Speech Lab'));
    if (!vision || !speech) throw new Error('seed projects missing');
    const visionServices = await database.db
      .select()
      .from(projectServices)
      .where(eq(projectServices.projectId, vision.id));
    expect(visionServices.map((s) => s.serviceId)).toContain(5);
    const speechServices = await database.db
      .select()
      .from(projectServices)
      .where(eq(projectServices.projectId, speech.id));
    expect(speechServices).toHaveLength(0);
    const members = await database.db.select().from(roleAssignments).where(eq(roleAssignments.projectId, vision.id));
    expect(members.map((m) => m.role).sort()).toEqual(['ADMIN', 'MEMBER']);
  });

  it('leaves both read and unread notifications', async () => {
    const rows = await database.db.select().from(notifications);
    expect(rows.some((n) => n.read)).toBe(true);
    expect(rows.some((n) => !n.read)).toBe(true);
  });
});
