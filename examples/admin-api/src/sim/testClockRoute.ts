import { Hono } from 'hono';
import type { ShiftedClock } from './shiftedClock';

/** Hosts the test clock may be driven on: loopback only. */
export const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * `GET /__test/clock` (the simulated now) and `POST /__test/clock/advance` with `{ "ms": 3600000 }`,
 * for end-to-end tests of scheduled work. Development only: mounted only when the server is started
 * with ADMIN_API_TEST_CLOCK=1 on a loopback host, never otherwise.
 */
export function testClockRoute(clock: ShiftedClock) {
  const app = new Hono();
  app.get('/', (c) => c.json({ now: clock.now().toISOString() }));
  app.post('/advance', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { ms?: unknown };
    const ms = body.ms;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > 366 * 86_400_000)
      return c.json({ message: 'Validation failed', details: { ms: 'A duration in milliseconds, up to a year' } }, 400);
    await clock.advance(ms);
    return c.json({ now: clock.now().toISOString() });
  });
  return app;
}
