/**
 * The Open Inference Protocol (KServe v2) REST endpoint of every deployment, served by the reference
 * server itself under `/inference/{deploymentId}/v2/...`: server metadata, live and ready, model metadata
 * and ready, and infer, each with and without `/versions/{version}`. Callers authenticate with an API key
 * of that deployment (`Authorization: Bearer sk-...`), not with a console token. Errors are
 * `{"error": "..."}`. With local serving (`engines/serving/local.ts`) the endpoint checks the key and
 * passes the call to a ready replica of the version taking calls (round robin; a replica that does not
 * answer is skipped for another), and the model servers answer: ONNX Runtime, `onnxruntime_onnx`. With
 * simulated serving the deterministic stand-in of `inferenceModel.ts` answers, and says so in every answer
 * (`parameters.simulated`). With local serving the infer call itself is answered before this app, by Node's
 * server (`inference/fastPath.ts`), unless the app must see it (a browser's call: CORS; a shutdown; a rate limit);
 * this app answers it otherwise, the same way (its body gate then checks the JSON's text too). Every infer call is counted in the deployment's metrics: added up in memory and
 * written about once a second (`metrics/recorder.ts`). Key checks are cached between calls until a table they
 * read changes (`inference/keyAuth.ts`).
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Context, Hono } from 'hono';
import type { ReadCache } from '../../cache/readCache';
import type { Db } from '../../db/database';
import type { Serving } from '../../engines/serving';
import { readRequestBody } from '../../http/bodyGate';
import { ApiError } from '../../http/errors';
import type { CallRecorder } from '../../jobs/callRecorder';
import type { Clock } from '../../sim/clock';
import { localNotReady, MAX_INFER_BYTES, replicaAgent } from './inference/fastPath';
import { authenticateKey, type DeploymentRow } from './inference/keyAuth';
import { lookupModel, notReadyReason, servedModel } from './inference/servedModel';
import { infer, modelMetadata, type ReferenceModel } from './inferenceModel';

/** One call to a replica: its status, content type and body; rejects when the replica does not answer. */
function callReplica(
  url: string,
  method: string,
  body: string | undefined,
): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const req = request(
      url,
      {
        method,
        agent: replicaAgent,
        headers: payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            type: res.headers['content-type'] ?? 'application/json',
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setNoDelay(true);
    req.on('error', reject);
    req.end(payload);
  });
}

/** What `GET v2` answers: the server's name, version and protocol extensions. */
export const SERVER_METADATA = { name: 'console-reference-server', version: '1.0.0', extensions: [] as string[] };

type Status = 200 | 400 | 401 | 404 | 405 | 413 | 415 | 502 | 503;
const fail = (c: Context, status: Status, error: string) => {
  if (status === 401) c.header('WWW-Authenticate', 'Bearer');
  return c.json({ error }, status);
};

/** One line for the protocol's `error`: the gate's message, or each field at fault with what is wrong. */
function describeRefusal(error: ApiError): string {
  const { details } = error;
  if (details === undefined || typeof details === 'string' || Array.isArray(details)) return error.message;
  return Object.entries(details)
    .map(([field, messages]) => `${field}: ${[messages].flat().join('; ')}`)
    .join(', ');
}

/** The KServe v2 endpoint as a Hono app, mounted by `createApp` before the console's token check. */
export function inferenceEndpoint(
  db: Db,
  clock: Clock,
  o: { serving?: Serving | undefined; calls: CallRecorder; keyChecks?: ReadCache | undefined },
) {
  const { serving, calls, keyChecks } = o;
  const app = new Hono();
  const local = serving?.mode === 'local';
  // The API's own body gate (size, media type, Unicode, control characters, depth, numbers), with the
  // protocol's larger limit and its error shape: `{"error": "..."}` naming the field at fault.
  app.use('*', async (c, next) => {
    try {
      await readRequestBody(c, MAX_INFER_BYTES);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return fail(c, error.status as Status, describeRefusal(error));
    }
    await next();
  });

  /** Registers `handler` for GET or POST on a path, and 405 for other methods there. */
  const route = (
    method: 'GET' | 'POST',
    paths: string[],
    handler: (c: Context, row: DeploymentRow) => Promise<Response> | Response,
  ) => {
    for (const path of paths) {
      app.on(method, path, async (c) => {
        const found = await authenticateKey(
          db,
          clock,
          c.req.param('id') ?? '',
          c.req.header('authorization'),
          keyChecks,
        );
        if (!found.ok) return fail(c, found.status, found.error);
        calls.keyUsed(found.keyId, clock.now());
        // Live needs no replica: the endpoint itself answers.
        if (local && !path.endsWith('/health/live'))
          return c.req.path.endsWith('/infer') ? handler(c, found.row) : forward(c, found.row);
        return handler(c, found.row);
      });
      app.all(path, (c) => {
        c.header('Allow', method);
        return fail(c, 405, `${c.req.method} is not allowed here: use ${method}`);
      });
    }
  };
  /** A model path with and without its version segment. */
  const modelPaths = (suffix = '') => [
    `/:id/v2/models/:model${suffix}`,
    `/:id/v2/models/:model/versions/:version${suffix}`,
  ];
  /** The model of the path, or the answer that refuses it. */
  const modelOf = async (c: Context, row: DeploymentRow) =>
    lookupModel(db, row, c.req.param('model') ?? '', c.req.param('version'));

  route('GET', ['/:id/v2', '/:id/v2/'], (c) => c.json(SERVER_METADATA, 200));

  route('GET', ['/:id/v2/health/live'], (c) => c.json({ live: true }, 200));

  route('GET', ['/:id/v2/health/ready'], (c, row) => {
    const reason = notReadyReason(row);
    return reason ? c.json({ ready: false, error: reason }, 503) : c.json({ ready: true }, 200);
  });

  route('GET', modelPaths(), async (c, row) => {
    const found = await modelOf(c, row);
    return found.ok ? c.json(modelMetadata(found.model), 200) : fail(c, found.status, found.error);
  });

  route('GET', modelPaths('/ready'), async (c, row) => {
    const found = await modelOf(c, row);
    if (!found.ok) return fail(c, found.status, found.error);
    const reason = notReadyReason(row);
    return reason
      ? c.json({ name: found.model.name, ready: false, error: reason }, 503)
      : c.json({ name: found.model.name, ready: true }, 200);
  });

  route('POST', modelPaths('/infer'), async (c, row) => {
    const started = performance.now();
    const answer = await answerInfer(c, row);
    const latencyMs = performance.now() - started;
    calls.add({ deploymentId: row.id, at: clock.now(), latencyMs, failed: answer.status >= 400 });
    return answer;
  });

  /**
   * Passes the call to a ready replica of the version taking calls; when one does not answer (it just
   * crashed or stopped), to another, so that a rollout or a crash fails no call.
   */
  async function forward(c: Context, row: DeploymentRow): Promise<Response> {
    const model = c.req.param('model');
    if (model !== undefined && model !== servedModel(row).name)
      return fail(c, 404, `Unknown model '${model}': this endpoint serves '${servedModel(row).name}'`);
    const reason = serving ? localNotReady(serving, row) : notReadyReason(row);
    if (reason) {
      if (c.req.path.endsWith('/ready') && c.req.method === 'GET')
        return c.json({ ...(model !== undefined ? { name: model } : {}), ready: false, error: reason }, 503);
      return fail(c, 503, reason);
    }
    const path = c.req.path.slice(c.req.path.indexOf('/v2'));
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    const skip = new Set<string>();
    for (let attempt = 0; attempt < 4; attempt++) {
      const route = serving?.route(row.id, skip);
      if (!route) break;
      try {
        // The replica knows the model by the name it started with.
        const target = path.replace(/^\/v2\/models\/[^/]+/, `/v2/models/${encodeURIComponent(route.modelName)}`);
        const res = await callReplica(`${route.url}${target}`, c.req.method, body);
        return new Response(res.body, { status: res.status, headers: { 'Content-Type': res.type } });
      } catch {
        // The replica is gone (crashed, or stopped by a rollout): try another.
        skip.add(route.url);
      }
    }
    return fail(c, 503, `No replica of ${row.name} answered; try again shortly`);
  }

  /** The answer to one infer call on `row`. */
  async function answerInfer(c: Context, row: DeploymentRow): Promise<Response> {
    if (local) return forward(c, row);
    const found = await modelOf(c, row);
    if (!found.ok) return fail(c, found.status, found.error);
    const reason = notReadyReason(row);
    if (reason) return fail(c, 503, reason);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return fail(c, 400, 'The body must be a JSON inference request');
    }
    const outcome = infer(found.model as ReferenceModel, body);
    return outcome.ok ? c.json(outcome.response, 200) : fail(c, 400, outcome.error);
  }

  app.all('*', (c) => fail(c, 404, `No such path of the inference protocol: ${c.req.path}`));
  return app;
}
