/**
 * The messages between the API and the model servers it spawned, over the IPC channel of each child, for the
 * connection hand-off of local serving (`areas/deployments/inference/handOff.ts` on the API's side,
 * `modelServer.ts`'s gate on the replica's). The API accepts a client's connection, checks the key of its first
 * infer call and passes the socket to a ready replica, as an L4 balancer passes a connection to a pod; from then on
 * the replica answers that kept-alive connection itself and does per request what the API's endpoint did: the key
 * check against the keys the API sends here (and sends again at once on any change), the body's size and media
 * type, the client's rate budget (leased from the API's), and the call counting (sent back about once a second).
 * Whatever else arrives on such a connection (another path, another deployment, a paused one) is relayed to the
 * API over loopback, so it is answered exactly as the API answers it.
 */

/** A key of the deployment as the replica checks it: SHA-256 of the secret, as stored. */
export interface HandedKey {
  hash: string;
  keyId: number;
  /** Epoch ms of its expiry (on the API's clock), or null. */
  expiresAt: number | null;
  /** Whether the person who made it may still call the deployment (else 401 with the API's message). */
  ownerMayCall: boolean;
}

/** What the replica must know of its deployment now: sent before any connection, and again on any change. */
export interface DeploymentView {
  t: 'view';
  deploymentId: number;
  /** The model's name in the endpoint's paths now (the deployment may have been renamed since the replica started). */
  modelName: string;
  /** False when the deployment takes no calls here (paused, stopping, deleted): every request is relayed. */
  accepts: boolean;
  keys: HandedKey[];
  /** The API's clock minus this machine's (a shifted test clock), for key expiry. */
  clockOffsetMs: number;
}

/** How the replica reaches the API and gates requests: sent once to every replica with a channel. */
export interface HandOffConfig {
  t: 'config';
  /** The API's loopback relay (`http://127.0.0.1:<port>`) and the token that proves a request comes from a replica. */
  relayUrl: string;
  relayToken: string;
  /** Whether the client address is the last `X-Forwarded-For` hop (a proxy of ours in front). */
  trustProxy: boolean;
  /** Whether clients have a rate budget (off: no lease is asked). */
  rateLimited: boolean;
  maxBodyBytes: number;
}

/** A connection passed to the replica, with the bytes the API already read from it (base64). */
export interface HandedConnection {
  t: 'connection';
  head: string;
  /** Requests of the client's rate budget spent by the API for this connection (its first request among them). */
  lease?: { client: string; granted: number } | undefined;
}

/** An answer to a {@link LeaseRequest}: `granted` requests of `client`'s budget, spent by the replica as they come. */
export interface LeaseGrant {
  t: 'lease';
  client: string;
  granted: number;
}

/** Stop taking connections: finish what is under way, hand every connection back to the API, exit. */
export interface Drain {
  t: 'drain';
}

export type ToReplica = DeploymentView | HandOffConfig | HandedConnection | LeaseGrant | Drain;

/** The replica asks for up to `want` requests of `client`'s rate budget. */
export interface LeaseRequest {
  t: 'lease';
  client: string;
  want: number;
}

/** Calls answered on handed-off connections since the last report. */
export interface CallReport {
  t: 'calls';
  deploymentId: number;
  /** [latency in tenths of ms, failed (1) or not (0), count] */
  groups: [number, 0 | 1, number][];
  /** [key id, epoch ms of its last use] */
  keys: [number, number][];
}

/** A connection given back between requests (the replica drains): the API hands it on, or answers it itself. */
export interface ConnectionBack {
  t: 'back';
}

/** Leased requests a draining replica did not spend, given back to the clients' budgets: [client, count] */
export interface LeaseReturn {
  t: 'unlease';
  leases: [string, number][];
}

export type FromReplica = LeaseRequest | CallReport | ConnectionBack | LeaseReturn;

/** The header carrying {@link HandOffConfig.relayToken} on a relayed request, and the one with the client's address. */
export const RELAY_TOKEN_HEADER = 'x-console-replica-relay';
export const RELAY_CLIENT_HEADER = 'x-console-relayed-for';

/** Requests of a client's budget asked per lease. */
export const LEASE_SIZE = 32;

/** `/inference/{id}/v2/models/{model}[/versions/{version}]/infer`, query aside. */
export const INFER_PATH = /^\/inference\/([^/?]+)\/v2\/models\/([^/?]+)(?:\/versions\/([^/?]+))?\/infer(?:\?.*)?$/;
