/**
 * Who calls a deployment's inference endpoint: an API key of that deployment (`Authorization: Bearer
 * sk-...`), not a console token, and only while the person who made the key may still call it.
 */

import { INT4_MAX } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { projectScope } from '../../../access/lookup';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../sim/clock';
import { keyHolderMayCall } from '../access';
import { hashSecret, keyUsed } from '../keyService';
import { inferenceDeployments, inferenceKeys } from '../tables';

/** A deployment row as the endpoint reads it. */
export type DeploymentRow = typeof inferenceDeployments.$inferSelect;

/** The deployment of the path with the key that opened it, or why not (401, or 404 for no such id). */
export type KeyCheck =
  | { ok: true; row: DeploymentRow; keyId: number }
  | { ok: false; status: 401 | 404; error: string };

/** The deployment `id` names, if `authorization` carries a live key of it; marks the key used. */
export async function authenticateKey(
  db: Db,
  clock: Clock,
  id: string,
  authorization: string | undefined,
): Promise<KeyCheck> {
  const secret = /^Bearer\s+(sk-[A-Za-z0-9_-]{8,})$/.exec(authorization ?? '')?.[1];
  // Past the id column's range no deployment can exist: asking the database would fail, not miss.
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > INT4_MAX)
    return { ok: false, status: 404, error: 'No such deployment' };
  if (!secret) return { ok: false, status: 401, error: 'An API key of this deployment is required' };
  const [found] = await db
    .select({
      row: inferenceDeployments,
      keyId: inferenceKeys.id,
      createdBy: inferenceKeys.createdBy,
      expiresAt: inferenceKeys.expiresAt,
    })
    .from(inferenceKeys)
    .innerJoin(inferenceDeployments, eq(inferenceDeployments.id, inferenceKeys.deploymentId))
    .where(and(eq(inferenceKeys.secretHash, hashSecret(secret)), eq(inferenceKeys.deploymentId, Number(id))));
  if (!found) return { ok: false, status: 401, error: 'The API key is not valid for this deployment' };
  if (found.expiresAt && found.expiresAt <= clock.now())
    return { ok: false, status: 401, error: 'The API key expired; make a new one' };
  const scope = await projectScope(db, found.row.projectId);
  if (!scope || !(await keyHolderMayCall(db, scope, found.row.id, found.createdBy)))
    return { ok: false, status: 401, error: 'The API key’s owner may no longer call this deployment' };
  await keyUsed({ db, clock }, found.keyId);
  return { ok: true, row: found.row, keyId: found.keyId };
}
