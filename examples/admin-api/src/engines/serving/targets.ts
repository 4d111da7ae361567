/**
 * `GET /engines/serving/targets`: the model servers' metrics endpoints in Prometheus's HTTP service
 * discovery format (`http_sd_configs`), for the Prometheus that scrapes them. Authorised by its own bearer
 * token, `ENGINES_SD_TOKEN`, which the start script gives both the API and Prometheus's configuration; with
 * no token set the list is not served at all.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Serving } from './types';

export function scrapeTargetsRoute(serving: Serving, token = process.env.ENGINES_SD_TOKEN) {
  const app = new Hono();
  app.get('/targets', (c) => {
    if (!token) return c.json({ error: 'Service discovery is off: ENGINES_SD_TOKEN is not set' }, 404);
    const given = /^Bearer\s+(.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: 'A valid service discovery token is required' }, 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.json(serving.scrapeTargets(), 200);
  });
  return app;
}
