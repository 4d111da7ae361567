// The real engines behind the admin API on this machine (ENGINES=local): JupyterHub for notebooks, Prometheus and
// node exporter for metrics. `pnpm start` and the end-to-end stack start them as child processes in their own process
// group, with their data under the data directory, before the admin API; the API reaches them over HTTP only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian packages each engine needs, and a file that shows it is installed. */
export const ENGINE_PACKAGES = [
  { pkg: 'jupyterhub', file: '/usr/bin/jupyterhub' },
  { pkg: 'python3-ipykernel', file: '/usr/lib/python3/dist-packages/ipykernel/__init__.py' },
  { pkg: 'prometheus', file: '/usr/bin/prometheus' },
  { pkg: 'prometheus-node-exporter', file: '/usr/bin/prometheus-node-exporter' },
];

/** The engine packages not installed on this machine. */
export const missingEnginePackages = () => ENGINE_PACKAGES.filter((p) => !existsSync(p.file)).map((p) => p.pkg);

const isDebianRoot = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/**
 * Which engines to run: `ENGINES` when set; otherwise `local` when the engines are installed or can be (Debian, as
 * root: the missing packages are installed first, as `pnpm test` does for Chromium), and `simulated` elsewhere.
 */
export function chooseEngines(env = process.env, log = console.log) {
  if (env.ENGINES === 'simulated') return 'simulated';
  let missing = missingEnginePackages();
  if (missing.length > 0 && isDebianRoot()) {
    log(`Installing the engines from Debian: ${missing.join(', ')} ...`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (install === false || install.status !== 0) log('The engines could not be installed.');
    missing = missingEnginePackages();
  }
  if (missing.length === 0) return 'local';
  if (env.ENGINES === 'local') {
    throw new Error(`ENGINES=local needs these Debian packages: ${missing.join(', ')} (apt-get install them as root).`);
  }
  log(`Simulated infrastructure: the engines are not installed (${missing.join(', ')}); the console says so.`);
  return 'simulated';
}

/**
 * Starts the local engines before the admin API: each launcher starts its processes with `spawnEngine` (children of
 * the start script, in its process group, stopped with it) and answers the environment the API needs to reach it and
 * the lines to print. Ports come from `HUB_PORT` and `PROMETHEUS_PORT` (8000 and 9090 by default).
 */
export async function startEngines({ env, dataDir, spawnEngine, log = console.log }) {
  const { startJupyterHub } = await import('./jupyterhub.mjs');
  const { startPrometheus } = await import('./prometheus.mjs');
  const options = { env, dataDir, spawnEngine, log };
  const started = await Promise.all([startJupyterHub(options), startPrometheus(options)]);
  return {
    env: Object.assign({ ENGINES: 'local', ENGINES_DATA_DIR: dataDir }, ...started.map((s) => s.env)),
    lines: started.flatMap((s) => s.lines),
  };
}
