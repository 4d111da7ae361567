import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ServerConfig } from './config';

/** The admin API as a Hono app, independent of the listening server so tests can call `app.request`. */
export function createApp(config: ServerConfig) {
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: config.consoleOrigin,
      allowHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.get('/health', (c) => c.json({ status: 'ok' }));
  return app;
}
