import type { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { AppEnv } from '../env';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable';

/** Paths of the probes; they need no token. */
export const PROBE_PATHS = ['/health', '/ready'];

/** How long `/ready` waits for the database before calling it down. */
const READY_TIMEOUT_MS = 1500;

/**
 * `/health`: the process is up and serving (liveness; 503 while starting or stopping). `/ready`: it can
 * serve requests now, database included (readiness; 503 with `Retry-After` while the database is down),
 * so a load balancer sends traffic elsewhere without restarting an instance that will recover by itself.
 */
export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, o: { db?: Db | undefined; isReady?: () => boolean }) {
  const up = () => o.isReady?.() ?? true;
  app.get('/health', (c) => (up() ? c.json({ status: 'ok' }) : c.json({ status: 'starting' }, 503)));
  app.get('/ready', async (c) => {
    const retry = { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
    if (!up()) return c.json({ status: 'starting', database: 'unknown' }, 503, retry);
    if (!o.db) return c.json({ status: 'ok', database: 'none' });
    const db = o.db;
    let timer: NodeJS.Timeout | undefined;
    const reachable = await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    return reachable
      ? c.json({ status: 'ok', database: 'up' })
      : c.json({ status: 'unavailable', database: 'down' }, 503, retry);
  });
}
