import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { branches } from '../branches/tables';
import { inferenceDeployments } from '../deployments/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';

const clock = new TestClock('2026-01-05T09:00:00Z');
const { call, ctx } = setupTestStack({ clock });

type R = { cpuCores: number; memoryGiB: number; gpus: number };
interface ClusterNode {
  id: number;
  name: string;
  status: string;
  gpuModel: string | null;
  capacity: R;
  allocated: R;
  available: R;
}
interface Cluster {
  id: number;
  name: string;
  capacity: R;
  allocated: R;
  available: R;
  gpuModels: { model: string; count: number; available: number }[];
  nodes: ClusterNode[];
}
interface Series {
  step: number;
  points: { at: string; capacity: R; allocated: R; used: R }[];
}
interface Usage {
  groupBy: string;
  items: { level: string; id: number; name: string; allocated: R; used: R; peak: R }[];
}

const SUPER = 'super@demo.test';
const ORG = 'org.admin@demo.test';
const BRANCH = 'branch.admin@demo.test';
const PROJECT = 'project.admin@demo.test';
const MEMBER = 'member@demo.test';

const idOfName = async (table: typeof organizations | typeof branches | typeof projects, name: string) => {
  const [row] = await ctx.database.db.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (!row) throw new Error(`no ${name}`);
  return row.id;
};
const ids = async () => ({
  acme: await idOfName(organizations, 'Acme AI'),
  globex: await idOfName(organizations, 'Globex'),
  research: await idOfName(branches, 'Research'),
  production: await idOfName(branches, 'Production'),
  vision: await idOfName(projects, 'Vision Lab'),
  fraud: await idOfName(projects, 'Fraud Detection'),
});
const totalGpus = (list: Cluster[]) => list.reduce((n, c) => n + c.allocated.gpus, 0);
const range = '&from=2026-01-04T09:00:00Z&to=2026-01-05T09:00:00Z';

describe('cluster overview', () => {
  it('lists clusters with nodes, GPU models and what is free', async () => {
    const res = await call<Cluster[]>('GET', '/clusters', { as: SUPER });
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toEqual(['zrh-gpu-1', 'fra-edge-1']);
    const zrh = res.body[0] as Cluster;
    expect(zrh.gpuModels.map((m) => [m.model, m.count])).toEqual([
      ['NVIDIA A100 80GB', 16],
      ['NVIDIA L4', 4],
    ]);
    expect(zrh.capacity.gpus).toBe(20);
    // Seeded services: a notebook hub (1 GPU) and two inferencing services (2 GPUs each); Vision Lab's
    // deployments that run or roll out (1 GPU each); a paused or failed deployment and a stopped notebook hold none.
    expect(totalGpus(res.body)).toBe(7);
    const down = res.body[1]?.nodes.find((n) => n.status === 'NOT_READY');
    expect(down?.available).toEqual({ cpuCores: 0, memoryGiB: 0, gpus: 0 });
    for (const c of res.body) {
      for (const n of c.nodes) expect(n.allocated.cpuCores).toBeLessThanOrEqual(n.capacity.cpuCores);
    }
  });

  it('counts allocation for the caller’s scope only, and free room for everyone', async () => {
    const { acme, globex, research, vision } = await ids();
    const all = (await call<Cluster[]>('GET', '/clusters', { as: SUPER })).body;
    const org = (await call<Cluster[]>('GET', `/clusters?organizationId=${acme}`, { as: ORG })).body;
    const branch = (await call<Cluster[]>('GET', `/clusters?branchId=${research}`, { as: BRANCH })).body;
    const project = (await call<Cluster[]>('GET', `/clusters?projectId=${vision}`, { as: PROJECT })).body;
    const globexOnly = (await call<Cluster[]>('GET', `/clusters?organizationId=${globex}`, { as: SUPER })).body;
    expect(totalGpus(org)).toBe(7);
    expect(totalGpus(branch)).toBe(5); // Vision Lab's hub and two live deployments + Language Models' inferencing
    expect(totalGpus(project)).toBe(3);
    expect(totalGpus(globexOnly)).toBe(0);
    expect(project.map((c) => c.available)).toEqual(all.map((c) => c.available));
  });

  it('refuses numbers outside the caller’s scope, and members', async () => {
    const { acme, globex, research, production, vision } = await ids();
    const status = async (as: string, query: string) => (await call('GET', `/clusters${query}`, { as })).status;
    expect(await status(SUPER, '')).toBe(200);
    expect(await status(ORG, '')).toBe(403);
    expect(await status(ORG, `?organizationId=${globex}`)).toBe(403);
    expect(await status(ORG, `?branchId=${production}`)).toBe(200);
    expect(await status(BRANCH, `?organizationId=${acme}`)).toBe(403);
    expect(await status(BRANCH, `?branchId=${production}`)).toBe(403);
    expect(await status(PROJECT, `?branchId=${research}`)).toBe(403);
    expect(await status(MEMBER, `?projectId=${vision}`)).toBe(403);
    expect(await status('nobody@demo.test', '')).toBe(403);
    expect((await call('GET', `/clusters/usage?projectId=${vision}${range}`, { as: MEMBER })).status).toBe(403);
    expect((await call('GET', `/clusters/1/utilisation?projectId=${vision}${range}`, { as: MEMBER })).status).toBe(403);
    expect((await call('GET', `/clusters/1/utilisation?organizationId=${globex}${range}`, { as: ORG })).status).toBe(
      403,
    );
  });
});

describe('utilisation series', () => {
  it('has the last days of samples, averaged per step, the scope’s share below the platform’s', async () => {
    const { vision } = await ids();
    const all = await call<Series>('GET', `/clusters/1/utilisation?${range.slice(1)}`, { as: SUPER });
    expect(all.status).toBe(200);
    expect(all.body.step).toBe(300);
    expect(all.body.points).toHaveLength(289);
    const hourly = await call<Series>('GET', `/clusters/1/utilisation?step=3600${range}`, { as: SUPER });
    expect(hourly.body.points).toHaveLength(25);
    const mine = await call<Series>('GET', `/clusters/1/utilisation?projectId=${vision}${range}`, { as: PROJECT });
    expect(mine.body.points).toHaveLength(289);
    mine.body.points.forEach((p, i) => {
      const whole = all.body.points[i];
      expect(p.at).toBe(whole?.at);
      expect(p.capacity).toEqual(whole?.capacity);
      expect(p.used.cpuCores).toBeLessThanOrEqual(whole?.used.cpuCores ?? 0);
      expect(p.used.cpuCores).toBeLessThanOrEqual(p.capacity.cpuCores);
    });
    expect(new Set(all.body.points.map((p) => p.used.cpuCores)).size).toBeGreaterThan(10);
  });

  it('records a new sample every five minutes on the clock', async () => {
    const url = '/clusters/1/utilisation?from=2026-01-05T08:00:00Z&to=2026-01-05T10:00:00Z';
    const before = await call<Series>('GET', url, { as: SUPER });
    await clock.advance(10 * 60_000);
    const after = await call<Series>('GET', url, { as: SUPER });
    expect(after.body.points.length).toBe(before.body.points.length + 2);
    expect(after.body.points.at(-1)?.at).toBe('2026-01-05T09:10:00.000Z');
  });

  it('refuses ranges it cannot answer', async () => {
    const bad = async (query: string) => {
      const res = await call<{ details: Record<string, unknown> }>('GET', `/clusters/1/utilisation?${query}`, {
        as: SUPER,
      });
      expect(res.status).toBe(400);
      return Object.keys(res.body.details);
    };
    expect(await bad('from=2026-01-05T00:00:00Z&to=2026-01-04T00:00:00Z')).toEqual(['to']);
    expect(await bad('from=2026-01-05T00:00:00Z&to=2026-01-05T00:00:00Z')).toEqual(['to']);
    expect(await bad('from=2025-01-01T00:00:00Z&to=2026-01-05T00:00:00Z')).toEqual(['to']);
    expect(await bad('from=2025-10-10T00:00:00Z&to=2026-01-05T00:00:00Z&step=300')).toEqual(['step']);
    expect(await bad('from=2026-01-04T00:00:00Z&to=2026-01-05T00:00:00Z&step=60')).toEqual(['step']);
    expect(await bad('from=yesterday&to=2026-01-05T00:00:00Z')).toEqual(['from']);
    const missing = await call('GET', `/clusters/999/utilisation?${range.slice(1)}`, { as: SUPER });
    expect(missing.status).toBe(404);
  });
});

describe('usage per tenant', () => {
  it('groups one level below the scope and shows only what is inside it', async () => {
    const { acme, research, vision } = await ids();
    const platform = await call<Usage>('GET', `/clusters/usage?${range.slice(1)}`, { as: SUPER });
    expect(platform.body.groupBy).toBe('organization');
    expect(platform.body.items.map((i) => i.name).sort()).toEqual(['Acme AI', 'Globex']);
    const org = await call<Usage>('GET', `/clusters/usage?organizationId=${acme}${range}`, { as: ORG });
    expect(org.body.items.map((i) => i.name).sort()).toEqual(['Production', 'Research']);
    const branch = await call<Usage>('GET', `/clusters/usage?branchId=${research}${range}`, { as: BRANCH });
    expect(branch.body.items.map((i) => i.name).sort()).toEqual(['Language Models', 'Speech Lab', 'Vision Lab']);
    const project = await call<Usage>('GET', `/clusters/usage?projectId=${vision}${range}`, { as: PROJECT });
    expect(project.body.items.map((i) => i.name)).toEqual(['Vision Lab']);
    const vl = project.body.items[0];
    expect(vl?.allocated.gpus).toBe(3); // its notebook hub and two live deployments
    expect(vl?.used.gpus).toBeGreaterThan(0);
    expect(vl?.peak.gpus).toBeGreaterThanOrEqual(vl?.used.gpus ?? 0);
    const acmeRow = platform.body.items.find((i) => i.name === 'Acme AI');
    const summed = org.body.items.reduce((n, i) => n + i.used.cpuCores, 0);
    expect(summed).toBeCloseTo(acmeRow?.used.cpuCores ?? -1, 1);
  });

  it('groups by a deeper level on request, never a higher one', async () => {
    const { acme, research } = await ids();
    const byProject = await call<Usage>('GET', `/clusters/usage?organizationId=${acme}&groupBy=project${range}`, {
      as: ORG,
    });
    expect(byProject.body.items).toHaveLength(5);
    const up = await call('GET', `/clusters/usage?branchId=${research}&groupBy=organization${range}`, { as: BRANCH });
    expect(up.status).toBe(400);
  });

  it('frees a deployment’s GPUs once it is paused', async () => {
    const { vision } = await ids();
    const before = totalGpus((await call<Cluster[]>('GET', `/clusters?projectId=${vision}`, { as: PROJECT })).body);
    const [running] = await ctx.database.db
      .select({ id: inferenceDeployments.id })
      .from(inferenceDeployments)
      .where(eq(inferenceDeployments.name, 'support-assistant'));
    const paused = await call(
      'POST',
      `/workspace/project/${vision}/ai/inferencing/projects/deployments/${running?.id}/pause`,
      {
        as: PROJECT,
      },
    );
    expect(paused.status).toBe(200);
    const after = totalGpus((await call<Cluster[]>('GET', `/clusters?projectId=${vision}`, { as: PROJECT })).body);
    expect(after).toBe(before - 1);
  });
});
