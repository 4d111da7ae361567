#!/usr/bin/env node
// Starts the whole product on one machine: the admin API with its identity provider and embedded
// database (seeded with demo data), then the console and the partner portal. `--dev` watches sources; `--e2e` starts the
// throw-away stack the end-to-end tests drive (fresh database, short token lifetime). `--instances N`
// (with DATABASE_URL) runs N admin API processes on one PostgreSQL behind a small loopback proxy on
// API_PORT, to try notifications across instances and restarts (instance k listens on API_PORT + 10 + k).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildKey, isBuilt, markBuilt } from './buildKey.mjs';
import { chooseEngines, startEngines } from './engines/index.mjs';
import { portClashes, stackPorts } from './stackPorts.mjs';
import { supervise } from './supervise.mjs';

const root = resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const e2e = process.argv.includes('--e2e');
const instancesAt = process.argv.indexOf('--instances');
const instances = instancesAt >= 0 ? Number(process.argv[instancesAt + 1]) : 1;
if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
  console.error('--instances takes a number from 1 to 8.');
  process.exit(1);
}
if (instances > 1 && !process.env.DATABASE_URL) {
  console.error(
    '--instances needs DATABASE_URL: instances share one PostgreSQL (the embedded database cannot be shared).',
  );
  process.exit(1);
}

const consolePort = Number(process.env.CONSOLE_PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 8080);
const idpPort = Number(process.env.IDP_PORT ?? 8081);
const realm = process.env.OIDC_REALM ?? 'console';
const consoleUrl = `http://localhost:${consolePort}`;
const portalPort = Number(process.env.PORTAL_PORT ?? 5174);
const portalUrl = `http://localhost:${portalPort}`;
const apiUrl = process.env.CONSOLE_API_BASE ?? `http://localhost:${apiPort}`;
const issuer = process.env.OIDC_ISSUER ?? `http://localhost:${idpPort}/realms/${realm}`;

const env = {
  ...process.env,
  CONSOLE_PORT: String(consolePort),
  API_PORT: String(apiPort),
  IDP_PORT: String(idpPort),
  OIDC_REALM: realm,
  OIDC_ISSUER: issuer,
  CONSOLE_ORIGIN: process.env.CONSOLE_ORIGIN ?? consoleUrl,
  PORTAL_PORT: String(portalPort),
  PORTAL_ORIGIN: process.env.PORTAL_ORIGIN ?? portalUrl,
  PORTAL_API_BASE: process.env.PORTAL_API_BASE ?? apiUrl,
  PORTAL_OIDC_ISSUER: process.env.PORTAL_OIDC_ISSUER ?? issuer,
  CONSOLE_API_BASE: apiUrl,
  // The audience the identity provider writes into access tokens and the API checks.
  API_BASE_URL: process.env.API_BASE_URL ?? apiUrl,
  CONSOLE_OIDC_ISSUER: process.env.CONSOLE_OIDC_ISSUER ?? issuer,
  CONSOLE_PRODUCT_NAME: process.env.CONSOLE_PRODUCT_NAME ?? 'console',
};
if (e2e) {
  if (!process.env.DATA_DIR) {
    // A fresh database per test run, removed when the run stops (the API has exited by then).
    const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
    env.DATA_DIR = dataDir;
    process.on('exit', () => {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 2 });
      rmSync(`${dataDir}-engines`, { recursive: true, force: true, maxRetries: 2 });
    });
  }
  env.ACCESS_TOKEN_TTL = process.env.ACCESS_TOKEN_TTL ?? '20';
  // The browser and the API share this machine's clock: a small tolerance lets the token-refresh spec wait less.
  env.TOKEN_CLOCK_TOLERANCE = process.env.TOKEN_CLOCK_TOLERANCE ?? '5';
  // Scheduled work (uptime windows) is tested by moving the server's clock: loopback only, e2e only.
  env.ADMIN_API_TEST_CLOCK = '1';
  // Every browser of a parallel run comes from one address, often as one user: limits that still
  // catch a runaway loop, without throttling the suite.
  env.RATE_LIMIT_PER_IP = process.env.RATE_LIMIT_PER_IP ?? '30000/60';
  env.RATE_LIMIT_PER_USER = process.env.RATE_LIMIT_PER_USER ?? '12000/60';
  env.RATE_LIMIT_TOKEN = process.env.RATE_LIMIT_TOKEN ?? '30000/60';
  env.STREAMS_PER_USER = process.env.STREAMS_PER_USER ?? '50';
}

// Children run node directly (no package-manager wrappers) and stay in our process group, so a
// Ctrl+C or a test runner stopping the group stops them too.
const binOf = (pkg, bin, from) => {
  const manifest = createRequire(resolve(root, from)).resolve(`${pkg}/package.json`);
  const bins = JSON.parse(readFileSync(manifest, 'utf8')).bin;
  return resolve(manifest, '..', typeof bins === 'string' ? bins : bins[bin]);
};
const vite = binOf('vite', 'vite', 'examples/console/package.json');
const children = [];
function startWith(name, args, cwd, childEnv) {
  const child = spawn(process.execPath, args, { cwd: resolve(root, cwd), env: childEnv, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}
/**
 * An admin API process is kept running on its own: stopped or crashed, it is started again while the console and
 * the portal stay up (their pages reconnect), and the rest stops only if it keeps dying right after starting.
 */
function startApi(name, args, childEnv) {
  const spawnChild = () =>
    spawn(process.execPath, args, { cwd: resolve(root, 'examples/admin-api'), env: childEnv, stdio: 'inherit' });
  const supervisor = supervise({ name, spawnChild, onGiveUp: (code) => stopping || stop(code) });
  children.push({ kill: (signal) => supervisor.stop(signal) });
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      child.kill('SIGTERM');
    } catch {}
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, what, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  console.error(`${what} did not come up at ${url} within ${seconds} s.`);
  stop(1);
}

/** Starts an engine's process (JupyterHub, Prometheus, ...) in our process group; its end is reported, not fatal. */
function spawnEngine(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? `exit code ${code}`}); the API answers 503 for it.`);
  });
  children.push(child);
  return child;
}

// The engines behind the API (ENGINES=local|simulated; see scripts/engines/index.mjs): started before the API, kept
// running across its restarts so that what they run (notebook servers) is found again.
const engineMode = chooseEngines(process.env);
// Two parts on one port would not both fail: one binds and answers in the other's place. Refused before any starts.
const clashes = portClashes(
  stackPorts(env, { instances, withPortal: process.env.START_PORTAL !== '0', localEngines: engineMode === 'local' }),
);
if (clashes.length > 0) {
  console.error(`The stack cannot start: ${clashes.join('; ')}. Give each its own port.`);
  process.exit(1);
}
const engineLines = [];
if (engineMode === 'local') {
  // Prometheus finds the model servers through the API's service discovery, authorised by this token.
  env.ENGINES_SD_TOKEN ??= randomBytes(24).toString('hex');
  const apiDataDir = env.DATA_DIR ?? resolve(root, 'examples/admin-api/.data/pglite');
  const engines = await startEngines({
    env,
    dataDir: process.env.ENGINES_DATA_DIR ?? `${apiDataDir.replace(/\/+$/, '')}-engines`,
    spawnEngine,
  });
  Object.assign(env, engines.env);
  engineLines.push(...engines.lines);
} else {
  env.ENGINES = 'simulated';
  engineLines.push('  Engines             simulated (the console marks what is simulated)');
}

const tsx = binOf('tsx', 'tsx', 'package.json');
if (instances === 1) {
  startApi('admin API', [tsx, ...(dev ? ['watch'] : []), 'src/main.ts'], env);
  await waitFor(`${apiUrl}/health`, 'The admin API');
} else {
  // Instance 1 serves the identity provider; every instance trusts its issuer and the proxy's audience.
  const ports = Array.from({ length: instances }, (_, i) => apiPort + 11 + i);
  for (const [i, port] of ports.entries()) {
    const own = { API_PORT: String(port), IDP_PORT: String(i === 0 ? idpPort : port + 100), TRUST_PROXY: '1' };
    startApi(`admin API ${i + 1}`, [tsx, 'src/main.ts'], { ...env, ...own });
    await waitFor(`http://localhost:${port}/health`, `Admin API instance ${i + 1}`);
  }
  const { startProxy } = await import('./proxy.mjs');
  await startProxy({ port: apiPort, host: process.env.HOST ?? 'localhost', upstreams: ports });
  console.log(`admin API proxy on ${apiUrl} in front of ports ${ports.join(', ')}`);
}

/**
 * Serves a Vite app: its dev server with --dev, otherwise a production build (in `dist/port-<port>`, so stacks side by
 * side never serve each other's build; built again only when its sources or environment changed) and its preview.
 */
function serveApp(name, cwd, port, appEnv = env) {
  if (dev) return startWith(name, [vite], cwd, appEnv);
  const outDir = resolve(root, cwd, `dist/port-${port}`);
  const before = buildKey(root, cwd, appEnv);
  if (isBuilt(outDir, before)) {
    console.log(`The ${name} build in ${relative(root, outDir)} is up to date.`);
  } else {
    const build = spawnSync(
      process.execPath,
      [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: resolve(root, cwd),
        env: appEnv,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) {
      console.error(`The ${name} build failed.`);
      return stop(1);
    }
    // Kept only when nothing changed while it built (an edit meanwhile may or may not be in it).
    if (buildKey(root, cwd, appEnv) === before) markBuilt(outDir, before);
  }
  return startWith(name, [vite, 'preview', '--outDir', outDir], cwd, appEnv);
}
// CONSOLE_API_SAME_ORIGIN=1: the console reaches the admin API under its own origin (`/api`, proxied by its server
// to the API), so no API call waits for a CORS preflight or a second connection; the tokens' audience and the
// partner portal stay on the API's own URL. Without it (the default, and the end-to-end tests) the API is
// cross-origin.
const consoleEnv =
  process.env.CONSOLE_API_SAME_ORIGIN === '1'
    ? { ...env, CONSOLE_API_BASE: `${consoleUrl}/api`, CONSOLE_API_PROXY: apiUrl }
    : env;
serveApp('console', 'examples/console', consolePort, consoleEnv);
await waitFor(consoleUrl, 'The console');
// START_PORTAL=0 leaves the partner portal out (a stack that only checks the console).
const withPortal = process.env.START_PORTAL !== '0';
if (withPortal) {
  serveApp('partner portal', 'examples/partner-portal', portalPort);
  await waitFor(portalUrl, 'The partner portal');
}

const demo = JSON.parse(readFileSync(resolve(root, 'examples/admin-api/src/seed/demo-accounts.json'), 'utf8'));
console.log(`
  Console             ${consoleUrl}
${withPortal ? `  Partner portal      ${portalUrl}   (its own sign-in; try org.admin@demo.test)\n` : ''}  Admin API           ${apiUrl}   (OpenAPI at ${apiUrl}/openapi.json)
  Identity provider   ${issuer}
${engineLines.join('\n')}

  Demo sign-ins (password: ${demo.password}):
${demo.accounts.map((a) => `    ${a.email.padEnd(26)} ${a.scope}`).join('\n')}

  Press Ctrl+C to stop.
`);
