import { cpus, hostname, totalmem } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMetrics, createSimulatedMetrics, type Metrics } from '../../engines/metrics';
import { engineUnavailable } from '../../engines/unavailable';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { prometheusMissing, startTestPrometheus, type TestPrometheus } from '../../testing/prometheus';
import { runsOnMachine } from './machine';
import { clusterProjectSamples } from './tables';
import { loadWorkloads } from './workloads';

type R = { cpuCores: number; memoryGiB: number; gpus: number };
interface Cluster {
  id: number;
  name: string;
  region: string;
  source: string;
  capacity: R;
  allocated: R;
  nodes: { name: string; source: string; gpuModel: string | null; capacity: R; allocated: R }[];
}
interface Series {
  points: { at: string; capacity: R; allocated: R; used: R }[];
}

const clock = new TestClock('2026-01-05T09:00:00Z');
/** The engine behind the API, switched by each test: simulated, down, or a real Prometheus. */
let engine: Metrics = createSimulatedMetrics(clock);
const down: Metrics = {
  nodes: () => Promise.reject(engineUnavailable('Prometheus', 'not reachable at http://127.0.0.1:9')),
  series: () => Promise.reject(engineUnavailable('Prometheus', 'not reachable at http://127.0.0.1:9')),
  status: async () => ({ mode: 'local', engine: 'Prometheus', available: false, reason: 'not reachable' }),
};
const metrics: Metrics = {
  nodes: () => engine.nodes(),
  series: (...args) => engine.series(...args),
  status: () => engine.status(),
};
const { call, ctx } = setupTestStack({ clock, env: { RATE_LIMITS: 'off', ENGINES: 'local' }, metrics });
const SUPER = 'super@demo.test';

const list = async () => {
  const res = await call<Cluster[]>('GET', '/clusters', { as: SUPER });
  expect(res.status).toBe(200);
  return res.body;
};
const machineOf = async () => {
  const found = (await list()).find((c) => c.name === 'local');
  if (!found) throw new Error('no measured cluster');
  return found;
};

describe('the measured cluster (ENGINES=local)', () => {
  it('is listed beside the seeded clusters, which stay and say they are simulated', async () => {
    engine = createSimulatedMetrics(clock);
    const clusters = await list();
    expect(clusters.map((c) => c.name)).toEqual(['zrh-gpu-1', 'fra-edge-1', 'local']);
    for (const c of clusters) {
      // Behind the simulated engine even the measured cluster is marked simulated.
      expect(c.source).toBe('simulated');
      for (const n of c.nodes) expect(n.source).toBe('simulated');
    }
    const machine = clusters[2] as Cluster;
    expect(machine.region).toBe('This machine');
    expect(machine.nodes.map((n) => [n.name, n.capacity])).toEqual([
      ['simulated-node', { cpuCores: 16, memoryGiB: 64, gpus: 0 }],
    ]);
  });

  it('holds what the running notebook and model servers request, and the seeded clusters the rest', async () => {
    engine = createSimulatedMetrics(clock);
    // The simulated machine has no GPUs: what asks for GPUs stays with the seeded clusters.
    const onMachine = (await loadWorkloads(ctx.database.db)).filter((w) => runsOnMachine(w) && w.request.gpus === 0);
    expect(onMachine.length).toBeGreaterThan(0);
    const requested = onMachine.reduce((n, w) => n + w.request.cpuCores, 0);
    const clusters = await list();
    expect(clusters.find((c) => c.name === 'local')?.allocated).toMatchObject({ cpuCores: requested, gpus: 0 });
  });

  it('charts the engine’s use, and the allocation the sampler records every five minutes', async () => {
    engine = createSimulatedMetrics(clock);
    const machine = await machineOf();
    await clock.advance(10 * 60_000);
    const rows = await ctx.database.db
      .select()
      .from(clusterProjectSamples)
      .where(eq(clusterProjectSamples.clusterId, machine.id));
    expect(rows.length).toBeGreaterThan(0);
    const to = clock.now().toISOString();
    const from = new Date(clock.now().getTime() - 3_600_000).toISOString();
    const res = await call<Series>('GET', `/clusters/${machine.id}/utilisation?from=${from}&to=${to}&step=300`, {
      as: SUPER,
    });
    expect(res.status).toBe(200);
    expect(res.body.points).toHaveLength(13);
    for (const p of res.body.points) expect(p.capacity).toEqual({ cpuCores: 16, memoryGiB: 64, gpus: 0 });
    expect(res.body.points.at(-1)?.allocated.cpuCores).toBe(machine.allocated.cpuCores);
  });

  it('answers 503 naming Prometheus while it is down, and everything else keeps working', async () => {
    engine = createSimulatedMetrics(clock);
    const machine = await machineOf();
    engine = down;
    const overview = await call<{ message: string }>('GET', '/clusters', { as: SUPER });
    expect(overview.status).toBe(503);
    expect(overview.headers.get('retry-after')).toBe('5');
    expect(overview.body.message).toMatch(/^Prometheus is not available/);
    const to = clock.now().toISOString();
    const from = new Date(clock.now().getTime() - 3_600_000).toISOString();
    const series = await call('GET', `/clusters/${machine.id}/utilisation?from=${from}&to=${to}`, { as: SUPER });
    expect(series.status).toBe(503);
    // A seeded cluster's series, the usage report and other areas do not need Prometheus.
    expect((await call('GET', `/clusters/1/utilisation?from=${from}&to=${to}`, { as: SUPER })).status).toBe(200);
    expect((await call('GET', `/clusters/usage?from=${from}&to=${to}`, { as: SUPER })).status).toBe(200);
    expect((await call('GET', '/organizations', { as: SUPER })).status).toBe(200);
    // The sampler goes on for the seeded clusters.
    await clock.advance(5 * 60_000);
    engine = createSimulatedMetrics(clock);
    expect((await list()).map((c) => c.name)).toContain('local');
  });
});

const missing = prometheusMissing();
if (missing) console.warn(`Skipping the measured cluster on a real Prometheus: ${missing}.`);

describe.skipIf(missing)('the measured cluster on a real Prometheus and node exporter', () => {
  let prometheus: TestPrometheus | undefined;
  afterAll(() => prometheus?.stop());

  it('is this machine, with its own cores and memory, measured', async () => {
    prometheus = await startTestPrometheus();
    await prometheus.ready();
    engine = createLocalMetrics({ url: prometheus.url });
    const machine = await machineOf();
    expect(machine.source).toBe('measured');
    expect(machine.nodes.map((n) => n.name)).toEqual([hostname()]);
    expect(machine.capacity.cpuCores).toBe(cpus().length);
    expect(machine.capacity.memoryGiB).toBeCloseTo(totalmem() / 1024 ** 3, 1);
    expect(machine.capacity.gpus).toBe(0);
    expect(machine.nodes[0]?.gpuModel).toBeNull();
    const to = new Date();
    const from = new Date(to.getTime() - 3_600_000);
    const res = await call<Series>(
      'GET',
      `/clusters/${machine.id}/utilisation?from=${from.toISOString()}&to=${to.toISOString()}&step=300`,
      { as: SUPER },
    );
    expect(res.status).toBe(200);
    const last = res.body.points.at(-1);
    expect(last?.capacity.cpuCores).toBe(cpus().length);
    expect(last?.used.memoryGiB).toBeGreaterThan(0);
  });
});
