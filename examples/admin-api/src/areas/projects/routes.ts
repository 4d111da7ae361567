import { projectRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { scopeBelow } from '../../access/access';
import { favorites, projectServices, projects, roleAssignments, users } from '../../db/schema';
import type { AppEnv } from '../../env';
import { uniqueName } from '../../http/conflicts';
import { invalid, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { resourceRoutes } from '../../http/resourceRoutes';
import { notice, resourceNotices } from '../../notify/messages';
import { projectDetail, projectListWhere, projectPage } from './queries';
import { ServiceId } from './serviceCatalogue';

/** Projects: list, drop-down, create, get, update, delete, groups, favorite, members, notebook hub check. */
export function registerProjectRoutes(app: OpenAPIHono<AppEnv>) {
  // Registered before `/{id}` so the fixed path wins.
  app.openapi(guarded(routes.ddl), async (c) => {
    const q = c.req.valid('query');
    const rows = await c.var.services.db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(projectListWhere(c.var.access, { orgId: q.orgId, branchId: q.branchId }))
      .orderBy(asc(projects.name))
      .limit(1000);
    return c.json(rows, 200);
  });

  resourceRoutes(app, routes, {
    noun: 'Project',
    table: projects,
    label: projects.name,
    list: ({ services, access }, q) => projectPage(services.db, access, q, services),
    detail: ({ services, access }, id) => projectDetail(services.db, access, id),
    scopeOfNew: scopeBelow,
    unique: uniqueName('projects_branch_name', (name) => `A project named ${name} already exists in this branch`),
    notices: {
      ...resourceNotices('project'),
      created: (row, body) => notice('project.created', { ...row, provisioning: body.services?.length ?? 0 }),
    },
    create: {
      values: ({ services: wanted = [], ...body }, { scope }) => {
        if (scope.level !== 'branch') throw invalid({ branchId: 'Required' });
        const ids = wanted.map((s) => s.serviceId);
        if (new Set(ids).size !== ids.length) throw invalid({ services: 'Each service at most once' });
        return { ...body, organizationId: scope.organizationId };
      },
      // The services commit with the project, then provision in the background.
      inserted: async (tx, row, { services: wanted = [] }) => {
        if (wanted.length === 0) return;
        await tx
          .insert(projectServices)
          .values(wanted.map((s) => ({ projectId: row.id, serviceId: s.serviceId, quota: s.quota ?? 10 })));
      },
      created: async ({ scope }, { services: wanted = [] }, { services, access }) => {
        if (scope.level !== 'project') return;
        for (const s of wanted) await services.provisioner.schedule(scope.projectId, s.serviceId, access.userId);
      },
    },
  });

  const projectMembers = async (c: { var: AppEnv['Variables'] }, id: number) =>
    c.var.services.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        isActive: users.active,
        role: roleAssignments.role,
      })
      .from(roleAssignments)
      .innerJoin(users, eq(users.id, roleAssignments.userId))
      .where(eq(roleAssignments.projectId, id))
      .orderBy(asc(users.name));

  app.openapi(guarded(routes.groups), async (c) => {
    const rows = await projectMembers(c, c.req.valid('param').id);
    return c.json(
      [
        { name: 'Project admins', role: 'ADMIN' as const, members: rows.filter((r) => r.role === 'ADMIN') },
        { name: 'Project members', role: 'MEMBER' as const, members: rows.filter((r) => r.role === 'MEMBER') },
      ],
      200,
    );
  });

  app.openapi(guarded(routes.users), async (c) => c.json(await projectMembers(c, c.req.valid('param').id), 200));

  app.openapi(guarded(routes.favorite), async (c) => {
    const { id } = c.req.valid('param');
    const { isFavorite } = c.req.valid('query');
    const { db } = c.var.services;
    const userId = c.var.access.userId;
    if (isFavorite) await db.insert(favorites).values({ userId, projectId: id }).onConflictDoNothing();
    else await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.projectId, id)));
    const detail = await projectDetail(db, c.var.access, id);
    if (!detail) throw notFound('Project');
    return c.json(detail, 200);
  });

  app.openapi(guarded(routes.jupyterhubCheck), async (c) => {
    const rows = await c.var.services.db
      .select({ id: projectServices.serviceId })
      .from(projectServices)
      .where(
        and(
          eq(projectServices.projectId, c.req.valid('param').id),
          inArray(projectServices.serviceId, [ServiceId.NotebookHub]),
        ),
      );
    return c.json({ isHaveJupyterhub: rows.length > 0 }, 200);
  });
}
