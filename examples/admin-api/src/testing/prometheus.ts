/**
 * A real Prometheus and node exporter for tests of the metrics engine: started on free loopback ports with a
 * one-second scrape, stopped by `stop()`. `available` says why not when the Debian binaries are missing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PROMETHEUS = '/usr/bin/prometheus';
const NODE_EXPORTER = '/usr/bin/prometheus-node-exporter';

/** Why a real Prometheus cannot run here, or undefined when it can. */
export const prometheusMissing = () =>
  [PROMETHEUS, NODE_EXPORTER].filter((f) => !existsSync(f)).map((f) => `${f} is not installed`)[0];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A running Prometheus scraping a node exporter of this machine. */
export interface TestPrometheus {
  url: string;
  /** Resolves once Prometheus has scraped the machine twice (rates need two samples). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts node exporter and Prometheus (one-second scrapes, data in a temporary directory). */
export async function startTestPrometheus(): Promise<TestPrometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'metrics-test-'));
  const [port, exporterPort] = [await freePort(), await freePort()];
  const config = join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    `global: { scrape_interval: 1s }\nscrape_configs:\n  - job_name: node\n    static_configs: [{ targets: ['127.0.0.1:${exporterPort}'] }]\n`,
  );
  const children: ChildProcess[] = [
    spawn(
      NODE_EXPORTER,
      [
        `--web.listen-address=127.0.0.1:${exporterPort}`,
        '--collector.disable-defaults',
        '--collector.cpu',
        '--collector.meminfo',
        '--collector.uname',
        '--log.level=error',
      ],
      { stdio: 'ignore' },
    ),
    spawn(
      PROMETHEUS,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=error',
      ],
      { stdio: 'ignore' },
    ),
  ];
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async ready() {
      const deadline = Date.now() + 30_000;
      const expr = encodeURIComponent('sum(rate(node_cpu_seconds_total{job="node"}[1m]))');
      while (Date.now() < deadline) {
        try {
          const res = await fetch(`${url}/api/v1/query?query=${expr}`);
          const body = (await res.json()) as { data?: { result?: unknown[] } };
          if ((body.data?.result?.length ?? 0) > 0) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('Prometheus did not scrape node exporter within 30 s');
    },
    async stop() {
      await Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null || c.signalCode !== null) return resolve();
              c.once('exit', () => resolve());
              c.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
