import { describe, expect, it } from 'vitest';
import { engineStatuses } from '../../engines';
import { setupTestStack } from '../../testing/harness';

const { call } = setupTestStack();

describe('GET /platform/engines', () => {
  it('says every part is simulated when no engine runs, to anyone signed in', async () => {
    const res = await call<Record<string, unknown>>('GET', '/platform/engines', { as: 'member@demo.test' });
    expect(res.status).toBe(200);
    const simulated = { mode: 'simulated', engine: 'simulated', available: true };
    expect(res.body).toEqual({ notebooks: simulated, serving: simulated, metrics: simulated });
  });

  it('refuses a caller without a token', async () => {
    const res = await call('GET', '/platform/engines');
    expect(res.status).toBe(401);
  });
});

describe('engineStatuses', () => {
  it("reports an engine whose status check throws as unavailable, with the error's message", async () => {
    const statuses = await engineStatuses({
      notebooks: {
        status: async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:8001');
        },
      },
      metrics: { status: async () => ({ mode: 'local', engine: 'Prometheus 2.42.0', available: true }) },
    });
    expect(statuses.notebooks).toEqual({
      mode: 'local',
      engine: 'unknown',
      available: false,
      reason: 'connect ECONNREFUSED 127.0.0.1:8001',
    });
    expect(statuses.metrics.engine).toBe('Prometheus 2.42.0');
    expect(statuses.serving.mode).toBe('simulated');
  });
});
