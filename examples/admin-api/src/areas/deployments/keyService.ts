/**
 * A deployment's API keys and who may call or manage it: creating and revoking keys, replacing the
 * permission list. Each change records its timeline entry here; a change of someone's access tells them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DeploymentKeyCreate, DeploymentPermissionsSet } from '@console/contract';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, scopeOfProject } from '../../audit/record';
import type { RequestContext } from '../../env';
import { explainConflicts } from '../../http/conflicts';
import { ApiError, invalid, notFound } from '../../http/errors';
import { notice } from '../../notify/messages';
import { roleAssignments, users } from '../users/tables';
import { type DeploymentRole, mayRevokeKey } from './access';
import { deploymentRow, permissionsOf } from './queries';
import { inferenceKeys, inferencePermissions } from './tables';

/** The stored form of a key's secret: only its SHA-256 is kept, so a leaked database leaks no key. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const uniqueKeyName = {
  inference_keys_deployment_name: {
    field: 'name' as const,
    message: (n: string) => `A key named ${n} already exists for this deployment`,
  },
};

/** Creates an API key; its secret is in the answer only, never stored. */
export async function createKey(
  v: RequestContext,
  projectId: number,
  id: number,
  body: z.output<typeof DeploymentKeyCreate>,
) {
  const { db, inferencing } = v.services;
  const deployment = await deploymentRow(v, projectId, id);
  const now = inferencing.clock.now();
  const expiresAt = body.expiresInMinutes ? new Date(now.getTime() + body.expiresInMinutes * 60_000) : null;
  // Short-lived keys that ran out (a session's whose page was closed) go when the next key is made.
  await db
    .delete(inferenceKeys)
    .where(
      and(eq(inferenceKeys.deploymentId, id), isNotNull(inferenceKeys.expiresAt), lte(inferenceKeys.expiresAt, now)),
    );
  const secret = `sk-${randomBytes(24).toString('base64url')}`;
  const prefix = secret.slice(0, 8);
  const scope = await scopeOfProject(v, projectId);
  const [key] = await explainConflicts(uniqueKeyName, body, () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .insert(inferenceKeys)
        .values({
          deploymentId: id,
          name: body.name,
          prefix,
          secretHash: hashSecret(secret),
          createdBy: v.access.userId,
          createdAt: now,
          expiresAt,
        })
        .returning();
      const [created] = rows;
      // The entry names the key and its prefix; the secret and its hash never reach the log.
      if (created)
        await recordAudit(tx, v, {
          action: 'KEY_CREATE',
          resource: { kind: 'API_KEY', id: created.id, name: `${created.name} (${prefix}…)` },
          scope,
          changes: { deployment: { before: null, after: deployment.name } },
        });
      return rows;
    }),
  );
  if (!key) throw new Error('insert returned nothing');
  const lasting = body.expiresInMinutes ? `, working for ${body.expiresInMinutes} minutes` : '';
  await inferencing.record(id, v.access.userId, 'KEY_CREATED', `Key ${key.name} (${prefix}…) created${lasting}`);
  const [creator] = await db.select({ name: users.name }).from(users).where(eq(users.id, v.access.userId));
  return {
    keyId: key.id,
    name: key.name,
    prefix,
    createdBy: creator?.name ?? null,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: null,
    expiresAt: expiresAt?.toISOString() ?? null,
    secret,
  };
}

/** Revokes a key: managers any key, callers only their own (`role` is the caller's on the deployment). */
export async function revokeKey(v: RequestContext, projectId: number, id: number, keyId: number, role: DeploymentRole) {
  const { db, inferencing } = v.services;
  await deploymentRow(v, projectId, id);
  const where = and(eq(inferenceKeys.id, keyId), eq(inferenceKeys.deploymentId, id));
  const [key] = await db.select({ createdBy: inferenceKeys.createdBy }).from(inferenceKeys).where(where);
  if (!key) throw notFound('Key');
  if (!mayRevokeKey(role, v.access.userId, key.createdBy))
    throw new ApiError(403, 'You may revoke only the keys you created');
  const scope = await scopeOfProject(v, projectId);
  const gone = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(inferenceKeys).where(where).returning();
    if (!deleted) throw notFound('Key');
    await recordAudit(tx, v, {
      action: 'KEY_REVOKE',
      resource: { kind: 'API_KEY', id: deleted.id, name: `${deleted.name} (${deleted.prefix}…)` },
      scope,
    });
    return deleted;
  });
  await inferencing.record(id, v.access.userId, 'KEY_REVOKED', `Key ${gone.name} (${gone.prefix}…) revoked`);
  return gone;
}

/**
 * Replaces who may call or manage a deployment (project users only, each once) and tells each person
 * whose access changed: they gain a page to open, or lose one (and their keys).
 */
export async function setPermissions(
  v: RequestContext,
  projectId: number,
  id: number,
  { entries }: z.output<typeof DeploymentPermissionsSet>,
) {
  const { db, inferencing } = v.services;
  const row = await deploymentRow(v, projectId, id);
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
  const previous = await permissionsOf(db, id);
  const before = new Map(previous.map((p) => [p.userId, p.access]));
  const scope = await scopeOfProject(v, projectId);
  await db.transaction(async (tx) => {
    await tx.delete(inferencePermissions).where(eq(inferencePermissions.deploymentId, id));
    if (entries.length > 0)
      await tx.insert(inferencePermissions).values(entries.map((e) => ({ deploymentId: id, ...e })));
    const listed = (list: { userId: number; access: string }[]) => list.map((p) => `${p.userId}:${p.access}`).sort();
    await recordAudit(tx, v, {
      action: 'GRANT',
      resource: { kind: 'DEPLOYMENT', id, name: row.name },
      scope,
      changes: { permissions: { before: listed(previous), after: listed(entries) } },
    });
  });
  const list = await permissionsOf(db, id);
  const summary = list.map((p) => `${p.name} (${p.access.toLowerCase()})`).join(', ') || 'nobody';
  await inferencing.record(id, v.access.userId, 'PERMISSIONS_CHANGED', `May call or manage: ${summary}`);
  const after = new Map(entries.map((e) => [e.userId, e.access]));
  for (const userId of new Set([...before.keys(), ...after.keys()])) {
    const access = after.get(userId) ?? null;
    if (before.get(userId) === access) continue;
    await inferencing.announceTo(row, [userId], notice('deployment.access', { id, name: row.name, access }));
  }
  return list;
}
