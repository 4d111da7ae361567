import { createHash, randomBytes } from 'node:crypto';
import { inferencingRoutes as routes, type TimelineAction } from '@console/contract';
import type { OpenAPIHono, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import { mayRevokeKey, seesAllKeys } from '../access/deployments';
import { containing } from '../data/tenancy';
import { inferenceEvents, inferenceKeys, inferencePermissions, roleAssignments, users } from '../db/schema';
import type { AppEnv } from '../env';
import { explainConflicts } from '../http/conflicts';
import { ApiError, invalid, notFound } from '../http/errors';
import { guarded } from '../http/guarded';
import { notice } from '../notify/messages';
import { deploymentRow } from './inferencing';

/** The stored form of a key's secret: only its SHA-256 is kept, so a leaked database leaks no key. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

type Vars = AppEnv['Variables'];

/** The permission list of a deployment, by user name. */
async function permissionsOf(v: Vars, deploymentId: number) {
  return v.services.db
    .select({
      userId: inferencePermissions.userId,
      name: users.name,
      email: users.email,
      access: inferencePermissions.access,
    })
    .from(inferencePermissions)
    .innerJoin(users, eq(users.id, inferencePermissions.userId))
    .where(eq(inferencePermissions.deploymentId, deploymentId))
    .orderBy(asc(users.name));
}

/** Keys, timeline and permissions of a deployment. */
export function registerInferencingKeyRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.keys), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const { name } = c.req.valid('query');
    await deploymentRow(c.var, projectId, id);
    const rows = await c.var.services.db
      .select({
        keyId: inferenceKeys.id,
        name: inferenceKeys.name,
        prefix: inferenceKeys.prefix,
        createdBy: users.name,
        createdAt: inferenceKeys.createdAt,
        lastUsedAt: inferenceKeys.lastUsedAt,
      })
      .from(inferenceKeys)
      .leftJoin(users, eq(users.id, inferenceKeys.createdBy))
      .where(
        and(
          eq(inferenceKeys.deploymentId, id),
          name ? ilike(inferenceKeys.name, containing(name)) : undefined,
          seesAllKeys(c.var.deployment.role) ? undefined : eq(inferenceKeys.createdBy, c.var.access.userId),
        ),
      )
      .orderBy(desc(inferenceKeys.id));
    return c.json(
      rows.map((k) => ({
        ...k,
        createdAt: k.createdAt.toISOString(),
        lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
      })),
      200,
    );
  });

  app.openapi(guarded(routes.createKey), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, inferencing } = c.var.services;
    await deploymentRow(c.var, projectId, id);
    const secret = `sk-${randomBytes(24).toString('base64url')}`;
    const prefix = secret.slice(0, 8);
    const unique = {
      inference_keys_deployment_name: {
        field: 'name' as const,
        message: (n: string) => `A key named ${n} already exists for this deployment`,
      },
    };
    const [key] = await explainConflicts(unique, body, () =>
      db
        .insert(inferenceKeys)
        .values({
          deploymentId: id,
          name: body.name,
          prefix,
          secretHash: hashSecret(secret),
          createdBy: c.var.access.userId,
          createdAt: inferencing.clock.now(),
        })
        .returning(),
    );
    if (!key) throw new Error('insert returned nothing');
    await inferencing.record(id, c.var.access.userId, 'KEY_CREATED', `Key ${key.name} (${prefix}…) created`);
    const [creator] = await db.select({ name: users.name }).from(users).where(eq(users.id, c.var.access.userId));
    return c.json(
      {
        keyId: key.id,
        name: key.name,
        prefix,
        createdBy: creator?.name ?? null,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: null,
        secret,
      },
      201,
    );
  });

  app.openapi(guarded(routes.deleteKey), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const { keyId } = c.req.valid('query');
    const { db, inferencing } = c.var.services;
    await deploymentRow(c.var, projectId, id);
    const where = and(eq(inferenceKeys.id, keyId), eq(inferenceKeys.deploymentId, id));
    const [key] = await db.select({ createdBy: inferenceKeys.createdBy }).from(inferenceKeys).where(where);
    if (!key) throw notFound('Key');
    if (!mayRevokeKey(c.var.deployment.role, c.var.access.userId, key.createdBy))
      throw new ApiError(403, 'You may revoke only the keys you created');
    const [gone] = await db.delete(inferenceKeys).where(where).returning();
    if (!gone) throw notFound('Key');
    await inferencing.record(id, c.var.access.userId, 'KEY_REVOKED', `Key ${gone.name} (${gone.prefix}…) revoked`);
    return c.json({ message: `Key ${gone.name} revoked` }, 200);
  });

  app.openapi(guarded(routes.timeline), async (c) => {
    const { projectId, id } = c.req.valid('param');
    await deploymentRow(c.var, projectId, id);
    const rows = await c.var.services.db
      .select({
        id: inferenceEvents.id,
        at: inferenceEvents.at,
        actor: users.name,
        action: inferenceEvents.action,
        detail: inferenceEvents.detail,
      })
      .from(inferenceEvents)
      .leftJoin(users, eq(users.id, inferenceEvents.actorId))
      .where(eq(inferenceEvents.deploymentId, id))
      .orderBy(desc(inferenceEvents.id))
      .limit(500);
    return c.json(
      rows.map((e) => ({ ...e, action: e.action as z.output<typeof TimelineAction>, at: e.at.toISOString() })),
      200,
    );
  });

  app.openapi(guarded(routes.permissions), async (c) => {
    const { projectId, id } = c.req.valid('param');
    await deploymentRow(c.var, projectId, id);
    return c.json(await permissionsOf(c.var, id), 200);
  });

  app.openapi(guarded(routes.setPermissions), async (c) => {
    const { projectId, id } = c.req.valid('param');
    const { entries } = c.req.valid('json');
    const { db, inferencing } = c.var.services;
    const row = await deploymentRow(c.var, projectId, id);
    const ids = entries.map((e) => e.userId);
    const errors: Record<string, string> = {};
    ids.forEach((u, i) => {
      if (ids.indexOf(u) !== i) errors[`entries.${i}.userId`] = 'Listed twice';
    });
    const members = ids.length
      ? await db
          .select({ userId: roleAssignments.userId })
          .from(roleAssignments)
          .where(and(eq(roleAssignments.projectId, projectId), inArray(roleAssignments.userId, ids)))
      : [];
    const inProject = new Set(members.map((m) => m.userId));
    ids.forEach((u, i) => {
      if (!inProject.has(u)) errors[`entries.${i}.userId`] = 'Not a user of this project';
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const before = new Map((await permissionsOf(c.var, id)).map((p) => [p.userId, p.access]));
    await db.transaction(async (tx) => {
      await tx.delete(inferencePermissions).where(eq(inferencePermissions.deploymentId, id));
      if (entries.length > 0)
        await tx.insert(inferencePermissions).values(entries.map((e) => ({ deploymentId: id, ...e })));
    });
    const list = await permissionsOf(c.var, id);
    const summary = list.map((p) => `${p.name} (${p.access.toLowerCase()})`).join(', ') || 'nobody';
    await inferencing.record(id, c.var.access.userId, 'PERMISSIONS_CHANGED', `May call or manage: ${summary}`);
    // Tell each person whose access changed: they gain a page to open, or lose one (and their keys).
    const after = new Map(entries.map((e) => [e.userId, e.access]));
    for (const userId of new Set([...before.keys(), ...after.keys()])) {
      const access = after.get(userId) ?? null;
      if (before.get(userId) === access) continue;
      await inferencing.announceTo(row, [userId], notice('deployment.access', { id, name: row.name, access }));
    }
    return c.json(list, 200);
  });
}
