import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../domain/seededRandom';
import {
  MAX_SERIES_POINTS,
  type NodeResources,
  type SampledNode,
  sampleUtilisation,
  utilisationSeries,
} from './utilisation';

const capacity: NodeResources = { cpuCores: 64, memoryGiB: 512, gpus: 8 };
const node: SampledNode = { nodeId: 'gpu-node-1', capacity, allocation: { cpuCores: 32, memoryGiB: 256, gpus: 4 } };
const utc = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('sampleUtilisation', () => {
  it('gives the same numbers for the same node, allocation and minute', () => {
    const a = sampleUtilisation(node, utc('2026-01-05T10:00:05Z'));
    const b = sampleUtilisation({ ...node }, utc('2026-01-05T10:00:55Z'));
    expect(b).toEqual(a);
    expect(a.at.toISOString()).toBe('2026-01-05T10:00:00.000Z');
  });

  it('differs between nodes and between minutes', () => {
    const at = utc('2026-01-05T10:00:00Z');
    const other = sampleUtilisation({ ...node, nodeId: 'gpu-node-2' }, at);
    expect(other).not.toEqual(sampleUtilisation(node, at));
    expect(sampleUtilisation(node, utc('2026-01-05T10:01:00Z'))).not.toEqual(sampleUtilisation(node, at));
  });

  it('never goes above capacity or below zero, even when over-allocated', () => {
    const random = seededRandom(99);
    for (let i = 0; i < 2_000; i++) {
      const cap = {
        cpuCores: Math.ceil(random() * 128),
        memoryGiB: Math.ceil(random() * 1024),
        gpus: Math.floor(random() * 9),
      };
      const allocation = { cpuCores: random() * 200, memoryGiB: random() * 2000, gpus: Math.floor(random() * 12) };
      const s = sampleUtilisation(
        { nodeId: i, capacity: cap, allocation },
        new Date(Date.UTC(2026, 0, 1) + random() * 30 * 24 * HOUR),
      );
      expect(s.cpuCores).toBeGreaterThanOrEqual(0);
      expect(s.cpuCores).toBeLessThanOrEqual(cap.cpuCores);
      expect(s.memoryGiB).toBeGreaterThanOrEqual(0);
      expect(s.memoryGiB).toBeLessThanOrEqual(cap.memoryGiB);
      expect(s.gpus).toBeGreaterThanOrEqual(0);
      expect(s.gpus).toBeLessThanOrEqual(cap.gpus);
    }
  });

  it('uses only the system share of an idle node and keeps most allocated memory', () => {
    const idle = sampleUtilisation(
      { ...node, allocation: { cpuCores: 0, memoryGiB: 0, gpus: 0 } },
      utc('2026-01-05T14:00:00Z'),
    );
    expect(idle).toMatchObject({ cpuCores: 2.56, memoryGiB: 30.72, gpus: 0 });
    const busy = sampleUtilisation(node, utc('2026-01-05T03:00:00Z'));
    expect(busy.memoryGiB).toBeGreaterThanOrEqual(30.72 + 256 * 0.55);
  });

  it('follows a daily wave: afternoons (UTC) are busier than nights', () => {
    const mean = (hour: number) => {
      let sum = 0;
      for (let day = 0; day < 30; day++)
        sum += sampleUtilisation(node, new Date(Date.UTC(2026, 0, 1 + day, hour))).cpuCores;
      return sum / 30;
    };
    expect(mean(14)).toBeGreaterThan(mean(2) + 32 * 0.3);
  });

  it('refuses nonsense capacities and instants', () => {
    expect(() => sampleUtilisation({ ...node, capacity: { ...capacity, gpus: -1 } }, new Date())).toThrow(
      'capacity.gpus',
    );
    expect(() => sampleUtilisation({ ...node, allocation: { ...capacity, cpuCores: Number.NaN } }, new Date())).toThrow(
      'allocation.cpuCores',
    );
    expect(() => sampleUtilisation(node, new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('utilisationSeries', () => {
  it('samples every step on aligned instants, both ends included, matching single samples', () => {
    const series = utilisationSeries(node, utc('2026-01-05T10:02:00Z'), utc('2026-01-05T10:30:00Z'), 5 * 60_000);
    expect(series.map((s) => s.at.toISOString().slice(11, 16))).toEqual([
      '10:05',
      '10:10',
      '10:15',
      '10:20',
      '10:25',
      '10:30',
    ]);
    expect(series[0]).toEqual(sampleUtilisation(node, utc('2026-01-05T10:05:00Z')));
    expect(utilisationSeries(node, utc('2026-01-05T10:30:00Z'), utc('2026-01-05T10:00:00Z'), 60_000)).toEqual([]);
  });

  it('reads an allocation that changes over time', () => {
    const startedAt = utc('2026-01-05T12:00:00Z').getTime();
    const growing: SampledNode = {
      ...node,
      allocation: (at) =>
        at.getTime() < startedAt ? { cpuCores: 0, memoryGiB: 0, gpus: 0 } : { cpuCores: 60, memoryGiB: 400, gpus: 8 },
    };
    const [before, after] = utilisationSeries(
      growing,
      utc('2026-01-05T11:59:00Z'),
      utc('2026-01-05T12:00:00Z'),
      60_000,
    );
    expect(before?.gpus).toBe(0);
    expect(after?.gpus).toBeGreaterThan(0);
    expect(after?.cpuCores).toBeGreaterThan(before?.cpuCores ?? 0);
  });

  it('refuses steps that are not whole minutes and series that are too long', () => {
    const from = utc('2026-01-05T00:00:00Z');
    expect(() => utilisationSeries(node, from, from, 30_000)).toThrow('whole number of minutes');
    const tooFar = new Date(from.getTime() + MAX_SERIES_POINTS * 60_000);
    expect(() => utilisationSeries(node, from, tooFar, 60_000)).toThrow(`at most ${MAX_SERIES_POINTS} points`);
    expect(utilisationSeries(node, from, new Date(tooFar.getTime() - 60_000), 60_000)).toHaveLength(MAX_SERIES_POINTS);
  });
});
