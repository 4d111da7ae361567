/**
 * What the deployment shows of its replicas' own events (the serving engine's crashes, restarts, a version given
 * up), on simulated serving with events sent by the test: a restart is its own timeline entry with the reason; a
 * version given up after repeated crashes makes the deployment FAILED with the reason, on the timeline and as a
 * notice to the people concerned.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedServing } from '../../engines/serving/simulated';
import type { Serving, ServingEvent } from '../../engines/serving/types';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { projects } from '../projects/tables';

const listeners = new Set<(event: ServingEvent) => void>();
const serving: Serving = {
  ...createSimulatedServing(),
  onEvent(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
const emit = (event: ServingEvent) => {
  for (const listener of listeners) listener(event);
};
const clock = new TestClock('2026-01-05T09:00:00Z');
const { ctx, call, idOf } = setupTestStack({ clock, deployDelayMs: 1_000, serving });
const ADMIN = 'project.admin@demo.test';

type Timeline = { action: string; detail: string; actor: string | null }[];
let base = '';
let catalogId = 0;

beforeAll(async () => {
  const [project] = await ctx.database.db.select().from(projects).where(eq(projects.name, 'Vision Lab'));
  base = `/workspace/project/${project?.id}/ai/inferencing/projects/deployments`;
  const catalog = await call<{ items: { id: number }[] }>('GET', '/ai/inferencing/predefined-models?search=Phi-3', {
    as: ADMIN,
  });
  catalogId = catalog.body.items[0]?.id ?? 0;
});

async function running(name: string) {
  const created = await call<{ id: number }>('POST', base, {
    as: ADMIN,
    body: { name, sourceType: 'PREDEFINED', predefinedModelId: catalogId },
  });
  await clock.advance(1_000);
  const id = created.body.id;
  await expect
    .poll(async () => (await call<{ status: string }>('GET', `${base}/${id}`, { as: ADMIN })).body.status)
    .toBe('RUNNING');
  return id;
}
const timeline = async (id: number) => (await call<Timeline>('GET', `${base}/${id}/timeline`, { as: ADMIN })).body;

describe("a deployment's replica events", () => {
  it('shows a restarted replica as its own timeline entry, by the platform, and stays RUNNING', async () => {
    const id = await running('restarts');
    emit({
      kind: 'restarted',
      deploymentId: id,
      version: 1,
      replica: 0,
      reason: 'Replica 1 of version 1 was killed (SIGKILL)',
    });
    await expect
      .poll(async () => (await timeline(id)).find((e) => e.action === 'REPLICA_RESTARTED'))
      .toMatchObject({ actor: null, detail: 'Replica 1 of version 1 was killed (SIGKILL); restarted' });
    const detail = await call<{ status: string }>('GET', `${base}/${id}`, { as: ADMIN });
    expect(detail.body.status).toBe('RUNNING');
  });

  it('is FAILED with the reason after repeated crashes, on the timeline and as a notice', async () => {
    const id = await running('crashes');
    const reason = 'Replica 1 of version 1 exited with code 134; it crashed 4 times within a minute and was given up';
    emit({ kind: 'failed', deploymentId: id, version: 1, reason });
    await expect
      .poll(
        async () => (await call<{ status: string; statusReason: string }>('GET', `${base}/${id}`, { as: ADMIN })).body,
      )
      .toMatchObject({ status: 'FAILED', statusReason: reason });
    expect((await timeline(id)).find((e) => e.action === 'FAILED')?.detail).toBe(reason);
    const inbox = await call<{ items: { type: string; content: string; link: string | null }[] }>(
      'GET',
      `/users/${idOf(ADMIN)}/notification?category=SERVICE`,
      { as: ADMIN },
    );
    const failed = inbox.body.items.find((n) => n.type === 'deployment.failed' && n.link?.endsWith(`/${id}`));
    expect(failed?.content).toContain('crashed 4 times within a minute');
  });
});
