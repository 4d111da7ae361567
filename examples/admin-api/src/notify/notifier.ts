import { and, eq, isNull, or } from 'drizzle-orm';
import type { Scope } from '../access/access';
import type { Db } from '../db/database';
import { notifications, roleAssignments, users } from '../db/schema';
import type { NotificationBus } from './bus';
import { toNotificationDto } from './notificationDto';

/** What happened, in the contract's words. */
export interface NotificationInput {
  type: string;
  category: 'ORGANIZATION' | 'BRANCH' | 'PROJECT' | 'SERVICE' | 'USER' | 'SYSTEM';
  severity: 'success' | 'info' | 'warn' | 'error';
  title: string;
  content: string;
  link?: string | null;
}

/** Persists notifications and pushes them onto their users' streams. */
export interface Notifier {
  bus: NotificationBus;
  /** Stores one notification per user (duplicates removed) and publishes each. */
  notify(userIds: Iterable<number>, input: NotificationInput): Promise<void>;
  /** Notifies the people concerned by a scope: super admins, admins above it, and its members, plus extra users. */
  notifyScope(scope: Scope, input: NotificationInput, extra?: number[]): Promise<void>;
}

/** The people an event at `scope` concerns. */
export async function concernedUsers(db: Db, scope: Scope): Promise<number[]> {
  const supers = await db.select({ id: users.id }).from(users).where(eq(users.isSuperAdmin, true));
  const ids = new Set(supers.map((u) => u.id));
  if (scope.level === 'global') return [...ids];
  const conditions = [
    and(eq(roleAssignments.role, 'ADMIN'), isNull(roleAssignments.branchId)),
    ...(scope.level !== 'organization'
      ? [and(eq(roleAssignments.branchId, scope.branchId), isNull(roleAssignments.projectId))]
      : []),
    ...(scope.level === 'project' ? [eq(roleAssignments.projectId, scope.projectId)] : []),
  ];
  const rows = await db
    .select({ userId: roleAssignments.userId })
    .from(roleAssignments)
    .where(and(eq(roleAssignments.organizationId, scope.organizationId), or(...conditions)));
  for (const r of rows) ids.add(r.userId);
  return [...ids];
}

/** A notifier over the database and a bus. */
export function createNotifier(db: Db, bus: NotificationBus): Notifier {
  const notify = async (userIds: Iterable<number>, input: NotificationInput) => {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    const rows = await db
      .insert(notifications)
      .values(unique.map((userId) => ({ userId, ...input, link: input.link ?? null })))
      .returning();
    for (const row of rows) await bus.publish(row.userId, toNotificationDto(row));
  };
  return {
    bus,
    notify,
    async notifyScope(scope, input, extra = []) {
      await notify([...(await concernedUsers(db, scope)), ...extra], input);
    },
  };
}
