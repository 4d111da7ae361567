/**
 * Local serving shared by several API instances on one PostgreSQL. The instance that leads the engines
 * (`../leader.ts`) runs the model servers as its children and publishes where its replicas answer on a board
 * (PostgreSQL NOTIFY: every change, and every few seconds as a heartbeat); every other instance routes its
 * inference calls to those replicas, lists them and hands them to Prometheus from the board, and starts or stops
 * nothing itself: the leader converges on what the rows say (`areas/deployments/lifecycle.ts`). A board not heard
 * for {@link STALE_MS} counts as empty (the leader is gone; the next one publishes its own).
 */
import type pg from 'pg';
import { listenWithReconnect, pooledListenConnection } from '../../db/listenConnection';
import type { EngineLeader } from '../leader';
import type { Replica, Route, ScrapeGroup, Serving } from './types';

/** What the leader serves: per deployment, the version taking calls and every replica. */
export interface ReplicaSnapshot {
  deployments: { id: number; version: number | null; modelName: string | null; replicas: Replica[] }[];
}

/** Where the leader publishes its snapshot and the others hear it. */
export interface ReplicaBoard {
  publish(snapshot: ReplicaSnapshot): Promise<void>;
  onSnapshot(listener: (snapshot: ReplicaSnapshot) => void): () => void;
  close(): Promise<void>;
}

/** A board not heard for this long is empty. */
export const STALE_MS = 10_000;
/** How often the leader looks for a change to publish; every {@link HEARTBEAT_MS} it publishes anyway. */
const PUBLISH_MS = 500;
const HEARTBEAT_MS = 3000;
const CHANNEL = 'console_serving_replicas';

/** A board on PostgreSQL's NOTIFY (one channel, payloads well under its 8,000 bytes for this machine's replicas). */
export async function createPostgresReplicaBoard(pool: pg.Pool): Promise<ReplicaBoard> {
  const listeners = new Set<(snapshot: ReplicaSnapshot) => void>();
  const listening = await listenWithReconnect({
    name: 'serving replicas',
    channel: CHANNEL,
    connect: () => pooledListenConnection(pool, CHANNEL),
    onNotification: (payload) => {
      if (!payload) return;
      try {
        const snapshot = JSON.parse(payload) as ReplicaSnapshot;
        for (const listener of [...listeners]) listener(snapshot);
      } catch {
        // Not ours.
      }
    },
  });
  return {
    async publish(snapshot) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(snapshot)]);
    },
    onSnapshot(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listening.close(),
  };
}

/** A board inside one process (tests). */
export function createMemoryReplicaBoard(): ReplicaBoard {
  const listeners = new Set<(snapshot: ReplicaSnapshot) => void>();
  return {
    async publish(snapshot) {
      const copy = JSON.parse(JSON.stringify(snapshot)) as ReplicaSnapshot;
      for (const listener of [...listeners]) listener(copy);
    },
    onSnapshot(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {},
  };
}

/** The snapshot of what `serving` runs. */
export function snapshotOf(serving: Serving): ReplicaSnapshot {
  const replicas = serving.replicas();
  const ids = [...new Set(replicas.map((r) => r.deploymentId))].sort((a, b) => a - b);
  return {
    deployments: ids.map((id) => {
      const route = serving.serving(id) ? serving.route(id) : undefined;
      return {
        id,
        version: route?.version ?? null,
        modelName: route?.modelName ?? null,
        replicas: replicas.filter((r) => r.deploymentId === id),
      };
    }),
  };
}

/** Serving shared by instances; `detach` stops publishing and hearing the board (the API stops). */
export type SharedServing = Serving & { detach(): void };

/**
 * `local` while this instance leads; the leader's replicas, as the board says, while another does. Starting,
 * switching and stopping are the leader's: on a follower they do nothing (the leader converges on the rows).
 */
export function createSharedServing(
  local: Serving,
  o: { leader: EngineLeader; board: ReplicaBoard; now?: () => number },
): SharedServing {
  const { leader, board } = o;
  const now = o.now ?? Date.now;
  let heard: { at: number; snapshot: ReplicaSnapshot } | undefined;
  const turn = new Map<number, number>();
  const unsubscribe = board.onSnapshot((snapshot) => {
    if (!leader.leading) heard = { at: now(), snapshot };
  });
  const board$ = () => (heard && now() - heard.at < STALE_MS && !leader.leading ? heard.snapshot : { deployments: [] });
  const entry = (id: number) => board$().deployments.find((d) => d.id === id);

  // The leader publishes what changed, and a heartbeat.
  let last = '';
  let lastAt = 0;
  let publishing = false;
  const timer = setInterval(() => {
    if (!leader.leading || publishing) return;
    const snapshot = snapshotOf(local);
    const text = JSON.stringify(snapshot);
    if (text === last && now() - lastAt < HEARTBEAT_MS) return;
    publishing = true;
    board
      .publish(snapshot)
      .then(() => {
        last = text;
        lastAt = now();
      })
      .catch(() => undefined)
      .finally(() => {
        publishing = false;
      });
  }, PUBLISH_MS);
  timer.unref();
  leader.onChange((leading) => {
    last = '';
    if (leading) heard = undefined;
  });

  const shared: Serving = {
    mode: local.mode,
    status: () => local.status(),
    cannotRun: (spec) => local.cannotRun(spec),
    start: (spec) => (leader.leading ? local.start(spec) : Promise.resolve()),
    switchTo: (deploymentId, version) => (leader.leading ? local.switchTo(deploymentId, version) : Promise.resolve()),
    stop: (deploymentId, version) => (leader.leading ? local.stop(deploymentId, version) : Promise.resolve()),
    route(deploymentId, skip) {
      if (leader.leading) return local.route(deploymentId, skip);
      const d = entry(deploymentId);
      if (!d || d.version === null || d.modelName === null) return undefined;
      const ready = d.replicas.filter(
        (r) => r.version === d.version && r.state === 'ready' && r.url && !skip?.has(r.url),
      );
      if (ready.length === 0) return undefined;
      const n = (turn.get(deploymentId) ?? 0) + 1;
      turn.set(deploymentId, n);
      const r = ready[n % ready.length] as Replica;
      return { url: r.url as string, version: d.version, replica: r.index, modelName: d.modelName } satisfies Route;
    },
    serving(deploymentId) {
      if (leader.leading) return local.serving(deploymentId);
      return entry(deploymentId)?.version != null;
    },
    replicas(deploymentId) {
      if (leader.leading) return local.replicas(deploymentId);
      const all = board$().deployments.flatMap((d) => d.replicas);
      return deploymentId === undefined ? all : all.filter((r) => r.deploymentId === deploymentId);
    },
    onEvent: (listener) => local.onEvent(listener),
    scrapeTargets(): ScrapeGroup[] {
      if (leader.leading) return local.scrapeTargets();
      return shared
        .replicas()
        .filter((r) => r.state === 'ready' && r.url)
        .map((r) => ({
          targets: [new URL(r.url as string).host],
          labels: { job: 'model-servers', replica: String(r.index) },
        }));
    },
    close: () => local.close(),
  };
  return Object.assign(shared, {
    detach() {
      clearInterval(timer);
      unsubscribe();
    },
  });
}
