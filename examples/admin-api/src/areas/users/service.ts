/**
 * Every change to people and their roles: signing in for the first time, password resets, invitations,
 * account changes, deactivation, and giving or taking a role at a scope. Each tells the people concerned.
 */
import type { assignmentRoutes, userRoutes } from '@console/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Access } from '../../access/access';
import { checkRoleChange } from '../../access/rank';
import { type AuditContext, auditChanges, audited, commonScope, recordAudit } from '../../audit/record';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../env';
import { explainConflicts, type UniqueFields } from '../../http/conflicts';
import { ApiError, conflict, notFound } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { notice } from '../../notify/messages';
import { unreadCount } from '../notifications';
import { userById } from './queries';
import { assignmentColumns } from './scopeInput';
import { roleAssignments, users } from './tables';

/** Emails are unique: a taken one is a conflict on the email field. */
const emailTaken = (email: string) => `A user with the email ${email} already exists`;
const uniqueEmail: UniqueFields<{ email?: string | undefined }> = {
  users_email_unique: { field: 'email', message: emailTaken },
};

/** Where an entry about a user's account belongs: the narrowest scope holding all their places. */
async function scopeOfUser(v: RequestContext, id: number) {
  const grants = await v.services.db
    .select({
      organizationId: roleAssignments.organizationId,
      branchId: roleAssignments.branchId,
      projectId: roleAssignments.projectId,
      role: roleAssignments.role,
    })
    .from(roleAssignments)
    .where(eq(roleAssignments.userId, id));
  return commonScope(grants);
}

/** A user as the caller sees them; 404 when they may not. */
async function visibleUser(v: RequestContext, id: number) {
  const user = await userById(v.services.db, id, v.access);
  if (!user) throw notFound('User');
  return user;
}

/**
 * Marks a user as signed in: no longer new, and the sign-in time when the last is over 10 minutes old;
 * such a sign-in is recorded in the audit log (with `v`, where the request came from).
 */
export async function markSignedIn(db: Db, userId: number, v?: AuditContext & { access: Access }) {
  await db.transaction(async (tx) => {
    const marked = await tx
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
      )
      .returning({ id: users.id, name: users.name, email: users.email });
    const [user] = marked;
    if (user && v)
      await recordAudit(tx, v, {
        action: 'SIGN_IN',
        resource: { kind: 'USER', id: user.id, name: user.email },
        scope: commonScope(v.access.grants),
      });
  });
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
  await reads.get(`signed-in:${me.userId}`, () => markSignedIn(db, me.userId, v), ['users']);
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
  const resource = { kind: 'USER' as const, id, name: user.email };
  await recordAudit(v.services.db, v, { action: 'REINVITE', resource, scope: await scopeOfUser(v, id) });
  return { message: `Invitation sent again to ${user.email}.` };
}

/** Invites a person with a role at the scope; answers the new user. */
export async function inviteUser(v: RequestContext, body: BodyOf<typeof userRoutes.invite>) {
  const { db, notifier } = v.services;
  const created = await explainConflicts(uniqueEmail, body, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ email: body.email, name: body.name }).returning({ id: users.id });
      if (!row) throw new Error('insert returned nothing');
      await tx.insert(roleAssignments).values({ userId: row.id, role: body.role, ...assignmentColumns(v.scope) });
      const changes = auditChanges({}, { name: body.name, email: body.email, role: body.role });
      const resource = { kind: 'USER' as const, id: row.id, name: body.email };
      await recordAudit(tx, v, { action: 'INVITE', resource, scope: v.scope, changes });
      return row;
    }),
  );
  await notifier.notifyScope(v.scope, notice('user.invited', { ...body, scope: v.scope }), [v.access.userId]);
  return visibleUser(v, created.id);
}

/** Changes a user's name or email; answers the user. */
export async function updateUser(v: RequestContext, id: number, body: BodyOf<typeof userRoutes.update>) {
  if (body.name !== undefined || body.email !== undefined) {
    const before = await visibleUser(v, id);
    const changes = auditChanges(before, body, ['name', 'email']);
    const resource = { kind: 'USER' as const, id, name: body.email ?? before.email };
    const event = changes && { action: 'UPDATE' as const, resource, scope: await scopeOfUser(v, id), changes };
    await explainConflicts(uniqueEmail, body, () =>
      audited(
        v,
        () => event,
        (tx) =>
          tx
            .update(users)
            .set({
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.email !== undefined ? { email: body.email } : {}),
            })
            .where(eq(users.id, id)),
      ),
    );
  }
  return visibleUser(v, id);
}

/** Deactivates or reactivates a user (never oneself; a super admin only by a super admin). */
export async function setUserActive(v: RequestContext, id: number, active: boolean) {
  if (id === v.access.userId && !active) throw conflict('You cannot deactivate yourself');
  const target = await visibleUser(v, id);
  if (target.isSuperAdmin && !v.access.isSuperAdmin)
    throw new ApiError(403, 'Only a super admin can change a super admin');
  const resource = { kind: 'USER' as const, id, name: target.email };
  const changes = auditChanges(target, { isActive: active });
  const event = { action: active ? ('ACTIVATE' as const) : ('DEACTIVATE' as const), resource, changes };
  await audited(v, { ...event, scope: await scopeOfUser(v, id) }, (tx) =>
    tx.update(users).set({ active }).where(eq(users.id, id)),
  );
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
  const columns = assignmentColumns(v.scope);
  // The rule of rank (`access/rank.ts`): who may be brought to the scope, and who outranks the caller there.
  await checkRoleChange(db, v.access, id, v.scope);
  const target = await visibleUser(v, id);
  const resource = { kind: 'ROLE' as const, id, name: target.email };
  await db.transaction(async (tx) => {
    const replaced = await tx.delete(roleAssignments).where(atScope(id, columns)).returning();
    await tx.insert(roleAssignments).values({ userId: id, role: body.role, ...columns });
    const changes = auditChanges({ role: replaced[0]?.role ?? null }, { role: body.role });
    await recordAudit(tx, v, { action: 'GRANT', resource, scope: v.scope, changes });
  });
  await notifier.notify([id], notice('user.assigned', { role: body.role, scope: v.scope }));
  return visibleUser(v, id);
}

/** Takes a user's role at the scope away; answers the user. */
export async function unassignRole(v: RequestContext, id: number) {
  await checkRoleChange(v.services.db, v.access, id, v.scope);
  const target = await visibleUser(v, id);
  const resource = { kind: 'ROLE' as const, id, name: target.email };
  await v.services.db.transaction(async (tx) => {
    const removed = await tx
      .delete(roleAssignments)
      .where(atScope(id, assignmentColumns(v.scope)))
      .returning({ id: roleAssignments.id, role: roleAssignments.role });
    if (removed.length === 0) throw notFound('Role at this scope');
    const changes = auditChanges({ role: removed[0]?.role }, { role: null });
    await recordAudit(tx, v, { action: 'REVOKE', resource, scope: v.scope, changes });
  });
  return visibleUser(v, id);
}
