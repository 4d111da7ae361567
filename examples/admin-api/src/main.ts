import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = createApp(config);

const server = serve({ fetch: app.fetch, port: config.apiPort, hostname: config.host }, (info) => {
  console.log(`admin API listening on http://${config.host}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
