// Starts examples/admin-api/scripts/benchServer.ts in its own process for a section: resolves once it prints
// its JSON line (URLs, token, ...), with that line and a `stop` (closing its stdin stops it; killed after
// 15 s). `openFiles` raises the open-files limit as far as allowed first (each held stream is a socket).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * @param {{ root: string, log: (...args: unknown[]) => void }} ctx
 * @param {Record<string, string>} env
 * @param {{ openFiles?: boolean }} [options]
 */
export async function startBenchServer(ctx, env, { openFiles = false } = {}) {
  const child = (openFiles ? spawnRaised : spawn)(
    resolve(ctx.root, 'node_modules/.bin/tsx'),
    ['scripts/benchServer.ts'],
    {
      cwd: resolve(ctx.root, 'examples/admin-api'),
      // BENCH_SERVER_NODE_OPTIONS: Node options for the server alone (not the load client in this process).
      env: {
        ...process.env,
        ...env,
        ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((r) => child.once('exit', r));
  child.once('error', (error) => ctx.log(`bench server: ${error.message}`));
  const stop = async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    const ready = await new Promise((resolveReady, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith('{')) resolveReady(JSON.parse(line));
      });
      child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
    });
    return { ...ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `spawn`, with the open-files limit raised as far as allowed first. */
export function spawnRaised(command, args, options) {
  const quoted = [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return spawn('sh', ['-c', `ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec ${quoted}`], options);
}
