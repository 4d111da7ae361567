/**
 * The KServe v2 (Open Inference Protocol) endpoint of every deployment, served by the reference server
 * itself under `/inference/{deploymentId}/v2/...`. Callers authenticate with an API key of that
 * deployment (`Authorization: Bearer sk-...`), not with a console token. The model behind it is the
 * deterministic stand-in of `domain/inferenceModel.ts`: the reference server runs no containers; a
 * production backend serves the same protocol from Triton.
 */
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { projectScope } from '../../access/lookup';
import type { Db } from '../../db/database';
import { inferenceDeployments, inferenceKeys } from '../../db/schema';
import type { Clock } from '../../sim/clock';
import { keyHolderMayCall } from './access';
import { modelNameOf } from './config';
import { infer, modelMetadata, type ReferenceModel } from './inferenceModel';
import { hashSecret, keyUsed } from './keyService';
import { inferenceServed } from './service';

/** Largest inference request body (a batch of small images as JSON). */
const MAX_INFER_BYTES = 16 * 1024 * 1024;

type Row = typeof inferenceDeployments.$inferSelect;
type Found = { ok: true; row: Row; keyId: number } | { ok: false; status: 401 | 404; error: string };

/** The KServe v2 endpoint as a Hono app, mounted by `createApp` before the console's token check. */
export function inferenceEndpoint(db: Db, clock: Clock) {
  const app = new Hono();

  /** The deployment of the path, if the bearer is a live key of it. */
  async function authenticate(id: string, authorization: string | undefined): Promise<Found> {
    const secret = /^Bearer\s+(sk-[A-Za-z0-9_-]{8,})$/.exec(authorization ?? '')?.[1];
    if (!/^[1-9]\d{0,9}$/.test(id)) return { ok: false, status: 404, error: 'No such deployment' };
    if (!secret) return { ok: false, status: 401, error: 'An API key of this deployment is required' };
    const [found] = await db
      .select({ row: inferenceDeployments, keyId: inferenceKeys.id, createdBy: inferenceKeys.createdBy })
      .from(inferenceKeys)
      .innerJoin(inferenceDeployments, eq(inferenceDeployments.id, inferenceKeys.deploymentId))
      .where(and(eq(inferenceKeys.secretHash, hashSecret(secret)), eq(inferenceKeys.deploymentId, Number(id))));
    if (!found) return { ok: false, status: 401, error: 'The API key is not valid for this deployment' };
    // A key works only while the person who created it may still call the deployment.
    const scope = await projectScope(db, found.row.projectId);
    if (!scope || !(await keyHolderMayCall(db, scope, found.row.id, found.createdBy)))
      return { ok: false, status: 401, error: 'The API key’s owner may no longer call this deployment' };
    await keyUsed({ db, clock }, found.keyId);
    return { ok: true, row: found.row, keyId: found.keyId };
  }

  const modelOf = (row: Row): ReferenceModel => ({
    name: modelNameOf(row.name),
    version: String(row.activeVersion),
    task: row.config.task,
  });
  const refusal = (row: Row) =>
    row.status === 'RUNNING'
      ? undefined
      : row.status === 'PAUSED'
        ? `${row.name} is paused; resume it to call it`
        : row.status === 'STOPPED'
          ? `${row.name} is stopped; start it again to call it`
          : `${row.name} is ${row.status.toLowerCase()}, not running`;

  app.use('*', bodyLimit({ maxSize: MAX_INFER_BYTES, onError: (c) => c.json({ error: 'Body too large' }, 413) }));

  app.get('/:id/v2/health/live', async (c) => {
    const found = await authenticate(c.req.param('id'), c.req.header('authorization'));
    if (!found.ok) return c.json({ error: found.error }, found.status);
    return c.json({ live: true }, 200);
  });

  app.get('/:id/v2/health/ready', async (c) => {
    const found = await authenticate(c.req.param('id'), c.req.header('authorization'));
    if (!found.ok) return c.json({ error: found.error }, found.status);
    const refused = refusal(found.row);
    return refused ? c.json({ ready: false, error: refused }, 503) : c.json({ ready: true }, 200);
  });

  app.get('/:id/v2/models/:model', async (c) => {
    const found = await authenticate(c.req.param('id'), c.req.header('authorization'));
    if (!found.ok) return c.json({ error: found.error }, found.status);
    const model = modelOf(found.row);
    if (c.req.param('model') !== model.name) return c.json({ error: `No model ${c.req.param('model')} here` }, 404);
    return c.json(modelMetadata(model), 200);
  });

  app.get('/:id/v2/models/:model/ready', async (c) => {
    const found = await authenticate(c.req.param('id'), c.req.header('authorization'));
    if (!found.ok) return c.json({ error: found.error }, found.status);
    if (c.req.param('model') !== modelOf(found.row).name) return c.json({ error: 'No such model here' }, 404);
    const refused = refusal(found.row);
    return refused ? c.json({ ready: false, error: refused }, 503) : c.json({ ready: true }, 200);
  });

  app.post('/:id/v2/models/:model/infer', async (c) => {
    const started = performance.now();
    const found = await authenticate(c.req.param('id'), c.req.header('authorization'));
    if (!found.ok) return c.json({ error: found.error }, found.status);
    const { row } = found;
    const model = modelOf(row);
    if (c.req.param('model') !== model.name) return c.json({ error: `No model ${c.req.param('model')} here` }, 404);
    const refused = refusal(row);
    if (refused) return c.json({ error: refused }, 503);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'The body must be JSON' }, 400);
    }
    const outcome = infer(model, body);
    const latency = performance.now() - started;
    await inferenceServed({ db, clock }, row.id, latency);
    return outcome.ok ? c.json(outcome.response, 200) : c.json({ error: outcome.error }, 400);
  });

  app.all('*', (c) => c.json({ error: 'Not found' }, 404));
  return app;
}
