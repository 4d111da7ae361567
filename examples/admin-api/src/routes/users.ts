import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { loadAccess } from '../access/access';
import { errorResponses, IdParams, json, jsonBody, paging, pagingQuery, queryBool, queryId } from '../contract/common';
import { Message, Role, User, UserInfo, UserPage, UserSpace } from '../contract/entities';
import { buildSpace } from '../data/space';
import { listUserIds, userById, usersByIds } from '../data/users';
import { visibilityOf } from '../data/visibility';
import { notifications, roleAssignments, users } from '../db/schema';
import type { AppEnv } from '../env';
import { endpoint } from '../http/endpoint';
import { ApiError, conflict, isUniqueViolation, notFound } from '../http/errors';
import { assignmentColumns, categoryOf, checkScopePath } from './scopeInput';

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const name = z.string().trim().min(1).max(120);
const ScopeBody = {
  organizationId: z.number().int().positive(),
  branchId: z.number().int().positive().optional(),
  projectId: z.number().int().positive().optional(),
  role: Role,
};

const info = endpoint('users.info', {
  summary: 'The signed-in user, with the unread notification count',
  responses: { 200: json(UserInfo, 'The signed-in user'), ...errorResponses() },
});
const space = endpoint('users.space', {
  summary: 'Organizations, branches and projects the signed-in user can see',
  responses: { 200: json(UserSpace, 'The user space'), ...errorResponses() },
});
const isUserExit = endpoint('users.isUserExit', {
  summary: 'Whether an account exists for an email (for the invite form)',
  request: { query: z.strictObject({ email }) },
  responses: {
    200: json(z.object({ exists: z.boolean() }).openapi('UserExists'), 'Whether it exists'),
    ...errorResponses(),
  },
});
const reset = endpoint('users.reset', {
  summary: 'Request a password reset for an email; answers the same whether or not it exists',
  request: { body: jsonBody(z.strictObject({ email })) },
  responses: { 202: json(Message, 'Accepted'), ...errorResponses(413, 415) },
});
const list = endpoint('users.list', {
  summary: 'Users at a scope (organizationId, branchId or projectId; none: the whole platform, super admins only)',
  request: {
    query: z.strictObject({
      ...pagingQuery,
      organizationId: queryId.optional(),
      branchId: queryId.optional(),
      projectId: queryId.optional(),
      isActive: queryBool.optional(),
      isNewUser: queryBool.optional(),
      role: Role.optional(),
      /** The spec's spelling of `role` (section 3); `role` wins when both are given. */
      Role: Role.optional(),
    }),
  },
  responses: { 200: json(UserPage, 'A page of users'), ...errorResponses(404) },
});
const invite = endpoint('users.invite', {
  summary: 'Invite a person by email with a role at a scope',
  request: { body: jsonBody(z.strictObject({ email, name, ...ScopeBody })) },
  responses: { 201: json(User, 'The invited user'), ...errorResponses(404, 409, 413, 415) },
});
const get = endpoint('users.get', {
  summary: 'One user with their assignments',
  request: { params: IdParams },
  responses: { 200: json(User, 'The user'), ...errorResponses(404) },
});
const update = endpoint('users.update', {
  summary: "Change a user's name or email",
  request: { params: IdParams, body: jsonBody(z.strictObject({ name: name.optional(), email: email.optional() })) },
  responses: { 200: json(User, 'The user'), ...errorResponses(404, 409, 413, 415) },
});
const activate = endpoint('users.activate', {
  summary: 'Activate (true) or deactivate (false) a user',
  request: {
    params: z.strictObject({
      id: IdParams.shape.id,
      flag: z.enum(['true', 'false']).openapi({ param: { name: 'flag', in: 'path' } }),
    }),
  },
  responses: { 200: json(User, 'The user'), ...errorResponses(404, 409) },
});
const reinvite = endpoint('users.reinvite', {
  summary: 'Send the invitation again to a user who never signed in',
  request: { params: IdParams, query: z.strictObject({}) },
  responses: { 200: json(Message, 'Sent'), ...errorResponses(404, 409) },
});
const userSpace = endpoint('users.userSpace', {
  summary: "Another user's space, limited to what the caller can see",
  request: {
    params: IdParams,
    query: z.strictObject({ orgId: queryId.optional(), branchId: queryId.optional(), projectId: queryId.optional() }),
  },
  responses: { 200: json(UserSpace, 'The user space'), ...errorResponses(404) },
});

/** Users: the caller, user spaces, the user list, invitations and assignments (spec section 7). */
export function registerUserRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(info, async (c) => {
    const { db } = c.var.services;
    const me = c.var.access;
    // The console calls this right after sign-in: the first call marks an invited user as signed in.
    await db
      .update(users)
      .set({ isNewUser: false, lastSignIn: new Date() })
      .where(
        and(
          eq(users.id, me.userId),
          or(
            eq(users.isNewUser, true),
            isNull(users.lastSignIn),
            lt(users.lastSignIn, sql`now() - interval '10 minutes'`),
          ),
        ),
      );
    const [unread] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, me.userId), eq(notifications.read, false)));
    return c.json(
      {
        id: me.userId,
        email: me.email,
        name: me.name,
        isSuperAdmin: me.isSuperAdmin,
        totalUnreadNotification: unread?.n ?? 0,
      },
      200,
    );
  });

  app.openapi(space, async (c) => c.json(await buildSpace(c.var.services.db, c.var.access), 200));

  app.openapi(isUserExit, async (c) => {
    const [row] = await c.var.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, c.req.valid('query').email));
    return c.json({ exists: row !== undefined }, 200);
  });

  app.openapi(reset, async (c) => {
    const { db, notifier } = c.var.services;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, c.req.valid('json').email));
    if (row) {
      await notifier.notify([row.id], {
        type: 'user.password-reset',
        category: 'USER',
        severity: 'info',
        title: 'Password reset requested',
        content: 'A password reset was requested for your account. The reference server sends no email.',
      });
    }
    return c.json({ message: 'If the account exists, reset instructions are on their way.' }, 202);
  });

  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    checkScopePath(q, c.var.scope);
    const { pageIndex, pageSize, offset } = paging(q);
    const { db } = c.var.services;
    const { Role: roleAlias, ...filters } = q;
    const { ids, total } = await listUserIds(db, {
      ...filters,
      role: q.role ?? roleAlias,
      scope: c.var.scope,
      offset,
      limit: pageSize,
    });
    return c.json({ items: await usersByIds(db, ids, c.var.access), pageIndex, pageSize, total }, 200);
  });

  app.openapi(invite, async (c) => {
    const body = c.req.valid('json');
    checkScopePath(body, c.var.scope);
    const { db, notifier } = c.var.services;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    if (existing) throw conflict('A user with this email exists; assign them instead', { email: 'Already registered' });
    const [created] = await db.insert(users).values({ email: body.email, name: body.name }).returning({ id: users.id });
    if (!created) throw new Error('insert returned nothing');
    await db.insert(roleAssignments).values({ userId: created.id, role: body.role, ...assignmentColumns(c.var.scope) });
    await notifier.notifyScope(
      c.var.scope,
      {
        type: 'user.invited',
        category: categoryOf(c.var.scope),
        severity: 'success',
        title: 'User invited',
        content: `${body.name} (${body.email}) was invited as ${body.role.toLowerCase()}.`,
        link: null,
      },
      [c.var.access.userId],
    );
    const user = await userById(db, created.id, c.var.access);
    if (!user) throw notFound('User');
    return c.json(user, 201);
  });

  app.openapi(get, async (c) => {
    const user = await userById(c.var.services.db, c.req.valid('param').id, c.var.access);
    if (!user) throw notFound('User');
    return c.json(user, 200);
  });

  app.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db } = c.var.services;
    if (body.name !== undefined || body.email !== undefined) {
      try {
        await db
          .update(users)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.email !== undefined ? { email: body.email } : {}),
          })
          .where(eq(users.id, id));
      } catch (error) {
        // The only unique column here is the email; answer like the invite does.
        if (isUniqueViolation(error)) throw conflict('A user with this email exists', { email: 'Already registered' });
        throw error;
      }
    }
    const user = await userById(db, id, c.var.access);
    if (!user) throw notFound('User');
    return c.json(user, 200);
  });

  app.openapi(activate, async (c) => {
    const { id, flag } = c.req.valid('param');
    const { db } = c.var.services;
    if (id === c.var.access.userId && flag === 'false') throw conflict('You cannot deactivate yourself');
    const target = await userById(db, id, c.var.access);
    if (!target) throw notFound('User');
    if (target.isSuperAdmin && !c.var.access.isSuperAdmin)
      throw new ApiError(403, 'Only a super admin can change a super admin');
    await db
      .update(users)
      .set({ active: flag === 'true' })
      .where(eq(users.id, id));
    return c.json({ ...target, isActive: flag === 'true' }, 200);
  });

  app.openapi(reinvite, async (c) => {
    const { id } = c.req.valid('param');
    const user = await userById(c.var.services.db, id, c.var.access);
    if (!user) throw notFound('User');
    if (!user.isNewUser) throw conflict('This user has already signed in');
    return c.json({ message: `Invitation sent again to ${user.email}.` }, 200);
  });

  app.openapi(userSpace, async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    const { db } = c.var.services;
    const target = await loadAccess(db, id);
    if (!target) return c.json({ isSuperAdmin: false, organizations: [] }, 200);
    const full = await buildSpace(db, target);
    const mine = visibilityOf(c.var.access);
    const organizations = full.organizations
      .filter((o) => mine.all || mine.pathOrganizationIds.includes(o.id))
      .filter((o) => q.orgId === undefined || o.id === q.orgId)
      .map((o) => ({
        ...o,
        // The same visibility as the caller's own space: a project admin sees only their project of it.
        branches: o.branches
          .filter((b) => mine.all || mine.organizationIds.includes(o.id) || mine.pathBranchIds.includes(b.id))
          .filter((b) => q.branchId === undefined || b.id === q.branchId)
          .map((b) => ({
            ...b,
            projects: b.projects
              .filter(
                (p) =>
                  mine.all ||
                  mine.organizationIds.includes(o.id) ||
                  mine.branchIds.includes(b.id) ||
                  mine.projectIds.includes(p.id),
              )
              .filter((p) => q.projectId === undefined || p.id === q.projectId),
          })),
      }));
    return c.json({ isSuperAdmin: full.isSuperAdmin, organizations }, 200);
  });
}
