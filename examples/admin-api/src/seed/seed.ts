import { eq, sql } from 'drizzle-orm';
import { branches } from '../areas/branches/tables';
import { seedClusters } from '../areas/clusters';
import { seedCosts } from '../areas/costs';
import { seedDeployments } from '../areas/deployments';
import { seedModels } from '../areas/models';
import { seedNotebooks } from '../areas/notebooks';
import { notifications } from '../areas/notifications/tables';
import { organizations } from '../areas/organizations/tables';
import { ServiceId, serviceCatalogue } from '../areas/projects';
import { projectServices, projects, services } from '../areas/projects/tables';
import { seedQuotas } from '../areas/quotas';
import { seedSupport } from '../areas/tickets';
import { roleAssignments, users } from '../areas/users/tables';
import type { Db } from '../db/database';
import { notice } from '../notify/messages';
import demo from './demo-accounts.json';

const S = ServiceId;

/** The demo tenant: Acme AI (two branches) and Globex (one branch). */
const tenant = [
  {
    name: 'Acme AI',
    description: 'Applied machine learning for industry.',
    contactEmail: 'ops@acme.test',
    branches: [
      {
        name: 'Research',
        location: 'Zurich',
        projects: [
          { name: 'Vision Lab', services: [S.ContainerRegistry, S.SourceRepository, S.ObjectStorage, S.NotebookHub] },
          { name: 'Speech Lab', services: [] },
          { name: 'Language Models', services: [S.ObjectStorage, S.AiInferencing] },
        ],
      },
      {
        name: 'Production',
        location: 'Frankfurt',
        projects: [
          {
            name: 'Fraud Detection',
            services: [S.ContainerRegistry, S.SourceRepository, S.ContinuousDelivery, S.AiInferencing],
          },
          { name: 'Recommendations', services: [S.ContainerRegistry, S.ObjectStorage, S.ContinuousDelivery] },
        ],
      },
    ],
  },
  {
    name: 'Globex',
    description: 'Logistics and forecasting.',
    contactEmail: 'it@globex.test',
    branches: [
      {
        name: 'Headquarters',
        location: 'Springfield',
        projects: [{ name: 'Demand Forecast', services: [S.ContainerRegistry, S.SourceRepository, S.ObjectStorage] }],
      },
    ],
  },
];

type Assignment = { org: string; branch?: string; project?: string; role: 'ADMIN' | 'MEMBER' };

/** Who holds which role; keyed by email. The accounts themselves come from demo-accounts.json. */
const assignments: Record<string, Assignment[]> = {
  'org.admin@demo.test': [{ org: 'Acme AI', role: 'ADMIN' }],
  'branch.admin@demo.test': [{ org: 'Acme AI', branch: 'Research', role: 'ADMIN' }],
  'project.admin@demo.test': [{ org: 'Acme AI', branch: 'Research', project: 'Vision Lab', role: 'ADMIN' }],
  'member@demo.test': [{ org: 'Acme AI', branch: 'Research', project: 'Vision Lab', role: 'MEMBER' }],
  'gil@globex.test': [{ org: 'Globex', role: 'ADMIN' }],
  'greta@globex.test': [{ org: 'Globex', branch: 'Headquarters', project: 'Demand Forecast', role: 'MEMBER' }],
};

/** Other-tenant people, invited but never signed in (no password): they make the tenants distinct. */
const globexPeople = [
  { email: 'gil@globex.test', name: 'Gil Globex' },
  { email: 'greta@globex.test', name: 'Greta Green' },
];

/** Inserts the service catalogue (always) and the demo tenant (only into an empty database). */
export async function seedDatabase(db: Db, hashPassword: (password: string) => Promise<string>): Promise<boolean> {
  await db.insert(services).values(serviceCatalogue).onConflictDoNothing();
  const passwordHash = await hashPassword(demo.password);
  return db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL seed once: the lock serialises them, the check skips.
    await tx.execute(sql`select pg_advisory_xact_lock(4242002)`);
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'super@demo.test'));
    if (existing.length > 0) return false;
    const ids = new Map<string, { org: number; branch?: number; project?: number }>();
    for (const org of tenant) {
      const [o] = await tx
        .insert(organizations)
        .values({ name: org.name, description: org.description, contactEmail: org.contactEmail })
        .returning({ id: organizations.id });
      if (!o) throw new Error('seed: organization insert returned nothing');
      ids.set(org.name, { org: o.id });
      for (const br of org.branches) {
        const [b] = await tx
          .insert(branches)
          .values({ organizationId: o.id, name: br.name, location: br.location })
          .returning({ id: branches.id });
        if (!b) throw new Error('seed: branch insert returned nothing');
        ids.set(`${org.name}/${br.name}`, { org: o.id, branch: b.id });
        for (const pr of br.projects) {
          const [p] = await tx
            .insert(projects)
            .values({ organizationId: o.id, branchId: b.id, name: pr.name })
            .returning({ id: projects.id });
          if (!p) throw new Error('seed: project insert returned nothing');
          ids.set(`${org.name}/${br.name}/${pr.name}`, { org: o.id, branch: b.id, project: p.id });
          if (pr.services.length > 0) {
            await tx
              .insert(projectServices)
              .values(pr.services.map((serviceId) => ({ projectId: p.id, serviceId, status: 'READY' as const })));
          }
        }
      }
    }

    const people = [
      ...demo.accounts.map((a) => ({
        email: a.email,
        name: a.name,
        passwordHash,
        isNewUser: false,
        isSuperAdmin: a.email === 'super@demo.test',
      })),
      ...globexPeople.map((p) => ({ ...p, passwordHash: null, isNewUser: true, isSuperAdmin: false })),
    ];
    const inserted = await tx.insert(users).values(people).returning({ id: users.id, email: users.email });
    const userId = new Map(inserted.map((u) => [u.email, u.id]));

    for (const [email, list] of Object.entries(assignments)) {
      const uid = userId.get(email);
      if (uid === undefined) continue;
      for (const a of list) {
        const key = [a.org, a.branch, a.project].filter(Boolean).join('/');
        const scope = ids.get(key);
        if (!scope) throw new Error(`seed: unknown scope ${key}`);
        await tx.insert(roleAssignments).values({
          userId: uid,
          organizationId: scope.org,
          branchId: scope.branch ?? null,
          projectId: scope.project ?? null,
          role: a.role,
        });
      }
    }

    await seedClusters(tx);
    const visionLab = ids.get('Acme AI/Research/Vision Lab')?.project;
    const paula = userId.get('project.admin@demo.test');
    const max = userId.get('member@demo.test');
    if (visionLab && paula && max) await seedNotebooks(tx, { projectId: visionLab, adminId: paula, memberId: max });
    await seedSupport(tx, ids, userId, new Date());
    await seedQuotas(tx, ids, userId, new Date());
    await seedCosts(tx, new Date());

    const welcome = (email: string, read: boolean) => {
      const uid = userId.get(email);
      if (uid === undefined) return [];
      return [
        { userId: uid, ...notice('user.welcome'), read },
        // Seeded history: no project panel to open for it, unlike a live one.
        {
          userId: uid,
          ...notice('service.ready', { service: 'Object storage', project: 'Vision Lab' }),
          link: null,
          read: true,
        },
        {
          userId: uid,
          ...notice('system.maintenance', { when: 'on Saturday between 02:00 and 04:00 UTC' }),
          read: false,
        },
      ];
    };
    const rows = demo.accounts.flatMap((a, i) => welcome(a.email, i % 2 === 0));
    if (rows.length > 0) await tx.insert(notifications).values(rows);
    const models = await seedModels(tx);
    await seedDeployments(
      tx,
      models,
      ids.get('Acme AI/Research/Vision Lab')?.project,
      userId.get('project.admin@demo.test'),
    );
    return true;
  });
}
