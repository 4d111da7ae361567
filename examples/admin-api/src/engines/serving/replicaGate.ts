/**
 * The model server's side of the connection hand-off (`handOff.ts`): connections the API passed over the IPC
 * channel join the server's own, and each request on them goes through this gate. The deployment's infer call is
 * answered here, after what the API's endpoint checks per call: the key (against the keys the API sent, with the
 * same answers), the client's rate budget (leased from the API's, a few dozen requests at a time), the body's
 * size and media type (413, 415); the call is counted and the counts sent to the API about once a second. Anything
 * else (another path, another deployment, a browser's call, a client whose lease is spent, a paused deployment)
 * is relayed to the API over loopback and answered exactly as the API answers it.
 *
 * Draining (the replica stops: pause, scale down, a version switch, delete), every handed connection goes back to
 * the API between two requests (at once when idle, else once its answer is sent): the client keeps its connection
 * and its next call is handed to a replica of what now serves, or answered by the API.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { pipeline } from 'node:stream';
import type { Pool } from 'undici';
import { addressOf } from '../../http/clientAddress';
import { ACCEPTED_MEDIA_TYPES, isJsonMediaType } from '../../http/mediaType';
import {
  type CallReport,
  type DeploymentView,
  type FromReplica,
  type HandedKey,
  type HandOffConfig,
  INFER_PATH,
  LEASE_SIZE,
  RELAY_CLIENT_HEADER,
  RELAY_TOKEN_HEADER,
  type ToReplica,
} from './handOff';
import { writeProtocolError } from './protocolError';

/** Headers of one hop only: never relayed. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
  'proxy-authorization',
  RELAY_TOKEN_HEADER,
  RELAY_CLIENT_HEADER,
]);

interface Handed {
  inFlight: number;
  /** The request being answered (its body read before the connection stops being read). */
  current?: IncomingMessage | undefined;
  /** The last key seen on this connection and the view it was checked against (most clients send the same one). */
  lastAuthorization?: string | undefined;
  lastKey?: HandedKey | undefined;
  lastView?: DeploymentView | undefined;
}

export interface ReplicaGateOptions {
  server: Server;
  /** Answers a protocol path (`/v2/models/<name>/infer`) as the server answers its own connections; resolves with the status. */
  answer: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<number>;
  /** The model's name and version as this server loaded them. */
  name: string;
  version: string;
  /** Called once draining is over (no handed connection left): the server then exits. */
  drained: () => void;
}

/** The gate, or undefined when the server has no channel to an API (started by hand, or adopted). */
export function createReplicaGate(o: ReplicaGateOptions) {
  const send = process.send?.bind(process);
  if (!send) return undefined;
  const handed = new Map<Socket, Handed>();
  let config: HandOffConfig | undefined;
  let view: DeploymentView | undefined;
  let relayPool: Promise<Pool> | undefined;
  let draining = false;
  /** Connections on their way back to the API (the process may not exit before they are sent). */
  let sending = 0;
  let drained = false;
  const leases = new Map<string, { tokens: number; asking: boolean }>();
  const groups = new Map<number, number>();
  const keysUsed = new Map<number, number>();

  const tell = (message: FromReplica, socket?: Socket) => {
    if (!process.connected) return false;
    try {
      if (!socket) {
        send(message);
        return true;
      }
      // The socket goes once the channel sends it (after the ones before it): until then nothing here may close it
      // (the server closing its idle connections would), then this copy closes and the API's stays.
      const destroy = socket.destroy;
      socket.destroy = () => socket;
      sending++;
      send(message, socket, { keepOpen: true }, () => {
        socket.destroy = destroy;
        socket.destroy();
        sending--;
        maybeDrained();
      });
      return true;
    } catch {
      return false;
    }
  };

  // The calls answered here, sent to the API's call recorder about once a second.
  const reporter = setInterval(report, 1000);
  reporter.unref();
  function report() {
    if (!view || (groups.size === 0 && keysUsed.size === 0)) return;
    const message: CallReport = {
      t: 'calls',
      deploymentId: view.deploymentId,
      groups: [...groups].map(([k, n]) => [k >> 1, (k & 1) as 0 | 1, n]),
      keys: [...keysUsed],
    };
    groups.clear();
    keysUsed.clear();
    tell(message);
  }
  const count = (started: number, status: number) => {
    const tenths = Math.round((performance.now() - started) * 10);
    const k = (tenths << 1) | (status >= 400 ? 1 : 0);
    groups.set(k, (groups.get(k) ?? 0) + 1);
  };

  process.on('message', (message: ToReplica, socket?: Socket) => {
    switch (message.t) {
      case 'config':
        config = message;
        // Loaded now, not at start: a replica answers ready without it.
        relayPool = import('undici').then(
          ({ Pool }) => new Pool(message.relayUrl, { connections: 32, keepAliveTimeout: 30_000 }),
        );
        return;
      case 'view':
        view = message;
        return;
      case 'lease':
        lent(message.client, message.granted, true);
        return;
      case 'connection':
        if (message.lease) lent(message.lease.client, message.lease.granted, false);
        if (socket) adopt(socket, Buffer.from(message.head, 'base64'));
        return;
      case 'drain':
        drain();
        return;
    }
  });

  function lent(client: string, granted: number, answered: boolean) {
    const lease = leases.get(client) ?? { tokens: 0, asking: false };
    lease.tokens += granted;
    if (answered) lease.asking = false;
    leases.set(client, lease);
  }

  function adopt(socket: Socket, head: Buffer) {
    if (draining) {
      // Too late: straight back to the API with what it read.
      socket.unshift(head);
      giveBack(socket);
      return;
    }
    handed.set(socket, { inFlight: 0 });
    socket.once('close', () => {
      handed.delete(socket);
      if (draining) maybeDrained();
    });
    socket.unshift(head);
    o.server.emit('connection', socket);
  }

  /**
   * Reads nothing more from `socket`, for good: what the client sends next stays in the kernel for the API. Done
   * before the last answer is written, so a client that sends its next request as soon as it has the answer cannot
   * have any of it read here (nothing of Node's server may start reading it again either).
   */
  function freeze(socket: Socket) {
    socket.pause();
    const handle = (
      socket as unknown as { _handle?: { reading?: boolean; readStop?: () => number; readStart?: () => number } }
    )._handle;
    if (handle?.readStop) {
      handle.reading = false;
      handle.readStop();
      handle.readStart = () => 0;
    }
  }
  /** Freezes `socket` once the request it carries is read whole. */
  function freezeAfter(socket: Socket, state: Handed) {
    const req = state.current;
    if (!req || req.complete) freeze(socket);
    else req.once('end', () => freeze(socket));
  }

  /** Gives `socket` back to the API between requests (nothing of the next request read here). */
  function giveBack(socket: Socket) {
    handed.delete(socket);
    freeze(socket);
    socket.removeAllListeners('error');
    socket.removeAllListeners('timeout');
    socket.setTimeout(0);
    socket.on('error', () => socket.destroy());
    // Not this server's to track any more (Node would ask the API about it when the server closes).
    (socket as unknown as { server: unknown }).server = null;
    if (!tell({ t: 'back' }, socket)) socket.destroy();
    maybeDrained();
  }

  function drain() {
    if (draining) return;
    draining = true;
    // What the clients' leases still hold goes back to their budgets, for the replicas that take over.
    const unspent = [...leases].flatMap(([client, lease]): [string, number][] =>
      lease.tokens >= 1 ? [[client, Math.floor(lease.tokens)]] : [],
    );
    leases.clear();
    if (unspent.length > 0) tell({ t: 'unlease', leases: unspent });
    for (const [socket, state] of handed) {
      if (state.inFlight === 0) giveBack(socket);
      else freezeAfter(socket, state);
    }
    maybeDrained();
  }
  function maybeDrained() {
    if (!draining || drained || handed.size > 0 || sending > 0) return;
    drained = true;
    report();
    clearInterval(reporter);
    o.drained();
  }

  /** Relays a request to the API (its loopback relay), with the client's address; resolves with the status. */
  function relay(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    if (!config || !relayPool) {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
      res.end(JSON.stringify({ error: 'The endpoint is starting; try again shortly' }));
      return Promise.resolve(503);
    }
    headers[RELAY_TOKEN_HEADER] = config.relayToken;
    headers[RELAY_CLIENT_HEADER] = req.socket.remoteAddress ?? 'unknown';
    const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    const pool = relayPool;
    return pool
      .then((p) =>
        p.request({
          method: (req.method ?? 'GET') as 'GET',
          path: req.url ?? '/',
          headers,
          body: hasBody ? req : null,
        }),
      )
      .then(
        (answer) =>
          new Promise<number>((resolve) => {
            const out: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(answer.headers))
              if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
            res.writeHead(answer.statusCode, out);
            pipeline(answer.body, res, () => resolve(answer.statusCode));
          }),
        () => {
          if (!res.headersSent) {
            res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
            res.end(JSON.stringify({ error: 'The endpoint is unavailable; try again shortly' }));
          } else res.destroy();
          return 503;
        },
      );
  }

  function refuse(res: ServerResponse, status: number, error: string) {
    writeProtocolError(res, status, error);
    return status;
  }

  /** The key of `authorization` in the view, or the API's 401 message. */
  function keyOf(state: Handed, authorization: string | undefined, v: DeploymentView): HandedKey | string {
    let key: HandedKey | undefined;
    if (authorization !== undefined && authorization === state.lastAuthorization && state.lastView === v)
      key = state.lastKey;
    else {
      const secret = /^Bearer\s+(sk-[A-Za-z0-9_-]{8,})$/.exec(authorization ?? '')?.[1];
      if (!secret) return 'An API key of this deployment is required';
      const hash = createHash('sha256').update(secret).digest('hex');
      key = v.keys.find((k) => k.hash === hash);
      state.lastAuthorization = authorization;
      state.lastKey = key;
      state.lastView = v;
    }
    if (!key) return 'The API key is not valid for this deployment';
    if (key.expiresAt !== null && key.expiresAt <= Date.now() + v.clockOffsetMs)
      return 'The API key expired; make a new one';
    if (!key.ownerMayCall) return 'The API key’s owner may no longer call this deployment';
    return key;
  }

  /** Spends one request of the client's leased budget; false when the lease is spent (the API decides then). */
  function withinLease(req: IncomingMessage): boolean {
    if (!config?.rateLimited) return true;
    const forwarded = req.headers['x-forwarded-for'];
    const client = addressOf(
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      req.socket.remoteAddress,
      config.trustProxy,
    );
    let lease = leases.get(client);
    if (!lease) {
      lease = { tokens: 0, asking: false };
      leases.set(client, lease);
    }
    if (lease.tokens < LEASE_SIZE / 2 && !lease.asking) {
      lease.asking = tell({ t: 'lease', client, want: LEASE_SIZE });
    }
    if (lease.tokens < 1) return false;
    lease.tokens--;
    return true;
  }

  async function serve(req: IncomingMessage, res: ServerResponse, state: Handed): Promise<void> {
    const v = view;
    const match = req.method === 'POST' && req.headers.origin === undefined ? INFER_PATH.exec(req.url ?? '') : null;
    if (!v?.accepts || !match || draining || match[1] !== String(v.deploymentId)) {
      await relay(req, res);
      return;
    }
    const [, , rawModel = '', wantedVersion] = match;
    let model: string;
    try {
      model = decodeURIComponent(rawModel);
    } catch {
      model = rawModel;
    }
    // Another model name, or a version this replica does not run: the API's answer. This replica answers the
    // deployment's calls until it drains (during a switch, as the API's relay does, until the new version serves).
    if (model !== v.modelName || (wantedVersion !== undefined && wantedVersion !== o.version)) {
      await relay(req, res);
      return;
    }
    const key = keyOf(state, req.headers.authorization, v);
    if (typeof key === 'string') {
      req.resume();
      refuse(res, 401, key);
      return;
    }
    if (!withinLease(req)) {
      await relay(req, res);
      return;
    }
    const started = performance.now();
    keysUsed.set(key.keyId, Date.now() + v.clockOffsetMs);
    const maxBytes = config?.maxBodyBytes ?? 16 * 1024 * 1024;
    const contentLength = req.headers['content-length'];
    const hasBody =
      contentLength === undefined ? req.headers['transfer-encoding'] !== undefined : contentLength !== '0';
    let status: number;
    if (Number(contentLength ?? 0) > maxBytes) {
      req.resume();
      status = refuse(res, 413, `Body larger than ${maxBytes} bytes`);
    } else if (hasBody && !isJsonMediaType(req.headers['content-type'])) {
      req.resume();
      status = refuse(res, 415, `The body must be ${ACCEPTED_MEDIA_TYPES}`);
    } else status = await o.answer(req, res, `/v2/models/${encodeURIComponent(o.name)}/infer`);
    count(started, status);
  }

  return {
    /** Whether `req` came on a connection the API handed over. */
    handles: (req: IncomingMessage) => handed.has(req.socket),
    handle(req: IncomingMessage, res: ServerResponse) {
      const socket = req.socket;
      const state = handed.get(socket) as Handed;
      state.inFlight++;
      state.current = req;
      if (draining) freezeAfter(socket, state);
      res.once('finish', () => {
        state.inFlight--;
        if (draining && state.inFlight === 0 && handed.has(socket)) giveBack(socket);
      });
      serve(req, res, state).catch(() => {
        if (!res.headersSent) refuse(res, 500, 'The model server failed to answer');
        else res.destroy();
      });
    },
    drain,
    get draining() {
      return draining;
    },
  };
}
