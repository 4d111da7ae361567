/**
 * Cached key checks across two admin API instances on one PostgreSQL: instance B has checked a key (and keeps
 * the check), the key is revoked through instance A, and B refuses it within a second: the database announces
 * the change (migration 0015) and B drops its check. The bound documented in `keyAuth.ts`. Skipped with the
 * reason when PostgreSQL is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCode, signIn, type TokenSet } from '../../../idp/test-browser';
import { type Stack, startStack } from '../../../stack';
import { postgresTestConfig, postgresUnavailable, startPostgres, type TestPostgres } from '../../../testing/postgres';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('cached key checks on two instances sharing PostgreSQL', () => {
  let postgres: TestPostgres;
  let a: Stack;
  let b: Stack;
  let token = '';

  beforeAll(async () => {
    postgres = await startPostgres();
    const config = postgresTestConfig(postgres.url, { RATE_LIMITS: 'off' });
    a = await startStack(config, { log: false });
    b = await startStack(config, { log: false, seed: false, issuer: a.issuer, apiAudience: a.config.apiAudience });
    const { code, verifier } = await signIn(a.issuer, 'project.admin@demo.test');
    token = ((await (await exchangeCode(a.issuer, code, verifier)).json()) as TokenSet).access_token;
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await postgres?.stop();
  });

  const api = async <T>(on: Stack, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${on.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  it('refuses on B, within a second, a key revoked through A after B checked it', { timeout: 60_000 }, async () => {
    const projects = await api<{ items: { id: number; name: string }[] }>(a, 'GET', '/workspace/project?pageSize=100');
    const project = projects.body.items.find((p) => p.name === 'Vision Lab');
    const base = `/workspace/project/${project?.id}/ai/inferencing/projects/deployments`;
    const models = await api<{ items: { id: number }[] }>(a, 'GET', '/ai/inferencing/predefined-models?search=Phi-3');
    const created = await api<{ id: number; modelName: string }>(a, 'POST', base, {
      name: 'two-instances',
      sourceType: 'PREDEFINED',
      predefinedModelId: models.body.items[0]?.id,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await expect
      .poll(async () => (await api<{ status: string }>(a, 'GET', `${base}/${id}`)).body.status, { timeout: 30_000 })
      .toBe('RUNNING');
    const key = await api<{ keyId: number; secret: string }>(a, 'POST', `${base}/${id}/key`, { name: 'shared' });
    // Every call answered 200 is counted, including those B answers before it hears of the revocation.
    let answered = 0;
    const infer = () =>
      fetch(`${b.apiUrl}/inference/${id}/v2/models/${created.body.modelName}/infer`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key.body.secret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ inputs: [{ name: 'text_input', shape: [1], datatype: 'BYTES', data: ['a b'] }] }),
      }).then((r) => {
        if (r.status === 200) answered++;
        return r.status;
      });
    // B checks the key, and keeps the check.
    expect(await infer()).toBe(200);
    expect(await infer()).toBe(200);
    expect((await api(a, 'DELETE', `${base}/${id}/key?keyId=${key.body.keyId}`)).status).toBe(200);
    const revokedAt = Date.now();
    await expect.poll(infer, { timeout: 1000, interval: 20 }).toBe(401);
    console.log(`revoked on A, refused on B after ${Date.now() - revokedAt} ms`);
    // Both instances' calls are counted in the same rows (written within a second each).
    await expect
      .poll(async () => (await api<{ requestCount: number }>(a, 'GET', `${base}/${id}`)).body.requestCount, {
        timeout: 5_000,
      })
      .toBe(answered);
    expect(answered).toBeGreaterThanOrEqual(2);
  });
});
