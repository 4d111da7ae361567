import { userRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { loadAccess } from '../../access/access';
import { visibilityOf } from '../../access/visibility';
import type { Db } from '../../db/database';
import { roleAssignments, users } from '../../db/schema';
import type { AppEnv } from '../../env';
import { explainConflicts, type UniqueFields } from '../../http/conflicts';
import { ApiError, conflict, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { paging } from '../../http/paging';
import { notice } from '../../notify/messages';
import { unreadCount } from '../notifications/queries';
import { listUserIds, userById, usersByIds } from './queries';
import { assignmentColumns, checkScopePath } from './scopeInput';
import { buildSpace } from './userSpace';

/** Emails are unique: a taken one is a conflict on the email field. */
const emailTaken = (email: string) => `A user with the email ${email} already exists`;
const uniqueEmail: UniqueFields<{ email?: string | undefined }> = {
  users_email_unique: { field: 'email', message: emailTaken },
};

/** Users: the caller, user spaces, the user list, invitations and assignments (spec section 7). */
export function registerUserRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.info), async (c) => {
    const { db, reads, tracked } = c.var.services;
    const me = c.var.access;
    // The console calls this right after sign-in: the first call marks an invited user as signed in.
    // Once done, the mark holds until the next write (or the read cache's TTL), so repeated calls skip it.
    await reads.get(`signed-in:${me.userId}`, () => markSignedIn(db, me.userId), ['users']);
    // The unread count is reused until the notifications table changes (a new one, one read, any instance).
    const unread = await tracked.get(`unread:${me.userId}`, () => unreadCount(db, me.userId), ['notifications']);
    return c.json(
      {
        id: me.userId,
        email: me.email,
        name: me.name,
        isSuperAdmin: me.isSuperAdmin,
        totalUnreadNotification: unread,
      },
      200,
    );
  });

  app.openapi(guarded(routes.space), async (c) => c.json(await buildSpace(c.var.services.db, c.var.access), 200));

  // Only what the caller could see anyway: a super admin learns about any account, another admin only
  // about people already in places they can see, so no admin can probe emails across the platform.
  app.openapi(guarded(routes.isUserExit), async (c) => {
    const { db } = c.var.services;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, c.req.valid('query').email));
    if (!row) return c.json({ exists: false }, 200);
    const me = c.var.access;
    const [user] = me.isSuperAdmin ? [] : await usersByIds(db, [row.id], me);
    return c.json({ exists: me.isSuperAdmin || (user?.assignments.length ?? 0) > 0 }, 200);
  });

  app.openapi(guarded(routes.reset), async (c) => {
    const { db, notifier } = c.var.services;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, c.req.valid('json').email));
    if (row) {
      await notifier.notify([row.id], notice('user.password-reset'));
    }
    return c.json({ message: 'If the account exists, reset instructions are on their way.' }, 202);
  });

  app.openapi(guarded(routes.list), async (c) => {
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

  app.openapi(guarded(routes.invite), async (c) => {
    const body = c.req.valid('json');
    checkScopePath(body, c.var.scope);
    const { db, notifier } = c.var.services;
    const [created] = await explainConflicts(uniqueEmail, body, () =>
      db.insert(users).values({ email: body.email, name: body.name }).returning({ id: users.id }),
    );
    if (!created) throw new Error('insert returned nothing');
    await db.insert(roleAssignments).values({ userId: created.id, role: body.role, ...assignmentColumns(c.var.scope) });
    await notifier.notifyScope(c.var.scope, notice('user.invited', { ...body, scope: c.var.scope }), [
      c.var.access.userId,
    ]);
    const user = await userById(db, created.id, c.var.access);
    if (!user) throw notFound('User');
    return c.json(user, 201);
  });

  app.openapi(guarded(routes.get), async (c) => {
    const user = await userById(c.var.services.db, c.req.valid('param').id, c.var.access);
    if (!user) throw notFound('User');
    return c.json(user, 200);
  });

  app.openapi(guarded(routes.update), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db } = c.var.services;
    if (body.name !== undefined || body.email !== undefined) {
      await explainConflicts(uniqueEmail, body, () =>
        db
          .update(users)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.email !== undefined ? { email: body.email } : {}),
          })
          .where(eq(users.id, id)),
      );
    }
    const user = await userById(db, id, c.var.access);
    if (!user) throw notFound('User');
    return c.json(user, 200);
  });

  app.openapi(guarded(routes.activate), async (c) => {
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

  app.openapi(guarded(routes.reinvite), async (c) => {
    const { id } = c.req.valid('param');
    const user = await userById(c.var.services.db, id, c.var.access);
    if (!user) throw notFound('User');
    if (!user.isNewUser) throw conflict('This user has already signed in');
    return c.json({ message: `Invitation sent again to ${user.email}.` }, 200);
  });

  app.openapi(guarded(routes.userSpace), async (c) => {
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

/** Marks a user as signed in: no longer new, and the sign-in time when the last is over 10 minutes old. */
async function markSignedIn(db: Db, userId: number) {
  await db
    .update(users)
    .set({ isNewUser: false, lastSignIn: new Date() })
    .where(
      and(
        eq(users.id, userId),
        or(
          eq(users.isNewUser, true),
          isNull(users.lastSignIn),
          lt(users.lastSignIn, sql`now() - interval '10 minutes'`),
        ),
      ),
    );
  return true;
}
