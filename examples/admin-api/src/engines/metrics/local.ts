import type { EngineStatus } from '../status';
import { createPromClient, type PromClient, type PromSeries } from './promql';
import type { MachineResources, MeasuredNode, MeasuredPoint, Metrics, NodeSeries } from './types';

/** Options of {@link createLocalMetrics}. */
export interface LocalMetricsOptions {
  /** Prometheus's (or Thanos Query's) base URL. */
  url: string;
  /** How long one query may take before the call answers 503 (2 s). */
  timeoutMs?: number;
  /** Which node exporter series are the cluster's machines (`job="node"`; `job="node-exporter"` in kube-prometheus). */
  nodeSelector?: string;
  /**
   * How long the machines' answer now is reused (5 s, Prometheus's scrape interval here: no newer sample can have
   * come in meanwhile); callers in that time share one query. 0 asks every time.
   */
  reuseMs?: number;
  /**
   * How long the whole steps of a series already read are kept (10 min; 0 keeps none). A finished step's mean does not
   * change, so a later call with the same step asks Prometheus only for the steps since, and for the one under way.
   */
  wholeStepsMs?: number;
  fetch?: typeof fetch;
}

const GIB = 1024 ** 3;
const round2 = (x: number) => Math.round(x * 100) / 100;
/** How long a status answer is reused: the console asks often, Prometheus need not be asked each time. */
const STATUS_TTL_MS = 5000;
/** A step counts as finished (its samples all scraped) this long after its end: a few scrape intervals. */
const SETTLED_SECONDS = 20;
/** The most whole steps kept per step size (35 days at five minutes). */
const MAX_KEPT_STEPS = 10_000;

/** Whole steps of one step size already read: each series' value at each step's end (seconds since the epoch). */
interface WholeSteps {
  /** When they were first read (a full read again after `wholeStepsMs`). */
  readAt: number;
  /** The first and last step start held, in seconds. */
  first: number;
  last: number;
  series: Map<string, { labels: Record<string, string>; values: Map<number, number> }>;
}

const seriesKey = (labels: Record<string, string>) =>
  JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The PromQL behind the cluster overview. Machines are node exporter's (CPU seconds, memory, uname); GPUs come from
 * NVIDIA's DCGM exporter where there is one (labelled by `Hostname`), and are none where there is not. `window` is the
 * range a rate or mean covers (a series' step; a minute for "now").
 */
export function machineQueries(sel: string, window: string) {
  return {
    name: `node_uname_info{${sel}}`,
    up: `up{${sel}}`,
    cores: `count by (instance) (node_cpu_seconds_total{${sel},mode="idle"})`,
    coresUsed: `sum by (instance) (rate(node_cpu_seconds_total{${sel},mode!~"idle|iowait|steal"}[${window}]))`,
    memory: `node_memory_MemTotal_bytes{${sel}} / ${GIB}`,
    memoryUsed: `(avg_over_time(node_memory_MemTotal_bytes{${sel}}[${window}]) - avg_over_time(node_memory_MemAvailable_bytes{${sel}}[${window}])) / ${GIB}`,
    gpus: 'count by (Hostname, modelName) (DCGM_FI_DEV_GPU_UTIL)',
    gpusUsed: `sum by (Hostname) (avg_over_time(DCGM_FI_DEV_GPU_UTIL[${window}])) / 100`,
  };
}

/** The label that tells the parts of a combined query apart. */
const PART = 'console_part';

/**
 * The queries as one: each part labelled with its key, joined with `or` (their label sets differ by that label, so
 * every part is kept). One request instead of eight: on a busy machine most of a query's time is its round trip.
 */
export function combined(queries: Record<string, string>) {
  return Object.entries(queries)
    .map(([key, expr]) => `label_replace(${expr}, "${PART}", "${key}", "", "")`)
    .join(' or ');
}

/** A combined answer split back into its parts. */
function parts<K extends string>(keys: readonly K[], series: PromSeries[]): Record<K, PromSeries[]> {
  const out = Object.fromEntries(keys.map((k) => [k, [] as PromSeries[]])) as Record<K, PromSeries[]>;
  for (const s of series) out[s.labels[PART] as K]?.push(s);
  return out;
}

/** Values by a label, at each instant (seconds since the epoch). */
const byLabel = (series: PromSeries[], label: string) => {
  const map = new Map<string, Map<number, number>>();
  for (const s of series) {
    const key = s.labels[label] ?? '';
    const values = map.get(key) ?? new Map<number, number>();
    for (const v of s.values) values.set(v.at, (values.get(v.at) ?? 0) + v.value);
    map.set(key, values);
  }
  return map;
};
const latest = (values: Map<number, number> | undefined) => (values ? [...values.values()].at(-1) : undefined);

/** The machines' use measured by Prometheus: PromQL over its HTTP API, nothing else. */
export function createLocalMetrics(options: LocalMetricsOptions): Metrics {
  const timeoutMs = options.timeoutMs ?? 2000;
  const prom: PromClient = createPromClient(options.url, timeoutMs, options.fetch);
  const sel = options.nodeSelector ?? 'job="node"';
  const reuseMs = options.reuseMs ?? 5000;
  const wholeStepsMs = options.wholeStepsMs ?? 10 * 60_000;
  let status: { at: number; answer: Promise<EngineStatus> } | undefined;
  let machinesNow: { at: number; answer: Promise<MeasuredNode[]> } | undefined;
  const kept = new Map<number, WholeSteps>();

  /** Each machine's instance label and name, from node exporter's uname (the machine's own hostname). */
  const machines = (uname: PromSeries[]) => {
    const seen = new Map<string, string>();
    for (const s of uname) seen.set(s.labels.instance ?? '', s.labels.nodename ?? s.labels.instance ?? '');
    return [...seen].map(([instance, name]) => ({ instance, name }));
  };

  /** The machines now, one query shared by the callers of one scrape interval; a failure is not kept. */
  function nodes(): Promise<MeasuredNode[]> {
    const now = Date.now();
    if (machinesNow && now - machinesNow.at < reuseMs) return machinesNow.answer;
    const answer = readNodes();
    const entry = { at: now, answer };
    machinesNow = entry;
    answer.catch(() => {
      if (machinesNow === entry) machinesNow = undefined;
    });
    return answer;
  }

  async function readNodes(): Promise<MeasuredNode[]> {
    const q = machineQueries(sel, '1m');
    const keys = Object.keys(q) as (keyof typeof q)[];
    const { name, up, cores, coresUsed, memory, memoryUsed, gpus, gpusUsed } = parts(
      keys,
      await prom.query(combined(q)),
    );
    const list = machines(name);
    const at = (series: PromSeries[], label: string, key: string) => latest(byLabel(series, label).get(key)) ?? 0;
    return list
      .map(({ instance, name }) => {
        const gpuSeries = gpus.filter((s) => s.labels.Hostname === name);
        return {
          name,
          up: at(up, 'instance', instance) === 1,
          gpuModel: gpuSeries[0]?.labels.modelName ?? null,
          capacity: {
            cpuCores: at(cores, 'instance', instance),
            memoryGiB: round2(at(memory, 'instance', instance)),
            gpus: at(gpus, 'Hostname', name),
          },
          used: {
            cpuCores: round2(at(coresUsed, 'instance', instance)),
            memoryGiB: round2(at(memoryUsed, 'instance', instance)),
            gpus: round2(at(gpusUsed, 'Hostname', name)),
          },
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async function series(from: Date, to: Date, stepSeconds: number): Promise<NodeSeries[]> {
    // The point of the step starting at b is evaluated at b + step, over the step's window: the step's mean.
    // Whole steps from one range query; the step under way (when in range) from an instant query over its seconds
    // so far, so the latest point is the use of the last moments, not of the first seconds of a step.
    const aligned = (d: Date) => Math.floor(d.getTime() / 1000 / stepSeconds) * stepSeconds;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const current = Math.floor(nowSeconds / stepSeconds) * stepSeconds;
    const first = aligned(from);
    const last = Math.min(aligned(to), current - stepSeconds);
    const withCurrent = aligned(to) >= current && first <= current;
    const { up: _up, ...q } = machineQueries(sel, `${stepSeconds}s`);
    const { up: _up2, ...soFar } = machineQueries(sel, `${Math.max(15, nowSeconds - current)}s`);
    const keys = Object.keys(q) as (keyof typeof q)[];
    const [whole, partial] = await Promise.all([
      last >= first ? wholeSteps(combined(q), first, last, stepSeconds, nowSeconds) : [],
      withCurrent ? prom.query(combined(soFar)) : [],
    ]);
    const atEndOfCurrent = partial.map((p) => ({
      labels: p.labels,
      values: p.values.map((v) => ({ at: current + stepSeconds, value: v.value })),
    }));
    const { name, cores, coresUsed, memory, memoryUsed, gpus, gpusUsed } = parts(keys, [...whole, ...atEndOfCurrent]);
    const list = machines(name);
    const maps = {
      cores: byLabel(cores, 'instance'),
      coresUsed: byLabel(coresUsed, 'instance'),
      memory: byLabel(memory, 'instance'),
      memoryUsed: byLabel(memoryUsed, 'instance'),
      gpus: byLabel(gpus, 'Hostname'),
      gpusUsed: byLabel(gpusUsed, 'Hostname'),
    };
    return list.map(({ instance, name }) => {
      const points: MeasuredPoint[] = [];
      // A machine is charted where node exporter was scraped; GPUs are none where DCGM says nothing.
      for (const [t, cpuCores] of maps.cores.get(instance) ?? []) {
        const value = (m: Map<string, Map<number, number>>, key: string) => m.get(key)?.get(t) ?? 0;
        const capacity: MachineResources = {
          cpuCores,
          memoryGiB: round2(value(maps.memory, instance)),
          gpus: value(maps.gpus, name),
        };
        const used: MachineResources = {
          cpuCores: round2(value(maps.coresUsed, instance)),
          memoryGiB: round2(value(maps.memoryUsed, instance)),
          gpus: round2(value(maps.gpusUsed, name)),
        };
        points.push({ at: new Date((t - stepSeconds) * 1000), capacity, used });
      }
      return { name, points };
    });
  }

  /**
   * The whole steps from `first` to `last` (step starts, in seconds), each evaluated at its step's end. Steps read
   * before and finished since are taken from `kept`; only the others are asked of Prometheus, in one range query.
   */
  async function wholeSteps(
    expr: string,
    first: number,
    last: number,
    step: number,
    nowSeconds: number,
  ): Promise<PromSeries[]> {
    const settled = Math.floor((nowSeconds - SETTLED_SECONDS) / step) * step - step;
    let held = kept.get(step);
    if (held && (Date.now() - held.readAt >= wholeStepsMs || first < held.first || first > held.last + step)) {
      kept.delete(step);
      held = undefined;
    }
    const askFrom = held ? Math.max(first, held.last + step) : first;
    const fresh = askFrom <= last ? await prom.queryRange(expr, askFrom + step, last + step, step) : [];
    if (wholeStepsMs > 0 && askFrom <= settled) {
      held ??= { readAt: Date.now(), first: askFrom, last: askFrom - step, series: new Map() };
      for (const s of fresh) {
        const key = seriesKey(s.labels);
        const entry = held.series.get(key) ?? { labels: s.labels, values: new Map<number, number>() };
        for (const v of s.values) if (v.at - step <= settled) entry.values.set(v.at, v.value);
        held.series.set(key, entry);
      }
      held.last = Math.max(held.last, Math.min(last, settled));
      if ((held.last - held.first) / step >= MAX_KEPT_STEPS) {
        held.first = held.last - (MAX_KEPT_STEPS - 1) * step;
        for (const entry of held.series.values())
          for (const t of entry.values.keys()) if (t - step < held.first) entry.values.delete(t);
      }
      kept.set(step, held);
    }
    if (!held) return fresh;
    // What was kept within the range, then what was just read past it.
    const out = new Map<string, PromSeries>();
    const upTo = Math.min(last, held.last);
    for (const [key, entry] of held.series) {
      const values: PromSeries['values'] = [];
      for (const [at, value] of entry.values) if (at - step >= first && at - step <= upTo) values.push({ at, value });
      if (values.length > 0) out.set(key, { labels: entry.labels, values });
    }
    for (const s of fresh) {
      const key = seriesKey(s.labels);
      const later = s.values.filter((v) => v.at - step > upTo);
      if (later.length === 0) continue;
      const into = out.get(key) ?? { labels: s.labels, values: [] };
      into.values.push(...later);
      out.set(key, into);
    }
    for (const s of out.values()) s.values.sort((a, b) => a.at - b.at);
    return [...out.values()];
  }

  async function checkStatus(): Promise<EngineStatus> {
    try {
      const res = await (options.fetch ?? fetch)(`${options.url}/api/v1/status/buildinfo`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await res.json()) as { data?: { version?: string } };
      return { mode: 'local', engine: `Prometheus ${body.data?.version ?? ''}`.trim(), available: res.ok };
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer' : 'not reachable';
      return { mode: 'local', engine: 'Prometheus', available: false, reason: `${reason} at ${options.url}` };
    }
  }

  return {
    nodes,
    series,
    status() {
      const now = Date.now();
      if (!status || now - status.at > STATUS_TTL_MS) status = { at: now, answer: checkStatus() };
      return status.answer;
    },
  };
}
