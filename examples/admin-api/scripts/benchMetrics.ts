/**
 * The cluster overview's queries on Prometheus with 24 h of samples, printed as one JSON line. 24 hours of node
 * exporter series of one machine shaped like this one (its CPU count and memory; every CPU mode, memory, uname, up)
 * at the live five-second scrape interval are written as OpenMetrics and turned into TSDB blocks by
 * `promtool tsdb create-blocks-from openmetrics`; a Prometheus on those blocks then answers the metrics engine's
 * calls as the API makes them for one overview: the machines now (`nodes()`, one combined instant query, asked each
 * time here) and the 24 h utilisation series at the contract's five-minute step (`series()`): read whole the first
 * time (one combined range query over 24 h, plus an instant query for the step under way), then as the overview
 * refreshes (the finished steps kept; only the step under way asked). Besides the wall times it reads Prometheus's
 * own CPU time per overview from /proc, which the machine's load does not inflate, and prints the load average; it
 * first waits (BENCH_QUIET_SECONDS, 120 s at most) for the 1-minute load to fall below the number of CPUs.
 * Used by `bench/sections/metrics.mjs`; BENCH_METRICS_RUNS bounds the work.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CLUSTER_SAMPLE_SECONDS } from '@console/contract';
import { createLocalMetrics } from '../src/engines/metrics';

const RUNS = Number(process.env.BENCH_METRICS_RUNS ?? 100);
const HOURS = 24;
const SCRAPE_SECONDS = 5;
const PORT = Number(process.env.BENCH_PROMETHEUS_PORT ?? 12395);
const MODES = ['idle', 'iowait', 'irq', 'nice', 'softirq', 'steal', 'system', 'user'];

for (const bin of ['/usr/bin/prometheus', '/usr/bin/promtool']) {
  if (!existsSync(bin)) {
    console.log(JSON.stringify({ skipped: `${bin} is not installed (apt-get install prometheus)` }));
    process.exit(0);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-metrics-'));
const children: ChildProcess[] = [];
const cleanUp = () => {
  for (const c of children) c.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};

/** Writes 24 h of one machine's node exporter series, ending now, one series after the other. */
async function writeOpenMetrics(file: string, end: number) {
  const out = createWriteStream(file);
  const write = (line: string) =>
    out.write(line) ? undefined : new Promise<void>((r) => out.once('drain', () => r()));
  const start = end - HOURS * 3600;
  const labels = 'instance="127.0.0.1:9100",job="node"';
  const cpuCount = cpus().length;
  const memory = totalmem();
  let samples = 0;
  const series = async (name: string, value: (t: number, i: number) => number) => {
    let chunk = '';
    for (let t = start, i = 0; t <= end; t += SCRAPE_SECONDS, i++) {
      chunk += `${name} ${value(t, i)} ${t}\n`;
      samples++;
      if (chunk.length > 1 << 16) {
        await write(chunk);
        chunk = '';
      }
    }
    await write(chunk);
  };
  // A daily wave of busy CPU, split over the modes; counters that only grow.
  const busy = (t: number) => 0.3 + 0.25 * Math.sin((2 * Math.PI * t) / 86_400);
  for (let cpu = 0; cpu < cpuCount; cpu++) {
    for (const mode of MODES) {
      const share = mode === 'idle' ? -1 : mode === 'user' ? 0.6 : mode === 'system' ? 0.3 : 0.02;
      let total = 0;
      await series(`node_cpu_seconds_total{cpu="${cpu}",mode="${mode}",${labels}}`, (t) => {
        total += SCRAPE_SECONDS * (share < 0 ? 1 - busy(t) : share * busy(t));
        return Math.round(total * 100) / 100;
      });
    }
  }
  await series(`node_memory_MemTotal_bytes{${labels}}`, () => memory);
  await series(`node_memory_MemAvailable_bytes{${labels}}`, (t) => Math.round(memory * (0.7 - 0.2 * busy(t))));
  await series(`node_uname_info{nodename="bench-node",${labels}}`, () => 1);
  await series(`up{${labels}}`, () => 1);
  await write('# EOF\n');
  await new Promise<void>((r) => out.end(() => r()));
  return { samples, series: cpuCount * MODES.length + 4 };
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

try {
  const end = Math.floor(Date.now() / 1000);
  const input = join(dir, 'node.om');
  const written = performance.now();
  const { samples, series } = await writeOpenMetrics(input, end);
  const data = join(dir, 'data');
  const blocks = spawnSync('/usr/bin/promtool', ['tsdb', 'create-blocks-from', 'openmetrics', input, data], {
    encoding: 'utf8',
  });
  if (blocks.status !== 0) throw new Error(`promtool failed: ${blocks.stderr}`);
  const backfillSeconds = (performance.now() - written) / 1000;
  rmSync(input);
  const config = join(dir, 'prometheus.yml');
  writeFileSync(config, 'global: { scrape_interval: 5s }\nscrape_configs: []\n');
  children.push(
    spawn(
      '/usr/bin/prometheus',
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${data}`,
        `--web.listen-address=127.0.0.1:${PORT}`,
        '--storage.tsdb.retention.time=30d',
        '--log.level=error',
      ],
      { stdio: 'ignore' },
    ),
  );
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/-/ready`)).ok) break;
    } catch {}
    if (i > 300) throw new Error('Prometheus did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  // Each call asks Prometheus (no machines answer reused); `cold` keeps no finished steps either.
  const metrics = createLocalMetrics({ url, timeoutMs: 10_000, reuseMs: 0 });
  const cold = () => createLocalMetrics({ url, timeoutMs: 10_000, reuseMs: 0, wholeStepsMs: 0 });
  const to = () => new Date();
  const from = () => new Date(Date.now() - HOURS * 3_600_000);
  // The series' points must be there: 24 h at five minutes, one machine.
  const [check] = await cold().series(from(), to(), CLUSTER_SAMPLE_SECONDS);
  const points = check?.points.length ?? 0;
  if (points < 280) throw new Error(`expected about 288 points, got ${points}`);
  const timed = async (f: () => Promise<unknown>) => {
    const t = performance.now();
    await f();
    return performance.now() - t;
  };
  /** Prometheus's CPU time so far (user + system), in milliseconds. */
  const prometheusPid = children[0]?.pid;
  const ticks = () => {
    const fields = readFileSync(`/proc/${prometheusPid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };
  const load1 = () => loadavg()[0] ?? 0;
  const quietWait = Number(process.env.BENCH_QUIET_SECONDS ?? 120);
  const waitStarted = performance.now();
  while (load1() >= cpus().length && performance.now() - waitStarted < quietWait * 1000)
    await new Promise((r) => setTimeout(r, 5000));
  const loadBefore = load1();

  const nodes: number[] = [];
  const coldSeries: number[] = [];
  const keptSeries: number[] = [];
  const overview: number[] = [];
  const coldOverview: number[] = [];
  for (let i = 0; i < 5; i++)
    await Promise.all([metrics.nodes(), metrics.series(from(), to(), CLUSTER_SAMPLE_SECONDS)]);
  const cpuColdStart = ticks();
  for (let i = 0; i < RUNS; i++) {
    const fresh = cold();
    coldOverview.push(
      await timed(() => Promise.all([fresh.nodes(), fresh.series(from(), to(), CLUSTER_SAMPLE_SECONDS)])),
    );
  }
  const cpuCold = (ticks() - cpuColdStart) / RUNS;
  const cpuStart = ticks();
  for (let i = 0; i < RUNS; i++) {
    overview.push(
      await timed(() => Promise.all([metrics.nodes(), metrics.series(from(), to(), CLUSTER_SAMPLE_SECONDS)])),
    );
  }
  const cpuKept = (ticks() - cpuStart) / RUNS;
  for (let i = 0; i < RUNS; i++) {
    nodes.push(await timed(() => metrics.nodes()));
    coldSeries.push(await timed(() => cold().series(from(), to(), CLUSTER_SAMPLE_SECONDS)));
    keptSeries.push(await timed(() => metrics.series(from(), to(), CLUSTER_SAMPLE_SECONDS)));
  }
  const stat = (values: number[]) => ({ p95: p95(values), median: median(values) });
  console.log(
    JSON.stringify({
      runs: RUNS,
      samples,
      series,
      points,
      backfillSeconds,
      load: {
        before: loadBefore,
        after: load1(),
        cpus: cpus().length,
        waitedSeconds: (performance.now() - waitStarted) / 1000,
      },
      nodes: stat(nodes),
      series24h: stat(coldSeries),
      series24hKept: stat(keptSeries),
      overview: stat(overview),
      overviewCold: stat(coldOverview),
      prometheusCpuMs: { cold: cpuCold, kept: cpuKept },
    }),
  );
} finally {
  cleanUp();
}
