import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../sim/clock';
import { setupTestStack } from '../../../testing/harness';
import { projects } from '../../projects/tables';

const clock = new TestClock('2026-01-05T09:00:30Z');
const { ctx, call, idOf } = setupTestStack({ clock, deployDelayMs: 5_000 });
const ADMIN = 'project.admin@demo.test';
const MEMBER = 'member@demo.test';

interface Metrics {
  deploymentId: number;
  step: number;
  points: { at: string; requests: number; errors: number; p50Ms: number | null; p95Ms: number | null }[];
}

let base = '';
let dep = '';
let endpoint = '';
let secret = '';
let catalogId = 0;
let otherId = 0;

const infer = (text: unknown = 'a b c') =>
  ctx.request(`${endpoint}/infer`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ inputs: [{ name: 'text_input', shape: [1], datatype: 'BYTES', data: [text] }] }),
  });
const metrics = (from: string, to: string, as = ADMIN) =>
  call<Metrics>('GET', `${dep}/metrics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { as });

beforeAll(async () => {
  const [project] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
  base = `/workspace/project/${project?.id}/ai/inferencing/projects`;
  const catalog = await call<{ items: { id: number; name: string }[] }>(
    'GET',
    '/ai/inferencing/predefined-models?search=Phi-3',
    { as: ADMIN },
  );
  catalogId = catalog.body.items[0]?.id ?? 0;
  const created = await call<{ id: number; endpointUrl: string }>('POST', `${base}/deployments`, {
    as: ADMIN,
    body: { name: 'metered', sourceType: 'PREDEFINED', predefinedModelId: catalogId },
  });
  dep = `${base}/deployments/${created.body.id}`;
  endpoint = new URL(created.body.endpointUrl).pathname;
  await clock.advance(5_000);
  secret = (await call<{ secret: string }>('POST', `${dep}/key`, { as: ADMIN, body: { name: 'm' } })).body.secret;
});

describe('deployment metrics', () => {
  it('counts each call and error in its minute, with latency percentiles, and answers empty minutes too', async () => {
    for (let i = 0; i < 3; i++) expect((await infer()).status).toBe(200);
    expect((await infer(42)).status).toBe(400);
    await clock.advance(60_000); // 09:01:35
    expect((await infer()).status).toBe(200);
    const reply = await metrics('2026-01-05T09:00:00Z', '2026-01-05T09:03:00Z');
    expect(reply.status).toBe(200);
    expect(reply.body.step).toBe(60);
    const [first, second, third] = reply.body.points;
    expect(reply.body.points.map((p) => p.at)).toEqual([
      '2026-01-05T09:00:00.000Z',
      '2026-01-05T09:01:00.000Z',
      '2026-01-05T09:02:00.000Z',
    ]);
    expect(first).toMatchObject({ requests: 4, errors: 1 });
    expect(first?.p50Ms).toBeGreaterThan(0);
    expect(first?.p95Ms).toBeGreaterThanOrEqual(first?.p50Ms ?? 0);
    expect(second).toMatchObject({ requests: 1, errors: 0 });
    expect(third).toEqual({ at: '2026-01-05T09:02:00.000Z', requests: 0, errors: 0, p50Ms: null, p95Ms: null });
  });

  it('down-samples a long range to a coarser step that sums the minutes', async () => {
    const week = await metrics('2026-01-01T00:00:00Z', '2026-01-08T00:00:00Z');
    expect(week.body.step).toBe(900);
    expect(week.body.points.length).toBe(7 * 96);
    const busy = week.body.points.filter((p) => p.requests > 0);
    expect(busy).toEqual([expect.objectContaining({ at: '2026-01-05T09:00:00.000Z', requests: 5, errors: 1 })]);
    const quarter = await metrics('2025-11-01T00:00:00Z', '2026-01-30T00:00:00Z');
    expect(quarter.body.step).toBe(21_600);
    expect(quarter.body.points.reduce((s, p) => s + p.requests, 0)).toBe(5);
  });

  it('refuses a reversed or too long range on its field', async () => {
    const reversed = await metrics('2026-01-05T10:00:00Z', '2026-01-05T09:00:00Z');
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('to');
    expect((await metrics('2025-01-01T00:00:00Z', '2026-01-05T00:00:00Z')).status).toBe(400);
    expect((await call('GET', `${dep}/metrics?from=yesterday&to=today`, { as: ADMIN })).status).toBe(400);
  });

  it('shows a member the metrics of a deployment they may call, and nothing of one they may not', async () => {
    const from = '2026-01-05T09:00:00Z';
    const to = '2026-01-05T09:05:00Z';
    expect([403, 404]).toContain((await metrics(from, to, MEMBER)).status);
    const granted = await call('POST', `${dep}/permissions`, {
      as: ADMIN,
      body: { entries: [{ userId: idOf(MEMBER), access: 'CALL' }] },
    });
    expect(granted.status).toBe(200);
    const seen = await metrics(from, to, MEMBER);
    expect(seen.status).toBe(200);
    expect(seen.body.points[0]?.requests).toBe(4);
  });

  it('answers several deployments over one range in one call, in the order asked for, as each alone', async () => {
    const other = await call<{ id: number }>('POST', `${base}/deployments`, {
      as: ADMIN,
      body: { name: 'quiet', sourceType: 'PREDEFINED', predefinedModelId: catalogId },
    });
    expect(other.status).toBe(201);
    otherId = other.body.id;
    const from = '2026-01-05T09:00:00Z';
    const to = '2026-01-05T09:03:00Z';
    const one = (await metrics(from, to)).body;
    const id = one.deploymentId;
    const range = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const batch = await call<{ items: Metrics[] }>(
      'GET',
      `${base}/deployments/metrics?ids=${other.body.id},${id}&${range}`,
      {
        as: ADMIN,
      },
    );
    expect(batch.status).toBe(200);
    expect(batch.body.items.map((m) => m.deploymentId)).toEqual([other.body.id, id]);
    expect(batch.body.items[1]).toEqual(one);
    expect(batch.body.items[0]?.points.every((p) => p.requests === 0)).toBe(true);
  });

  it('refuses a batch with an id that is not a deployment of the project, or with too many ids, and says which field', async () => {
    const range = 'from=2026-01-05T09:00:00Z&to=2026-01-05T09:03:00Z';
    const own = (await metrics('2026-01-05T09:00:00Z', '2026-01-05T09:03:00Z')).body.deploymentId;
    expect((await call('GET', `${base}/deployments/metrics?ids=${own},999999&${range}`, { as: ADMIN })).status).toBe(
      404,
    );
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const tooMany = await call('GET', `${base}/deployments/metrics?ids=${many}&${range}`, { as: ADMIN });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('ids');
    expect((await call('GET', `${base}/deployments/metrics?ids=1,x&${range}`, { as: ADMIN })).status).toBe(400);
    // The member may call `own` (granted above) but not the other: the batch shows them neither.
    expect((await call('GET', `${base}/deployments/metrics?ids=${own}&${range}`, { as: MEMBER })).status).toBe(200);
    const mixed = await call('GET', `${base}/deployments/metrics?ids=${own},${otherId}&${range}`, { as: MEMBER });
    expect([403, 404]).toContain(mixed.status);
    expect(JSON.stringify(mixed.body)).not.toContain('points');
  });
});
