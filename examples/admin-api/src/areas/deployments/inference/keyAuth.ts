/**
 * Who calls a deployment's inference endpoint: an API key of that deployment (`Authorization: Bearer
 * sk-...`), not a console token, and only while the person who made the key may still call it.
 *
 * The check is cached between calls (the API's read cache, `cache/readCache.ts`): a key, its deployment and
 * whether its owner may still call it are read once, then reused until any of the tables they come from
 * changes. A change made through this instance drops them at once (every write request clears the cache); one
 * made through another instance sharing PostgreSQL, or by a background job, as soon as the database announces
 * it (migrations 0008 and 0015), and nothing is cached while those announcements may be missed. Without the
 * announcements (no change feed) an entry lives 2 s at most: a revoked key is refused within 2 s everywhere.
 * A key's expiry is checked at each call.
 */

import { INT4_MAX } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ACCESS_TABLES } from '../../../access/access';
import { projectScope } from '../../../access/lookup';
import type { ReadCache } from '../../../cache/readCache';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../sim/clock';
import { keyHolderMayCall } from '../access';
import { hashSecret } from '../keyService';
import { inferenceDeployments, inferenceKeys } from '../tables';

/** A deployment row as the endpoint reads it. */
export type DeploymentRow = typeof inferenceDeployments.$inferSelect;

/** The deployment of the path with the key that opened it, or why not (401, or 404 for no such id). */
export type KeyCheck =
  | { ok: true; row: DeploymentRow; keyId: number }
  | { ok: false; status: 401 | 404; error: string };

/** The tables a key check reads: a change to any of them drops the cached checks. */
export const KEY_CHECK_TABLES = [
  'inference_keys',
  'inference_deployments',
  'inference_permissions',
  'projects',
  ...ACCESS_TABLES,
] as const;

/** A key as the check finds it: its deployment, expiry, and whether its owner may call the deployment. */
interface FoundKey {
  row: DeploymentRow;
  keyId: number;
  expiresAt: Date | null;
  ownerMayCall: boolean;
}

async function findKey(db: Db, deploymentId: number, secretHash: string): Promise<FoundKey | null> {
  const [found] = await db
    .select({
      row: inferenceDeployments,
      keyId: inferenceKeys.id,
      createdBy: inferenceKeys.createdBy,
      expiresAt: inferenceKeys.expiresAt,
    })
    .from(inferenceKeys)
    .innerJoin(inferenceDeployments, eq(inferenceDeployments.id, inferenceKeys.deploymentId))
    .where(and(eq(inferenceKeys.secretHash, secretHash), eq(inferenceKeys.deploymentId, deploymentId)));
  if (!found) return null;
  const scope = await projectScope(db, found.row.projectId);
  const ownerMayCall = scope !== undefined && (await keyHolderMayCall(db, scope, found.row.id, found.createdBy));
  return { row: found.row, keyId: found.keyId, expiresAt: found.expiresAt, ownerMayCall };
}

/** The deployment `id` names, if `authorization` carries a live key of it. */
export async function authenticateKey(
  db: Db,
  clock: Clock,
  id: string,
  authorization: string | undefined,
  cache?: ReadCache,
): Promise<KeyCheck> {
  const secret = /^Bearer\s+(sk-[A-Za-z0-9_-]{8,})$/.exec(authorization ?? '')?.[1];
  // Past the id column's range no deployment can exist: asking the database would fail, not miss.
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > INT4_MAX)
    return { ok: false, status: 404, error: 'No such deployment' };
  if (!secret) return { ok: false, status: 401, error: 'An API key of this deployment is required' };
  const deploymentId = Number(id);
  const secretHash = hashSecret(secret);
  const load = () => findKey(db, deploymentId, secretHash);
  const found = cache
    ? await cache.get(`inference-key:${deploymentId}:${secretHash}`, load, KEY_CHECK_TABLES)
    : await load();
  if (!found) return { ok: false, status: 401, error: 'The API key is not valid for this deployment' };
  if (found.expiresAt && found.expiresAt <= clock.now())
    return { ok: false, status: 401, error: 'The API key expired; make a new one' };
  if (!found.ownerMayCall)
    return { ok: false, status: 401, error: 'The API key’s owner may no longer call this deployment' };
  return { ok: true, row: found.row, keyId: found.keyId };
}
