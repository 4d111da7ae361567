import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../access/access';
import { errorResponses, IdParams, json, jsonBody, paging, pagingQuery, queryBool, queryId } from '../contract/common';
import {
  JupyterhubCheck,
  Message,
  Option,
  ProjectDetail,
  ProjectGroup,
  ProjectPage,
  ProjectUser,
} from '../contract/entities';
import { projectDetail, projectListWhere, projectPage } from '../data/projects';
import { favorites, projectServices, projects, roleAssignments, users } from '../db/schema';
import type { AppEnv } from '../env';
import { endpoint } from '../http/endpoint';
import { invalid, notFound } from '../http/errors';
import { projectLink } from '../notify/links';
import { concernedUsers } from '../notify/notifier';
import { ServiceId } from '../seed/catalogue';
import { logo } from './organizations';

const serviceIdField = z.number().int().min(1).max(6);
const fields = {
  name: z.string().trim().min(1).max(120),
  logo: logo.optional(),
  description: z.string().trim().max(2000).optional(),
};

const list = endpoint('projects.list', {
  summary: 'Projects the caller can see (filters of spec section 3)',
  request: {
    query: z.strictObject({
      ...pagingQuery,
      orgId: queryId.optional(),
      branchId: queryId.optional(),
      serviceId: queryId.optional(),
    }),
  },
  responses: { 200: json(ProjectPage, 'A page of projects'), ...errorResponses() },
});
const ddl = endpoint('projects.ddl', {
  summary: 'Project ids and names for drop-downs',
  request: { query: z.strictObject({ orgId: queryId.optional(), branchId: queryId.optional() }) },
  responses: { 200: json(z.array(Option), 'Projects'), ...errorResponses() },
});
const create = endpoint('projects.create', {
  summary: 'Create a project in a branch, with services (branch admins)',
  request: {
    body: jsonBody(
      z.strictObject({
        branchId: z.number().int().positive(),
        ...fields,
        services: z
          .array(z.strictObject({ serviceId: serviceIdField, quota: z.number().int().min(0).max(100_000).optional() }))
          .max(6)
          .optional(),
      }),
    ),
  },
  responses: { 201: json(ProjectDetail, 'The project'), ...errorResponses(404, 409, 413, 415) },
});
const get = endpoint('projects.get', {
  summary: 'One project with its services',
  request: { params: IdParams },
  responses: { 200: json(ProjectDetail, 'The project'), ...errorResponses(404) },
});
const update = endpoint('projects.update', {
  summary: 'Change a project',
  request: { params: IdParams, body: jsonBody(z.strictObject({ ...fields, name: fields.name.optional() })) },
  responses: { 200: json(ProjectDetail, 'The project'), ...errorResponses(404, 409, 413, 415) },
});
const remove = endpoint('projects.delete', {
  summary: 'Delete a project (branch admins)',
  request: { params: IdParams, query: z.strictObject({}) },
  responses: { 200: json(Message, 'Deleted'), ...errorResponses(404) },
});
const groups = endpoint('projects.groups', {
  summary: 'The project’s members grouped by role',
  request: { params: IdParams },
  responses: { 200: json(z.array(ProjectGroup), 'Groups'), ...errorResponses(404) },
});
const favorite = endpoint('projects.favorite', {
  summary: 'Mark the project as a favorite of the caller, or not',
  request: { params: IdParams, query: z.strictObject({ isFavorite: queryBool }) },
  responses: { 200: json(ProjectDetail, 'The project'), ...errorResponses(404) },
});
const members = endpoint('projects.users', {
  summary: 'The project’s members with their role there',
  request: { params: IdParams },
  responses: { 200: json(z.array(ProjectUser), 'Members'), ...errorResponses(404) },
});
const jupyterhub = endpoint('jupyterhub.check', {
  summary: 'Whether the project has the notebook hub',
  request: { params: IdParams },
  responses: { 200: json(JupyterhubCheck, 'Whether it has the hub'), ...errorResponses(404) },
});

/** Projects: list, drop-down, create, get, update, delete, groups, favorite, members, notebook hub check. */
export function registerProjectRoutes(app: OpenAPIHono<AppEnv>) {
  // Registered before `/{id}` so the fixed path wins.
  app.openapi(ddl, async (c) => {
    const q = c.req.valid('query');
    const rows = await c.var.services.db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(projectListWhere(c.var.access, { orgId: q.orgId, branchId: q.branchId }))
      .orderBy(asc(projects.name))
      .limit(1000);
    return c.json(rows, 200);
  });

  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    const { pageIndex, pageSize, offset } = paging(q);
    const page = await projectPage(c.var.services.db, c.var.access, { ...q, offset, limit: pageSize });
    return c.json({ ...page, pageIndex, pageSize }, 200);
  });

  app.openapi(create, async (c) => {
    const { services: wanted = [], ...body } = c.req.valid('json');
    const scope = c.var.scope;
    if (scope.level !== 'branch') throw invalid({ branchId: 'Required' });
    const ids = wanted.map((s) => s.serviceId);
    if (new Set(ids).size !== ids.length) throw invalid({ services: 'Each service at most once' });
    const { db, notifier, provisioner } = c.var.services;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({ ...body, organizationId: scope.organizationId })
        .returning({ id: projects.id });
      if (!row) throw new Error('insert returned nothing');
      if (wanted.length > 0) {
        await tx
          .insert(projectServices)
          .values(wanted.map((s) => ({ projectId: row.id, serviceId: s.serviceId, quota: s.quota ?? 10 })));
      }
      return row.id;
    });
    const projectScope = {
      level: 'project' as const,
      organizationId: scope.organizationId,
      branchId: scope.branchId,
      projectId: id,
    };
    for (const serviceId of ids) provisioner.schedule(projectScope, serviceId, c.var.access.userId);
    await notifier.notifyScope(
      projectScope,
      {
        type: 'project.created',
        category: 'PROJECT',
        severity: 'success',
        title: 'Project created',
        content: `${body.name} was created${ids.length ? ` with ${ids.length} service(s) provisioning` : ''}.`,
        link: projectLink(id),
      },
      [c.var.access.userId],
    );
    const detail = await projectDetail(db, c.var.access, id);
    if (!detail) throw notFound('Project');
    return c.json(detail, 201);
  });

  app.openapi(get, async (c) => {
    const detail = await projectDetail(c.var.services.db, c.var.access, c.req.valid('param').id);
    if (!detail) throw notFound('Project');
    return c.json(detail, 200);
  });

  app.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, notifier } = c.var.services;
    if (Object.keys(body).length > 0) await db.update(projects).set(body).where(eq(projects.id, id));
    const detail = await projectDetail(db, c.var.access, id);
    if (!detail) throw notFound('Project');
    await notifier.notifyScope(
      c.var.scope,
      {
        type: 'project.updated',
        category: 'PROJECT',
        severity: 'info',
        title: 'Project updated',
        content: `${detail.name} was changed.`,
        link: projectLink(id),
      },
      [c.var.access.userId],
    );
    return c.json(detail, 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    const { db, notifier } = c.var.services;
    const scope: Scope = c.var.scope;
    const people = await concernedUsers(db, scope);
    const [row] = await db.delete(projects).where(eq(projects.id, id)).returning({ name: projects.name });
    if (!row) throw notFound('Project');
    await notifier.notify([...people, c.var.access.userId], {
      type: 'project.deleted',
      category: 'PROJECT',
      severity: 'warn',
      title: 'Project deleted',
      content: `${row.name} was deleted.`,
      link: null,
    });
    return c.json({ message: `${row.name} deleted` }, 200);
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

  app.openapi(groups, async (c) => {
    const rows = await projectMembers(c, c.req.valid('param').id);
    return c.json(
      [
        { name: 'Project admins', role: 'ADMIN' as const, members: rows.filter((r) => r.role === 'ADMIN') },
        { name: 'Project members', role: 'MEMBER' as const, members: rows.filter((r) => r.role === 'MEMBER') },
      ],
      200,
    );
  });

  app.openapi(members, async (c) => c.json(await projectMembers(c, c.req.valid('param').id), 200));

  app.openapi(favorite, async (c) => {
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

  app.openapi(jupyterhub, async (c) => {
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
