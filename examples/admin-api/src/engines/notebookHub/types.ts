import type { EngineMode } from '../mode';
import type { ReportsStatus } from '../status';

/**
 * The notebook hub as the notebooks area sees it, in the manner of JupyterHub's Spawner: users, their named
 * servers with the console's choices as spawner options, each server's state, progress and last activity,
 * and a short-lived way in for the owner. `local.ts` speaks JupyterHub's REST API; `simulated.ts` keeps the
 * same answers on the clock.
 */
export interface NotebookHub extends ReportsStatus {
  readonly mode: EngineMode;
  /** Creates the hub user if it does not exist yet (idempotent). */
  ensureUser(user: string): Promise<void>;
  /**
   * Asks the hub to start a named server of `user` (the user is created first). Resolves once the hub took
   * the request (the server may still be starting); rejects with {@link HubRefusal} when the hub refuses it
   * (a GPU on a machine without one), or with a 503 naming JupyterHub when the hub does not answer.
   */
  startServer(ref: HubServerRef, options: HubSpawnOptions): Promise<void>;
  /** Stops the server (its process ends); the server stays known to the hub, stopped. Idempotent. */
  stopServer(ref: HubServerRef): Promise<void>;
  /** Stops the server and forgets it. Idempotent. */
  deleteServer(ref: HubServerRef): Promise<void>;
  /** What the hub says of one server now. */
  server(ref: HubServerRef): Promise<HubServer>;
  /** Every server the hub runs or starts, by user and name (to find servers no notebook owns any more). */
  servers(): Promise<(HubServerRef & HubServer)[]>;
  /** The hub's progress events of a server's start so far (oldest first). */
  progress(ref: HubServerRef): Promise<HubProgressEvent[]>;
  /** A one-time address that signs the owner in to the hub and lands on their running server. */
  access(ref: HubServerRef): Promise<HubAccess>;
  /** Ends background work (progress readers). */
  close(): void;
}

/** One named server of one hub user. */
export interface HubServerRef {
  user: string;
  server: string;
}

/** The console's choices as spawner options (`user_options` on JupyterHub, a KubeSpawner profile on a cluster). */
export interface HubSpawnOptions {
  image: string;
  cpu: number;
  memGiB: number;
  storageGiB: number;
  gpu: number;
}

/** A server as the hub knows it: absent (never started, stopped, or lost), starting, ready, or stopping. */
export type HubServer =
  | { state: 'absent'; reason?: string }
  | { state: 'pending'; lastActivity: Date | null }
  | { state: 'ready'; lastActivity: Date | null; url: string }
  | { state: 'stopping'; lastActivity: Date | null };

/** One of the hub's progress events while a server starts. */
export interface HubProgressEvent {
  progress: number;
  message: string;
  ready?: boolean;
  failed?: boolean;
}

/** A short-lived way in: the address to navigate to, and when it stops working. */
export interface HubAccess {
  url: string;
  expiresAt: Date;
}

/** The hub refused a request for a reason the owner can act on (a 4xx of the hub, its message kept). */
export class HubRefusal extends Error {}

/** The hub user of a console user, and the named server of a notebook instance. */
export const hubServerOf = (ownerId: number, notebookId: number): HubServerRef => ({
  user: `u${ownerId}`,
  server: `nb${notebookId}`,
});

/** The notebook instance a hub server belongs to, or undefined for a server the console did not make. */
export function notebookIdOf(ref: HubServerRef): { ownerId: number; notebookId: number } | undefined {
  const user = /^u(\d+)$/.exec(ref.user);
  const server = /^nb(\d+)$/.exec(ref.server);
  if (!user?.[1] || !server?.[1]) return undefined;
  return { ownerId: Number(user[1]), notebookId: Number(server[1]) };
}
