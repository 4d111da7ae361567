/**
 * The infer call of a deployment on local serving, answered straight from Node's HTTP server, before Hono: the
 * per-request relay for calls whose connection is not handed to a replica (`handOff.ts`: browsers' calls, a first
 * call the hand-off leaves to the server, calls a replica relays back, replicas of another instance), and the hot
 * path of the endpoint for them (`../endpoint.ts` answers everything else, and this call too whenever this path
 * steps aside). Per call it does what the call needs and nothing more:
 *
 * - the key check, cached between calls until a table it reads changes (`keyAuth.ts`);
 * - the body's size (413) and media type (415), read as bytes and passed on unparsed: the model server parses
 *   it and checks the tensors itself, answering the protocol's `{"error"}` with a 400;
 * - one request to a ready replica over a kept-alive connection of the replica's pool (round robin; a replica that does not answer
 *   is skipped for another, so a rollout or a crash fails no call), its answer streamed back as it comes;
 * - the call counted in memory (`CallRecorder`, written about once a second), no database work.
 *
 * It steps aside (answers false, and the request goes through the app) for whatever the app must see: a
 * browser's call (an `Origin` header: CORS), an instance shutting down, a client past its rate limit, and
 * every other path and method of the protocol.
 */
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import type { ReadCache } from '../../../cache/readCache';
import type { Db } from '../../../db/database';
import type { Serving } from '../../../engines/serving';
import { writeProtocolError } from '../../../engines/serving/protocolError';
import { ACCEPTED_MEDIA_TYPES, isJsonMediaType } from '../../../http/bodyGate';
import type { CallRecorder } from '../../../jobs/callRecorder';
import type { Clock } from '../../../sim/clock';
import { authenticateKey, type DeploymentRow } from './keyAuth';
import { servedModel } from './servedModel';

/** Largest inference request body (a batch of small images as JSON). */
export const MAX_INFER_BYTES = 16 * 1024 * 1024;

/**
 * Connections to the model servers, kept open between calls, without Nagle's algorithm: with it, a request's
 * body waits for the acknowledgement of its headers, which the server delays (about 40 ms a call).
 */
export const replicaAgent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

/** `/inference/{id}/v2/models/{model}[/versions/{version}]/infer`, query aside. */
const INFER_PATH = /^\/inference\/([^/?]+)\/v2\/models\/([^/?]+)((?:\/versions\/[^/?]+)?\/infer)(?:\?.*)?$/;

/** What the fast path needs of the app around it. */
export interface FastPathOptions {
  serving: Serving;
  calls: CallRecorder;
  keyChecks?: ReadCache | undefined;
  /** Whether this instance is shutting down (the app answers then). */
  closing: () => boolean;
  /** Spends one request of the client's budget; false when past it (the app answers the 429). */
  withinRate?: ((req: IncomingMessage) => boolean) | undefined;
  /** A line per answered call, when the API logs requests. */
  log?: ((line: string) => void) | undefined;
}

/** Why `row` takes no calls now with local serving: paused or failed, or no replica ready yet. */
export function localNotReady(serving: Serving, row: DeploymentRow): string | undefined {
  switch (row.status) {
    case 'DEPLOYING':
    case 'RUNNING':
      return serving.serving(row.id)
        ? undefined
        : `${row.name} is ${row.status.toLowerCase()}, no replica is ready yet`;
    case 'PAUSED':
      return `${row.name} is paused; resume it to call it`;
    case 'STOPPED':
      return `${row.name} is stopped; start it again to call it`;
    case 'QUEUED':
      return `${row.name} waits in the capacity queue; it takes calls once it has started`;
    default:
      return `${row.name} is ${row.status.toLowerCase()}, not running`;
  }
}

/** The body's bytes, or the status and message refusing it (413 past the limit). */
function readBody(req: IncomingMessage): Promise<Buffer | { status: 413; error: string }> {
  return new Promise((resolve, reject) => {
    const tooLarge = { status: 413 as const, error: `Body larger than ${MAX_INFER_BYTES} bytes` };
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_INFER_BYTES) {
      req.resume();
      resolve(tooLarge);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_INFER_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        resolve(tooLarge);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)));
    req.on('error', reject);
  });
}

/**
 * A pool of kept-alive connections per replica (undici: a fraction of the CPU per call of Node's `http.request`).
 * A replica that went away loses its pool; a new one gets its own.
 */
export class ReplicaPools {
  private readonly pools = new Map<string, Pool>();

  of(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      // Replicas come and go with rollouts: past a bound, the pools of those gone are let go with the rest.
      if (this.pools.size >= 256) this.close();
      pool = new Pool(origin, { connections: 128, keepAliveTimeout: 30_000 });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  /** Lets a replica's pool go: calls already on it finish (`close`, not `destroy`), new ones get a new pool. */
  drop(origin: string) {
    const pool = this.pools.get(origin);
    this.pools.delete(origin);
    void pool?.close().catch(() => {});
  }

  /** Closes every replica's connections (the API stops). */
  close() {
    for (const origin of [...this.pools.keys()]) this.drop(origin);
  }
}

/**
 * Sends `body` to a replica and streams its answer into `res` (undici's `stream`: the answer's bytes go straight
 * into the client's response, nothing buffered or wrapped); resolves with the status once it is passed on.
 * Rejects with `Unanswered` when the replica does not answer before anything is written to `res` (it just crashed
 * or stopped): the caller tries another.
 */
async function relay(pool: Pool, path: string, body: Buffer, res: ServerResponse): Promise<number> {
  let status = 0;
  try {
    await pool.stream({ path, method: 'POST', headers: JSON_HEADERS, body }, ({ statusCode, headers }) => {
      status = statusCode;
      const type = headers['content-type'];
      const length = headers['content-length'];
      const out: Record<string, string> = { 'Content-Type': typeof type === 'string' ? type : 'application/json' };
      if (typeof length === 'string') out['Content-Length'] = length;
      res.writeHead(statusCode, out);
      return res;
    });
    return status;
  } catch (error) {
    if (!res.headersSent) throw new Unanswered(error);
    // The replica went away mid-answer: the client's connection is cut, as the replica's was.
    res.destroy();
    return 502;
  }
}

/** A replica that did not answer at all (nothing was sent to the client). */
class Unanswered extends Error {
  constructor(cause: unknown) {
    super('The replica did not answer', { cause });
  }
}
const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * The fast path: `handle` is a Node request listener's first step, true when it answered (or is answering) the
 * request; `close` ends its connections to the replicas.
 */
export function inferFastPath(db: Db, clock: Clock, o: FastPathOptions) {
  const { serving, calls, keyChecks } = o;
  const pools = new ReplicaPools();

  async function answer(req: IncomingMessage, res: ServerResponse, match: RegExpExecArray) {
    const started = performance.now();
    const [, id = '', rawModel = '', rest = ''] = match;
    const found = await authenticateKey(db, clock, id, req.headers.authorization, keyChecks);
    if (!found.ok) {
      req.resume();
      writeProtocolError(res, found.status, found.error);
      return;
    }
    const { row } = found;
    const now = clock.now();
    calls.keyUsed(found.keyId, now);
    let status = await forward(req, res, row, rawModel, rest);
    if (res.destroyed && status < 400) status = 502;
    const latencyMs = performance.now() - started;
    calls.add({ deploymentId: row.id, at: now, latencyMs, failed: status >= 400 });
    o.log?.(`--> POST ${req.url?.split('?')[0]} ${status} ${Math.round(latencyMs)}ms`);
  }

  async function forward(
    req: IncomingMessage,
    res: ServerResponse,
    row: DeploymentRow,
    rawModel: string,
    rest: string,
  ): Promise<number> {
    const refuse = (status: number, error: string) => {
      req.resume();
      writeProtocolError(res, status, error);
      return status;
    };
    let model: string;
    try {
      model = decodeURIComponent(rawModel);
    } catch {
      model = rawModel;
    }
    const served = servedModel(row).name;
    if (model !== served) return refuse(404, `Unknown model '${model}': this endpoint serves '${served}'`);
    const reason = localNotReady(serving, row);
    if (reason) return refuse(503, reason);
    const contentLength = req.headers['content-length'];
    const hasBody =
      contentLength === undefined ? req.headers['transfer-encoding'] !== undefined : contentLength !== '0';
    if (hasBody && !isJsonMediaType(req.headers['content-type']))
      return refuse(415, `The body must be ${ACCEPTED_MEDIA_TYPES}`);
    const body = await readBody(req);
    if (!Buffer.isBuffer(body)) return refuse(body.status, body.error);
    let skip: Set<string> | undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
      const route = serving.route(row.id, skip);
      if (!route) break;
      // The replica knows the model by the name it started with.
      const path = `/v2/models/${route.modelName === model ? rawModel : encodeURIComponent(route.modelName)}${rest}`;
      try {
        return await relay(pools.of(route.url), path, body, res);
      } catch {
        // The replica is gone (crashed, or stopped by a rollout): try another.
        pools.drop(route.url);
        skip ??= new Set();
        skip.add(route.url);
      }
    }
    writeProtocolError(res, 503, `No replica of ${row.name} answered; try again shortly`);
    return 503;
  }

  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST' || req.headers.origin !== undefined) return false;
    const url = req.url;
    if (url === undefined || !url.startsWith('/inference/')) return false;
    const match = INFER_PATH.exec(url);
    if (!match || o.closing()) return false;
    if (o.withinRate && !o.withinRate(req)) return false;
    answer(req, res, match).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // What fails here is a dependency (the database behind the key check): a 503 to retry, not the caller's fault.
      console.warn(`inference endpoint: ${error instanceof Error ? error.message : String(error)}`);
      req.resume();
      res.setHeader('Retry-After', '1');
      writeProtocolError(res, 503, 'The endpoint cannot check API keys right now; try again shortly');
    });
    return true;
  };
  return { handle, close: () => pools.close() };
}
