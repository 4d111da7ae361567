/**
 * Which API instance drives the local engines when several share one PostgreSQL. The engines' loops (the hub's
 * reconcile loop and sweep, the model servers' rollouts, restarts and stops) act on things outside the database:
 * two instances running them would start a notebook's server twice, or run a deployment's replicas as children of
 * both. So exactly one instance leads them, the holder of a PostgreSQL advisory lock on a connection of its own;
 * the others answer requests (which only change rows and speak to the shared hub) and take over within seconds when
 * the leader ends (its connection closes, the lock is free).
 *
 * When the lock's connection is lost (a database restart), the leader keeps leading while it reconnects and asks
 * for the lock again: it steps down only when another instance holds it by then. With one process on the database
 * (PGlite) there is nobody else: that instance leads from the start.
 */
import type pg from 'pg';
import type { SimJob } from '../sim/job';

/** The advisory lock's key (the migrations hold 4242001, the seed 4242002). */
export const ENGINE_LEADER_LOCK = 4242003;

export interface EngineLeader {
  /** True while this instance leads the engines' loops. */
  readonly leading: boolean;
  /** Hears each change of `leading`; answers how to stop hearing. */
  onChange(listener: (leading: boolean) => void): () => void;
  /** Starts asking for the lock (resolves after the first answer). */
  start(): Promise<void>;
  /** Lets the lock go. */
  stop(): Promise<void>;
}

/** The only instance on its database: it always leads. */
export function soleLeader(): EngineLeader {
  return {
    leading: true,
    onChange: () => () => {},
    start: async () => {},
    stop: async () => {},
  };
}

export interface LeaderOptions {
  /** How often a follower asks for the lock, and the leader checks its connection (2 s). */
  intervalMs?: number;
  log?: (message: string) => void;
}

/** Leadership by `pg_try_advisory_lock` on a connection of `pool` held for as long as this instance leads. */
export function createEngineLeader(pool: pg.Pool, options: LeaderOptions = {}): EngineLeader {
  const intervalMs = options.intervalMs ?? 2000;
  const log = options.log ?? ((m: string) => console.error(m));
  const listeners = new Set<(leading: boolean) => void>();
  let leading = false;
  let held: pg.PoolClient | undefined;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let tail: Promise<void> = Promise.resolve();

  const set = (value: boolean, why?: string) => {
    if (value === leading) return;
    leading = value;
    log(
      value
        ? 'engines: this instance leads the engine loops'
        : `engines: this instance no longer leads the engine loops (${why ?? 'another instance does'})`,
    );
    for (const listener of [...listeners]) listener(value);
  };

  const drop = (client: pg.PoolClient) => {
    if (held === client) held = undefined;
    // A broken connection may still report its end as an error: heard, or it would end the process.
    client.on('error', () => {});
    try {
      client.release(true);
    } catch {
      // Already released.
    }
  };

  /** One look: check the held connection, or ask for the lock on a new one. */
  async function tick() {
    if (stopped) return;
    if (held) {
      const client = held;
      try {
        await client.query('select 1');
        return;
      } catch {
        // Lost with its connection (the database restarted): keep leading while asking again below.
        drop(client);
      }
    }
    let client: pg.PoolClient | undefined;
    const lost = () => {
      if (client) drop(client);
    };
    try {
      client = await pool.connect();
      client.on('error', lost);
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        ENGINE_LEADER_LOCK,
      ]);
      if (stopped) {
        drop(client);
        return;
      }
      if (rows[0]?.ok) {
        held = client;
        set(true);
      } else {
        // Back to the pool: whoever holds it next must not hear this one's listener.
        client.off('error', lost);
        client.release();
        set(false);
      }
    } catch {
      // The database does not answer: whoever led keeps leading until another instance holds the lock.
      if (client) drop(client);
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tail = tail.then(tick).finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  return {
    get leading() {
      return leading;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      stopped = false;
      tail = tail.then(tick);
      await tail;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await tail;
      const client = held;
      held = undefined;
      if (client) {
        await client.query('select pg_advisory_unlock($1)', [ENGINE_LEADER_LOCK]).catch(() => undefined);
        // Ended rather than pooled: it carries this leader's listener.
        client.release(true);
      }
      set(false, 'it stops');
    },
  };
}

/**
 * A job that runs only while `leader` leads: started when this instance is elected, stopped when it steps down or
 * the API stops. Changes are applied one after the other.
 */
export function whileLeading(job: SimJob, leader: EngineLeader): SimJob {
  let running = false;
  let unsubscribe: (() => void) | undefined;
  let chain: Promise<void> = Promise.resolve();
  const apply = (want: boolean) => {
    chain = chain
      .then(async () => {
        if (want === running) return;
        running = want;
        if (want) await job.start();
        else await job.stop();
      })
      .catch((error: unknown) => console.error('engines:', error instanceof Error ? error.message : error));
    return chain;
  };
  return {
    async start() {
      unsubscribe = leader.onChange((leading) => void apply(leading));
      await apply(leader.leading);
    },
    async stop() {
      unsubscribe?.();
      await apply(false);
    },
  };
}
