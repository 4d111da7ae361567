// Prometheus and node exporter for the admin API's cluster metrics (ENGINES=local): node exporter measures this
// machine, Prometheus scrapes it (and the model servers the API lists) every few seconds and answers the API's PromQL.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Seconds between two scrapes: short, so a notebook started a moment ago already shows in the machine's use. */
export const SCRAPE_SECONDS = 5;

/** The node exporter's collectors the cluster overview reads (CPU, memory, the machine's name); the rest stay off. */
const COLLECTORS = ['cpu', 'meminfo', 'uname'];

/** The Prometheus configuration: this machine's node exporter, and the model servers the admin API lists. */
export function prometheusConfig({ nodeExporterPort, apiBase, tokenFile }) {
  return `# Written by scripts/engines/prometheus.mjs at each start; edits are lost.
global:
  scrape_interval: ${SCRAPE_SECONDS}s
  evaluation_interval: ${SCRAPE_SECONDS}s
scrape_configs:
  - job_name: node
    static_configs:
      - targets: ['127.0.0.1:${nodeExporterPort}']
  - job_name: model-servers
    http_sd_configs:
      - url: ${JSON.stringify(`${apiBase}/engines/serving/targets`)}
        refresh_interval: ${SCRAPE_SECONDS}s
        authorization:
          type: Bearer
          credentials_file: ${JSON.stringify(tokenFile)}
`;
}

/** Resolves once `url` answers 200, or rejects after `seconds`. */
async function answers(url, what, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url} within ${seconds} s.`);
}

/**
 * Starts node exporter (NODE_EXPORTER_PORT, 9100) and Prometheus (PROMETHEUS_PORT, 9090), both on 127.0.0.1 with
 * their data under `dataDir`, and waits until both answer (see index.mjs#startEngines for the options). The model
 * servers' discovery calls the admin API with a random token written to `dataDir/sd-token`, given to the API as
 * ENGINES_SD_TOKEN. Answers the environment the API needs and the line to print.
 */
export async function startPrometheus({ env, dataDir, spawnEngine, log = console.log }) {
  const port = Number(env.PROMETHEUS_PORT ?? 9090);
  const nodeExporterPort = Number(env.NODE_EXPORTER_PORT ?? 9100);
  const apiBase = (env.CONSOLE_API_BASE ?? `http://localhost:${env.API_PORT ?? 8080}`).replace(/\/+$/, '');
  const dir = join(dataDir, 'prometheus');
  mkdirSync(join(dir, 'data'), { recursive: true });
  const token = randomBytes(32).toString('base64url');
  const tokenFile = join(dataDir, 'sd-token');
  writeFileSync(tokenFile, token, { mode: 0o600 });
  const configFile = join(dir, 'prometheus.yml');
  writeFileSync(configFile, prometheusConfig({ nodeExporterPort, apiBase, tokenFile }));

  spawnEngine('node exporter', '/usr/bin/prometheus-node-exporter', [
    `--web.listen-address=127.0.0.1:${nodeExporterPort}`,
    '--collector.disable-defaults',
    ...COLLECTORS.map((c) => `--collector.${c}`),
    // It warns at every start that it runs as root, which it needs not be; nothing to act on here.
    '--log.level=error',
  ]);
  spawnEngine('Prometheus', '/usr/bin/prometheus', [
    `--config.file=${configFile}`,
    `--storage.tsdb.path=${join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--storage.tsdb.retention.time=15d',
    '--log.level=warn',
  ]);
  await Promise.all([
    answers(`http://127.0.0.1:${nodeExporterPort}/metrics`, 'Node exporter'),
    answers(`http://127.0.0.1:${port}/-/ready`, 'Prometheus'),
  ]);
  log(`Prometheus answers on port ${port}, scraping node exporter on port ${nodeExporterPort}.`);
  return {
    env: { PROMETHEUS_URL: `http://127.0.0.1:${port}`, PROMETHEUS_PORT: String(port), ENGINES_SD_TOKEN: token },
    lines: [`  Prometheus          http://localhost:${port}`],
  };
}
