import { assignmentRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { roleAssignments } from '../../db/schema';
import type { AppEnv } from '../../env';
import { ApiError, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { notice } from '../../notify/messages';
import { userById } from './queries';
import { assignmentColumns, checkScopePath } from './scopeInput';

/** Role assignments: give a user a role at a scope, or take it away. */
export function registerAssignmentRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.assign), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    checkScopePath(body, c.var.scope);
    const { db, notifier } = c.var.services;
    const target = await userById(db, id, c.var.access);
    if (!target) throw notFound('User');
    const columns = assignmentColumns(c.var.scope);
    if (!c.var.access.isSuperAdmin) {
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
      await tx
        .delete(roleAssignments)
        .where(
          and(
            eq(roleAssignments.userId, id),
            eq(roleAssignments.organizationId, columns.organizationId),
            columns.branchId === null
              ? isNull(roleAssignments.branchId)
              : eq(roleAssignments.branchId, columns.branchId),
            columns.projectId === null
              ? isNull(roleAssignments.projectId)
              : eq(roleAssignments.projectId, columns.projectId),
          ),
        );
      await tx.insert(roleAssignments).values({ userId: id, role: body.role, ...columns });
    });
    await notifier.notify([id], notice('user.assigned', { role: body.role, scope: c.var.scope }));
    const user = await userById(db, id, c.var.access);
    if (!user) throw notFound('User');
    return c.json(user, 200);
  });

  app.openapi(guarded(routes.unassign), async (c) => {
    const { id } = c.req.valid('param');
    checkScopePath(c.req.valid('query'), c.var.scope);
    const { db } = c.var.services;
    const columns = assignmentColumns(c.var.scope);
    const removed = await db
      .delete(roleAssignments)
      .where(
        and(
          eq(roleAssignments.userId, id),
          eq(roleAssignments.organizationId, columns.organizationId),
          columns.branchId === null ? isNull(roleAssignments.branchId) : eq(roleAssignments.branchId, columns.branchId),
          columns.projectId === null
            ? isNull(roleAssignments.projectId)
            : eq(roleAssignments.projectId, columns.projectId),
        ),
      )
      .returning({ id: roleAssignments.id });
    if (removed.length === 0) throw notFound('Role at this scope');
    const user = await userById(db, id, c.var.access);
    if (!user) throw notFound('User');
    return c.json(user, 200);
  });
}
