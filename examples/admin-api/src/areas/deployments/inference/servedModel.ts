/**
 * The model a deployment serves under the protocol: its name, the one version loaded (the active one)
 * and whether it is ready. A deployment keeps every version it had, but only the active one is loaded:
 * an older version is named in the error, never served.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { modelNameOf } from '../config';
import type { ReferenceModel } from '../inferenceModel';
import { inferenceVersions } from '../tables';
import type { DeploymentRow } from './keyAuth';

/** The model of a path, or the 404 that answers it. */
export type ModelLookup = { ok: true; model: ReferenceModel } | { ok: false; status: 404; error: string };

/** The model `row` serves now. */
export const servedModel = (row: DeploymentRow): ReferenceModel => ({
  name: modelNameOf(row.name),
  version: String(row.activeVersion),
  task: row.config.task,
});

/** The model named by a path's `model` (and `version`, when the path has one) on `row`. */
export async function lookupModel(
  db: Db,
  row: DeploymentRow,
  name: string,
  version: string | undefined,
): Promise<ModelLookup> {
  const model = servedModel(row);
  if (name !== model.name)
    return { ok: false, status: 404, error: `Unknown model '${name}': this endpoint serves '${model.name}'` };
  if (version === undefined || version === model.version) return { ok: true, model };
  const number = /^[1-9]\d{0,8}$/.test(version) ? Number(version) : undefined;
  const [kept] = number
    ? await db
        .select({ number: inferenceVersions.number })
        .from(inferenceVersions)
        .where(and(eq(inferenceVersions.deploymentId, row.id), eq(inferenceVersions.number, number)))
    : [];
  return {
    ok: false,
    status: 404,
    error: kept
      ? `Version '${version}' of '${model.name}' is not loaded: version '${model.version}' is served; activate it to serve it`
      : `Unknown version '${version}' of '${model.name}': version '${model.version}' is served`,
  };
}

/** Why `row` does not take inference calls now, or undefined when it does (RUNNING). */
export function notReadyReason(row: DeploymentRow): string | undefined {
  switch (row.status) {
    case 'RUNNING':
      return undefined;
    case 'PAUSED':
      return `${row.name} is paused; resume it to call it`;
    case 'STOPPED':
      return `${row.name} is stopped; start it again to call it`;
    default:
      return `${row.name} is ${row.status.toLowerCase()}, not running`;
  }
}
