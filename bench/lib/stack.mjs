// Starts the reference stack (admin API, identity provider, built console) on loopback ports for a section, with
// a throw-away database, and stops it again.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Ports from BENCH_CONSOLE_PORT / BENCH_PORTAL_PORT / BENCH_API_PORT / BENCH_IDP_PORT, or defaults apart
 * from `pnpm start`'s, so a bench runs beside a started product.
 */
export function stackPorts() {
  return {
    console: Number(process.env.BENCH_CONSOLE_PORT ?? 5273),
    portal: Number(process.env.BENCH_PORTAL_PORT ?? 5274),
    api: Number(process.env.BENCH_API_PORT ?? 8180),
    idp: Number(process.env.BENCH_IDP_PORT ?? 8181),
  };
}

/** Builds and starts the stack; resolves once the console answers, to its URL and a `stop`. */
export async function startStack(root, log) {
  const ports = stackPorts();
  const consoleUrl = `http://localhost:${ports.console}`;
  const child = spawn(process.execPath, [resolve(root, 'scripts/start.mjs'), '--e2e'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      CONSOLE_PORT: String(ports.console),
      PORTAL_PORT: String(ports.portal),
      API_PORT: String(ports.api),
      IDP_PORT: String(ports.idp),
      // The console reaches the API under its own origin (no CORS preflight before each call; see start.mjs).
      CONSOLE_API_SAME_ORIGIN: process.env.BENCH_CROSS_ORIGIN_API === '1' ? '' : '1',
      // Long enough that no token refresh falls inside a measurement.
      ACCESS_TOKEN_TTL: '3600',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack stopped: ${stderr}`);
    try {
      if ((await fetch(consoleUrl)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the stack did not start within 180 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`stack up at ${consoleUrl}`);
  return { consoleUrl, ports, stop };
}
