import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { type Access, accessesWhere, Priority, priorityOn, type Scope } from '../access/access';
import { notifications } from '../areas/notifications/tables';
import { roleAssignments, users } from '../areas/users/tables';
import type { Db } from '../db/database';
import type { NotificationBus } from './bus';
import type { LinkFor } from './links';
import { type NotificationDto, toNotificationDto } from './notificationDto';

/** What happened, in the contract's words. */
export interface NotificationInput {
  type: string;
  category: NotificationDto['category'];
  severity: NotificationDto['severity'];
  title: string;
  content: string;
  link?: string | null;
}

/** An event at a scope: its link may depend on each recipient's role there. */
export interface ScopedNotificationInput extends Omit<NotificationInput, 'link'> {
  link?: string | null | LinkFor;
}

/** Persists notifications and pushes them onto their users' streams. */
export interface Notifier {
  bus: NotificationBus;
  /** Stores one notification per user (duplicates removed) and publishes each. */
  notify(userIds: Iterable<number>, input: NotificationInput): Promise<void>;
  /** Notifies the people concerned by a scope: super admins, admins above it, and its members, plus extra users. */
  notifyScope(scope: Scope, input: ScopedNotificationInput, extra?: number[]): Promise<void>;
}

/** The people an event at `scope` concerns. */
export async function concernedUsers(db: Db, scope: Scope): Promise<number[]> {
  const superAdmins = db.select({ id: users.id }).from(users).where(eq(users.isSuperAdmin, true));
  if (scope.level === 'global') return (await superAdmins).map((u) => u.id);
  // Both reads at once (on PostgreSQL two connections: one round trip before the notice is stored, not two).
  const [supers, rows] = await Promise.all([
    superAdmins,
    db.select({ userId: roleAssignments.userId }).from(roleAssignments).where(assignedAt(scope)),
  ]);
  return [...new Set([...supers.map((u) => u.id), ...rows.map((r) => r.userId)])];
}

/** The role assignments that concern an event at `scope` (below the platform): admins above it, and its members. */
function assignedAt(scope: Exclude<Scope, { level: 'global' }>): SQL | undefined {
  const conditions = [
    and(eq(roleAssignments.role, 'ADMIN'), isNull(roleAssignments.branchId)),
    ...(scope.level !== 'organization'
      ? [and(eq(roleAssignments.branchId, scope.branchId), isNull(roleAssignments.projectId))]
      : []),
    ...(scope.level === 'project' ? [eq(roleAssignments.projectId, scope.projectId)] : []),
  ];
  return and(eq(roleAssignments.organizationId, scope.organizationId), or(...conditions));
}

/**
 * {@link concernedUsers} and `extra`, with the access of each active one, in one query: the recipients of a notice
 * whose link depends on each one's role. It is read before the notice is stored, so before any stream hears of it.
 */
export async function concernedAccesses(
  db: Db,
  scope: Scope,
  extra: number[] = [],
): Promise<{ recipients: number[]; accesses: Map<number, Access> }> {
  const who = [
    eq(users.isSuperAdmin, true),
    ...(scope.level === 'global'
      ? []
      : [inArray(users.id, db.select({ id: roleAssignments.userId }).from(roleAssignments).where(assignedAt(scope)))]),
    ...(extra.length > 0 ? [inArray(users.id, extra)] : []),
  ];
  const { ids, accesses } = await accessesWhere(db, or(...who));
  return { recipients: [...new Set([...ids, ...extra])], accesses };
}

/** A notifier over the database and a bus. */
export function createNotifier(db: Db, bus: NotificationBus): Notifier {
  /** Stores the notifications in one statement, then publishes them together (in the order given). */
  const store = async (values: (typeof notifications.$inferInsert)[]) => {
    if (values.length === 0) return;
    const rows = await db.insert(notifications).values(values).returning();
    await bus.publishAll(rows.map((row) => ({ userId: row.userId, notification: toNotificationDto(row) })));
  };
  const notify = async (userIds: Iterable<number>, input: NotificationInput) =>
    store([...new Set(userIds)].map((userId) => ({ userId, ...input, link: input.link ?? null })));
  return {
    bus,
    notify,
    async notifyScope(scope, { link, ...input }, extra = []) {
      if (typeof link !== 'function') {
        const recipients = [...new Set([...(await concernedUsers(db, scope)), ...extra])];
        return notify(recipients, { ...input, link: link ?? null });
      }
      // One link per recipient: each opens the page their own role on the scope lets them enter. The recipients
      // and their roles in one read, and stored in one statement whatever the links: two statements between the
      // change and its streams.
      const { recipients, accesses } = await concernedAccesses(db, scope, extra);
      await store(
        recipients.map((userId) => {
          const access = accesses.get(userId);
          return { userId, ...input, link: link(access ? priorityOn(access, scope) : Priority.None) };
        }),
      );
    },
  };
}
