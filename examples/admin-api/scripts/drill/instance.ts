/**
 * One admin API instance as a process of its own, for the soak (`soak.ts`): its configuration from the
 * environment (as `src/main.ts`), `SOAK_SEED=0` on a second instance, `SOAK_ISSUER` and `SOAK_AUDIENCE` to trust the
 * first one's provider. Writes one JSON line when it listens (`{ ready, apiUrl, issuer, apiAudience }`); on SIGUSR2
 * it collects garbage and writes its memory (`{ memory: { rss, heap } }`); on SIGTERM it stops as the API does.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readConfig } from '../../src/config';
import { startStack } from '../../src/stack';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const env = process.env;
const stack = await startStack(readConfig(env), {
  log: false,
  seed: env.SOAK_SEED !== '0',
  ...(env.SOAK_ISSUER ? { issuer: env.SOAK_ISSUER } : {}),
  ...(env.SOAK_AUDIENCE ? { apiAudience: env.SOAK_AUDIENCE } : {}),
});
const line = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
line({ ready: true, apiUrl: stack.apiUrl, issuer: stack.issuer, apiAudience: stack.config.apiAudience });

process.on('SIGUSR2', () => {
  collect();
  const m = process.memoryUsage();
  line({ memory: { rss: m.rss, heap: m.heapUsed } });
});
let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 9_000).unref();
  void stack.stop().finally(() => process.exit(0));
});
