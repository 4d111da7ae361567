import { userRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { conflict, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { paging } from '../../http/paging';
import { unreadCount } from '../notifications/queries';
import { emailKnownTo, listUserIds, userById, usersByIds } from './queries';
import { checkScopePath } from './scopeInput';
import { inviteUser, markSignedIn, requestPasswordReset, setUserActive, updateUser } from './service';
import { buildSpace, spaceSeenBy } from './userSpace';

/** Users: the caller, user spaces, the user list, invitations and assignments (spec section 7). */
export function registerUserRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.info), async (c) => {
    const { db, reads, tracked } = c.var.services;
    const me = c.var.access;
    // The console calls this right after sign-in: the first call marks an invited user as signed in.
    // Once done, the mark holds until the next write (or the read cache's TTL), so repeated calls skip it.
    await reads.get(`signed-in:${me.userId}`, () => markSignedIn(db, me.userId, c.var), ['users']);
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
  app.openapi(guarded(routes.isUserExit), async (c) =>
    c.json({ exists: await emailKnownTo(c.var.services.db, c.req.valid('query').email, c.var.access) }, 200),
  );

  app.openapi(guarded(routes.reset), async (c) => {
    await requestPasswordReset(c.var, c.req.valid('json').email);
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
    return c.json(await inviteUser(c.var, body), 201);
  });

  app.openapi(guarded(routes.get), async (c) => {
    const user = await userById(c.var.services.db, c.req.valid('param').id, c.var.access);
    if (!user) throw notFound('User');
    return c.json(user, 200);
  });

  app.openapi(guarded(routes.update), async (c) =>
    c.json(await updateUser(c.var, c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(guarded(routes.activate), async (c) => {
    const { id, flag } = c.req.valid('param');
    return c.json(await setUserActive(c.var, id, flag === 'true'), 200);
  });

  app.openapi(guarded(routes.reinvite), async (c) => {
    const { id } = c.req.valid('param');
    const user = await userById(c.var.services.db, id, c.var.access);
    if (!user) throw notFound('User');
    if (!user.isNewUser) throw conflict('This user has already signed in');
    return c.json({ message: `Invitation sent again to ${user.email}.` }, 200);
  });

  app.openapi(guarded(routes.userSpace), async (c) =>
    c.json(await spaceSeenBy(c.var.services.db, c.var.access, c.req.valid('param').id, c.req.valid('query')), 200),
  );
}
