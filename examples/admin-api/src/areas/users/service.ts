/**
 * Every change to people and their roles: signing in for the first time, password resets, invitations,
 * account changes, deactivation, and giving or taking a role at a scope. Each tells the people concerned.
 */
import type { assignmentRoutes, userRoutes } from '@console/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../env';
import { explainConflicts, type UniqueFields } from '../../http/conflicts';
import { ApiError, conflict, notFound } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { notice } from '../../notify/messages';
import { unreadCount } from '../notifications/queries';
import { userById } from './queries';
import { assignmentColumns } from './scopeInput';
import { roleAssignments, users } from './tables';

/** Emails are unique: a taken one is a conflict on the email field. */
const emailTaken = (email: string) => `A user with the email ${email} already exists`;
const uniqueEmail: UniqueFields<{ email?: string | undefined }> = {
  users_email_unique: { field: 'email', message: emailTaken },
};

/** A user as the caller sees them; 404 when they may not. */
async function visibleUser(v: RequestContext, id: number) {
  const user = await userById(v.services.db, id, v.access);
  if (!user) throw notFound('User');
  return user;
}

/** Marks a user as signed in: no longer new, and the sign-in time when the last is over 10 minutes old. */
export async function markSignedIn(db: Db, userId: number) {
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

/**
 * The signed-in caller, with their unread count. The console asks right after sign-in, so the first call
 * marks an invited user as signed in; the mark holds until the next write (or the read cache's TTL), so
 * repeated calls skip it. The unread count is reused until the notifications table changes.
 */
export async function callerInfo(v: RequestContext) {
  const { db, reads, tracked } = v.services;
  const me = v.access;
  await reads.get(`signed-in:${me.userId}`, () => markSignedIn(db, me.userId), ['users']);
  const unread = await tracked.get(`unread:${me.userId}`, () => unreadCount(db, me.userId), ['notifications']);
  return {
    id: me.userId,
    email: me.email,
    name: me.name,
    isSuperAdmin: me.isSuperAdmin,
    totalUnreadNotification: unread,
  };
}

/** Sends reset instructions to the account with `email`, if there is one (the answer does not say). */
export async function requestPasswordReset(v: RequestContext, email: string) {
  const { db, notifier } = v.services;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (row) {
    await notifier.notify([row.id], notice('user.password-reset'));
  }
}

/** Sends an invitation again to a user who has not signed in yet (409 once they have). */
export async function reinviteUser(v: RequestContext, id: number) {
  const user = await visibleUser(v, id);
  if (!user.isNewUser) throw conflict('This user has already signed in');
  return { message: `Invitation sent again to ${user.email}.` };
}

/** Invites a person with a role at the scope; answers the new user. */
export async function inviteUser(v: RequestContext, body: BodyOf<typeof userRoutes.invite>) {
  const { db, notifier } = v.services;
  const [created] = await explainConflicts(uniqueEmail, body, () =>
    db.insert(users).values({ email: body.email, name: body.name }).returning({ id: users.id }),
  );
  if (!created) throw new Error('insert returned nothing');
  await db.insert(roleAssignments).values({ userId: created.id, role: body.role, ...assignmentColumns(v.scope) });
  await notifier.notifyScope(v.scope, notice('user.invited', { ...body, scope: v.scope }), [v.access.userId]);
  return visibleUser(v, created.id);
}

/** Changes a user's name or email; answers the user. */
export async function updateUser(v: RequestContext, id: number, body: BodyOf<typeof userRoutes.update>) {
  const { db } = v.services;
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
  return visibleUser(v, id);
}

/** Deactivates or reactivates a user (never oneself; a super admin only by a super admin). */
export async function setUserActive(v: RequestContext, id: number, active: boolean) {
  const { db } = v.services;
  if (id === v.access.userId && !active) throw conflict('You cannot deactivate yourself');
  const target = await visibleUser(v, id);
  if (target.isSuperAdmin && !v.access.isSuperAdmin)
    throw new ApiError(403, 'Only a super admin can change a super admin');
  await db.update(users).set({ active }).where(eq(users.id, id));
  return { ...target, isActive: active };
}

/** The role assignment of `userId` exactly at the scope (not above or below it). */
function atScope(userId: number, columns: ReturnType<typeof assignmentColumns>) {
  return and(
    eq(roleAssignments.userId, userId),
    eq(roleAssignments.organizationId, columns.organizationId),
    columns.branchId === null ? isNull(roleAssignments.branchId) : eq(roleAssignments.branchId, columns.branchId),
    columns.projectId === null ? isNull(roleAssignments.projectId) : eq(roleAssignments.projectId, columns.projectId),
  );
}

/** Gives a user a role at the scope (replacing the one they had there) and tells them; answers the user. */
export async function assignRole(v: RequestContext, id: number, body: BodyOf<typeof assignmentRoutes.assign>) {
  const { db, notifier } = v.services;
  await visibleUser(v, id);
  const columns = assignmentColumns(v.scope);
  if (!v.access.isSuperAdmin) {
    // An admin may only arrange roles of people already in their organization. Taking in anyone else
    // would let them act on that person's account (a super admin, or someone from another tenant).
    const [inside] = await db
      .select({ id: roleAssignments.id })
      .from(roleAssignments)
      .where(and(eq(roleAssignments.userId, id), eq(roleAssignments.organizationId, columns.organizationId)))
      .limit(1);
    if (!inside)
      throw new ApiError(
        403,
        'Only people who already belong to this organization can get a role here; ask a super admin',
      );
  }
  await db.transaction(async (tx) => {
    await tx.delete(roleAssignments).where(atScope(id, columns));
    await tx.insert(roleAssignments).values({ userId: id, role: body.role, ...columns });
  });
  await notifier.notify([id], notice('user.assigned', { role: body.role, scope: v.scope }));
  return visibleUser(v, id);
}

/** Takes a user's role at the scope away; answers the user. */
export async function unassignRole(v: RequestContext, id: number) {
  const removed = await v.services.db
    .delete(roleAssignments)
    .where(atScope(id, assignmentColumns(v.scope)))
    .returning({ id: roleAssignments.id });
  if (removed.length === 0) throw notFound('Role at this scope');
  return visibleUser(v, id);
}
