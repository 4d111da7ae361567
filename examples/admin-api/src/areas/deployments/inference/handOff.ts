/**
 * Connection hand-off (local serving), as an L4 balancer passes a connection to a pod: the API accepts a client's
 * TCP connection and reads the head of its first request. When it is a deployment's infer call (not a browser's:
 * no `Origin`, CORS stays with the app) with a valid key, for a deployment served by replicas this process spawned,
 * the socket and the bytes already read go to one of them over its IPC channel (round robin per connection), and
 * the replica answers that kept-alive connection from then on: the API no longer touches each request.
 *
 * The replica then does per request what the endpoint does (`engines/serving/replicaGate.ts`), with what this
 * module sends it (`engines/serving/handOff.ts`): the deployment's key hashes, sent again on any change to the
 * tables a key check reads (before a write request through this API is answered, so a revoked or rotated key stops
 * working at once on connections already handed off; within a moment for changes made elsewhere); a lease of the
 * client's rate budget; and the call counts it sends back go into the call recorder. Requests on a handed
 * connection that are not its deployment's infer call come back through a loopback relay server and are answered
 * by the app as usual, for the client's address. A replica that stops (pause, scale down, version switch, delete)
 * gives its connections back between two requests; they are handed on or answered here.
 *
 * Everything else (another first request, a browser, a key the check refuses, a client past its limit, a
 * deployment without such a replica: another instance's, or simulated) goes to Node's HTTP server unchanged.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { projectScope } from '../../../access/lookup';
import type { ReadCache } from '../../../cache/readCache';
import type { ChangeFeed } from '../../../db/changeFeed';
import type { Db } from '../../../db/database';
import {
  type DeploymentView,
  type FromReplica,
  type HandedKey,
  INFER_PATH,
  LEASE_SIZE,
  RELAY_CLIENT_HEADER,
  RELAY_TOKEN_HEADER,
  type ToReplica,
} from '../../../engines/serving/handOff';
import type { ConnectionHandOff, Serving } from '../../../engines/serving/types';
import { addressOf, relayedPeers } from '../../../http/rateLimit';
import type { CallRecorder } from '../../../jobs/callRecorder';
import type { Clock } from '../../../sim/clock';
import { keyHolderMayCall } from '../access';
import { inferenceDeployments, inferenceKeys } from '../tables';
import { MAX_INFER_BYTES } from './fastPath';
import { authenticateKey, KEY_CHECK_TABLES } from './keyAuth';
import { servedModel } from './servedModel';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface HandOffOptions {
  /** The serving engine whose own replicas take connections (local serving of this process). */
  serving: Serving;
  calls: CallRecorder;
  keyChecks?: ReadCache | undefined;
  /** The database's change announcements: key views are sent again when a table they come from changes. */
  changes?: ChangeFeed | undefined;
  /** Whether this instance is shutting down (nothing is handed off then). */
  closing: () => boolean;
  trustProxy: boolean;
  /** Up to `want` requests of a client's address budget, spent now; undefined when rate limits are off. */
  leaseBudget?: ((client: string, want: number) => number) | undefined;
  /** Gives back `count` leased requests a replica did not spend. */
  returnBudget?: ((client: string, count: number) => void) | undefined;
}

/** Longest head of a first request read before deciding (an infer call's head is a few hundred bytes). */
const MAX_HEAD_BYTES = 16 * 1024;
const PREFIX = Buffer.from('POST /inference/');
/** How long a connection may stay silent before its first request (as Node's server keeps an idle one). */
const FIRST_REQUEST_MS = 65_000;
/** Views are also read again this often, for changes nothing announced (a background job's, without a feed). */
const REFRESH_MS = 2_000;

/** The head of a request: its method, path and (lower-cased) headers. */
function parseHead(text: string) {
  const lines = text.split('\r\n');
  const [method, path] = (lines[0] ?? '').split(' ');
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return { method, path, headers };
}

/** Stops reading a socket at once (what arrives next stays in the kernel for whoever reads it next). */
function stopReading(socket: Socket) {
  socket.pause();
  const handle = (socket as unknown as { _handle?: { reading?: boolean; readStop?: () => number } })._handle;
  if (handle?.readStop) {
    handle.reading = false;
    handle.readStop();
  }
}

/** The hand-off, or undefined when `serving` has no replicas of its own to take connections. */
export function connectionHandOff(db: Db, clock: Clock, o: HandOffOptions) {
  const engine = o.serving.handOff;
  if (!engine) return undefined;
  const handOff: ConnectionHandOff = engine;
  const token = randomBytes(24).toString('base64url');
  const views = new Map<number, { view: DeploymentView; json: string }>();
  let relayServer: Server | undefined;
  let give: (socket: Socket, bytes: Buffer) => void = (socket) => socket.destroy();
  /** Connections handed to replicas, given back by them, and given to the HTTP server (counted since the start). */
  const stats = { handed: 0, back: 0, toServer: 0 };

  async function loadView(deploymentId: number): Promise<DeploymentView> {
    const [row] = await db.select().from(inferenceDeployments).where(eq(inferenceDeployments.id, deploymentId));
    const base = { t: 'view' as const, deploymentId, clockOffsetMs: clock.now().getTime() - Date.now() };
    if (!row) return { ...base, modelName: '', accepts: false, keys: [] };
    const rows = await db
      .select({
        hash: inferenceKeys.secretHash,
        keyId: inferenceKeys.id,
        createdBy: inferenceKeys.createdBy,
        expiresAt: inferenceKeys.expiresAt,
      })
      .from(inferenceKeys)
      .where(eq(inferenceKeys.deploymentId, deploymentId));
    const scope = await projectScope(db, row.projectId);
    const mayCall = new Map<number | null, boolean>();
    const keys: HandedKey[] = [];
    for (const k of rows) {
      if (!mayCall.has(k.createdBy))
        mayCall.set(k.createdBy, scope !== undefined && (await keyHolderMayCall(db, scope, deploymentId, k.createdBy)));
      keys.push({
        hash: k.hash,
        keyId: k.keyId,
        expiresAt: k.expiresAt ? k.expiresAt.getTime() : null,
        ownerMayCall: mayCall.get(k.createdBy) === true,
      });
    }
    return {
      ...base,
      modelName: servedModel(row).name,
      accepts: (row.status === 'RUNNING' || row.status === 'DEPLOYING') && o.serving.serving(deploymentId),
      keys,
    };
  }

  const tellView = (view: DeploymentView) => {
    const { clockOffsetMs: _, ...compared } = view;
    const json = JSON.stringify(compared);
    if (views.get(view.deploymentId)?.json === json) return;
    views.set(view.deploymentId, { view, json });
    handOff.tell(view.deploymentId, view);
  };

  /** The view a deployment's replicas have, told them first when none was. */
  const loadingViews = new Map<number, Promise<DeploymentView>>();
  function viewOf(deploymentId: number): Promise<DeploymentView> {
    const known = views.get(deploymentId);
    if (known) return Promise.resolve(known.view);
    let loading = loadingViews.get(deploymentId);
    if (!loading) {
      loading = loadView(deploymentId).then(
        (view) => {
          tellView(view);
          return view;
        },
        (error: unknown) => {
          loadingViews.delete(deploymentId);
          throw error;
        },
      );
      loadingViews.set(deploymentId, loading);
      void loading.finally(() => loadingViews.delete(deploymentId)).catch(() => {});
    }
    return loading;
  }

  // One refresh at a time; a refresh asked for meanwhile runs once that one is done, and its callers wait for it.
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  async function refreshOnce() {
    const ids = [...views.keys()];
    const loaded = await Promise.all(ids.map((id) => loadView(id).catch(() => undefined)));
    for (const view of loaded) if (view) tellView(view);
  }
  /** Reads every handed deployment's view again and sends those that changed; resolves once they are sent. */
  function refresh(): Promise<void> {
    if (views.size === 0) return Promise.resolve();
    if (!running) {
      running = refreshOnce().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return refresh();
    });
    return queued;
  }
  const stopHearing = o.changes?.subscribe((table) => {
    if (table === undefined || (KEY_CHECK_TABLES as readonly string[]).includes(table)) void refresh();
  });
  const timer = setInterval(() => void refresh(), REFRESH_MS);
  timer.unref();

  const stopListening = handOff.onMessage((deploymentId, message: FromReplica, socket, reply) => {
    switch (message.t) {
      case 'lease': {
        const granted = o.leaseBudget
          ? o.leaseBudget(message.client, Math.min(message.want, LEASE_SIZE))
          : message.want;
        reply({ t: 'lease', client: message.client, granted } satisfies ToReplica);
        return;
      }
      case 'calls': {
        const at = clock.now();
        for (const [tenths, failed, count] of message.groups)
          o.calls.add({ deploymentId, at, latencyMs: tenths / 10, failed: failed === 1, count });
        for (const [keyId, used] of message.keys) o.calls.keyUsed(keyId, new Date(used));
        return;
      }
      case 'unlease':
        for (const [client, count] of message.leases) o.returnBudget?.(client, count);
        return;
      case 'back':
        stats.back++;
        if (socket) accept(socket);
        return;
    }
  });

  /** Decides what becomes of a connection: handed to a replica, or given to Node's HTTP server. */
  function accept(socket: Socket) {
    const chunks: Buffer[] = [];
    let size = 0;
    let deciding = false;
    const done = () => {
      socket.removeListener('data', onData);
      socket.removeListener('error', onError);
      socket.setTimeout(0);
    };
    const toServer = () => {
      stats.toServer++;
      done();
      give(socket, chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    };
    const onError = () => {
      done();
      socket.destroy();
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (deciding) return;
      const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      const n = Math.min(bytes.length, PREFIX.length);
      if (bytes.subarray(0, n).compare(PREFIX.subarray(0, n)) !== 0) return toServer();
      const end = bytes.indexOf('\r\n\r\n');
      if (end < 0) {
        if (size > MAX_HEAD_BYTES) toServer();
        return;
      }
      deciding = true;
      decide(bytes.subarray(0, end).toString('latin1')).then(
        (deploymentId) => {
          if (socket.destroyed) return done();
          if (deploymentId === undefined) return toServer();
          done();
          stopReading(socket);
          for (let chunk = socket.read() as Buffer | null; chunk; chunk = socket.read() as Buffer | null)
            chunks.push(chunk);
          const head = Buffer.concat(chunks);
          // Until it is sent (or given to the server), an error on it must not go unheard.
          const swallow = () => {};
          socket.on('error', swallow);
          const fallBack = () => {
            socket.removeListener('error', swallow);
            give(socket, head);
          };
          handOff.pass(deploymentId, socket, head, lease).then((passed) => {
            if (passed) stats.handed++;
            else fallBack();
          }, fallBack);
        },
        () => toServer(),
      );
    };
    socket.on('data', onData);
    socket.on('error', onError);
    socket.setTimeout(FIRST_REQUEST_MS, () => {
      done();
      socket.destroy();
    });

    /** The deployment to hand the connection to, or undefined when the HTTP server must answer it. */
    let lease: { client: string; granted: number } | undefined;
    async function decide(head: string): Promise<number | undefined> {
      const { method, path, headers } = parseHead(head);
      const match = method === 'POST' && path !== undefined ? INFER_PATH.exec(path) : null;
      if (!match || headers.origin !== undefined || o.closing()) return undefined;
      // A body past the limit is the server's to refuse (its 413), as the fast path does.
      if (Number(headers['content-length'] ?? 0) > MAX_INFER_BYTES) return undefined;
      const [, id = ''] = match;
      const deploymentId = Number(id);
      if (!Number.isSafeInteger(deploymentId) || !handOff.canTake(deploymentId)) return undefined;
      const found = await authenticateKey(db, clock, id, headers.authorization, o.keyChecks);
      if (!found.ok) return undefined;
      const view = await viewOf(deploymentId);
      if (!view.accepts) return undefined;
      // The client's first requests of its budget go with the connection; none left: the app answers the 429.
      if (o.leaseBudget) {
        const client = addressOf(headers['x-forwarded-for'], socket.remoteAddress, o.trustProxy);
        const granted = o.leaseBudget(client, LEASE_SIZE);
        if (granted === 0) return undefined;
        lease = { client, granted };
      }
      return deploymentId;
    }
  }

  return {
    /**
     * Takes `server`'s connections first (its own `connection` listeners then get those not handed off) and starts
     * the loopback relay the replicas send other requests to, answered by `listener` (the API's own).
     */
    async install(server: Server, listener: Listener) {
      const http = server.listeners('connection') as ((socket: Socket) => void)[];
      give = (socket, bytes) => {
        socket.pause();
        if (bytes.length > 0) socket.unshift(bytes);
        for (const l of http) l.call(server, socket);
        socket.resume();
      };
      server.removeAllListeners('connection');
      server.on('connection', (socket: Socket) => accept(socket));
      const expected = Buffer.from(token);
      relayServer = createServer((req, res) => {
        const presented = Buffer.from(String(req.headers[RELAY_TOKEN_HEADER] ?? ''));
        if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
          res.writeHead(403, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: 'Only the model servers of this API relay here' }));
          return;
        }
        const peer = req.headers[RELAY_CLIENT_HEADER];
        if (typeof peer === 'string') relayedPeers.set(req, peer);
        delete req.headers[RELAY_TOKEN_HEADER];
        delete req.headers[RELAY_CLIENT_HEADER];
        listener(req, res);
      });
      relayServer.keepAliveTimeout = 65_000;
      await new Promise<void>((resolve) => relayServer?.listen(0, '127.0.0.1', () => resolve()));
      const port = (relayServer.address() as AddressInfo).port;
      handOff.tell(undefined, {
        t: 'config',
        relayUrl: `http://127.0.0.1:${port}`,
        relayToken: token,
        trustProxy: o.trustProxy,
        rateLimited: o.leaseBudget !== undefined,
        maxBodyBytes: MAX_INFER_BYTES,
      });
    },
    stats,
    /** Sends changed key views to the replicas; resolves once sent (a write request awaits it before its answer). */
    refresh,
    async close() {
      clearInterval(timer);
      stopHearing?.();
      stopListening();
      const server = relayServer;
      if (server)
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
    },
  };
}
