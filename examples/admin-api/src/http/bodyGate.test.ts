import { describe, expect, it } from 'vitest';
import { projects } from '../areas/projects/tables';
import { setupTestStack } from '../testing/harness';

const { ctx, tokenFor } = setupTestStack();

const send = (path: string, type: string | undefined, body: string | Uint8Array, method = 'POST') =>
  ctx.request(path, {
    method,
    headers: { Authorization: tokenFor('super@demo.test'), ...(type === undefined ? {} : { 'Content-Type': type }) },
    body,
  });

/** Media types that declare JSON, in the spellings clients use. */
const JSON_TYPES = [
  'application/json',
  'Application/JSON',
  'application/json; charset=utf-8',
  'APPLICATION/JSON;charset=UTF-8',
  'application/merge-patch+json',
  'application/vnd.console+JSON',
];

describe('every request body goes through one gate, whatever its declared media type', () => {
  it.each(JSON_TYPES)('refuses a NUL under %s with a field error, not a 500', async (type) => {
    const res = await send('/organizations', type, JSON.stringify({ name: 'Evil\u0000Corp' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: { name: [expect.stringMatching(/control character/)] } });
  });

  it.each(JSON_TYPES)('refuses a lone surrogate under %s instead of storing U+FFFD', async (type) => {
    const res = await send('/organizations', type, '{"name":"Lone \\ud800 surrogate"}');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: { name: ['Must be valid Unicode text'] } });
  });

  it.each(JSON_TYPES)('refuses JSON nested too deep under %s', async (type) => {
    const res = await send('/organizations', type, `${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: { body: [expect.stringMatching(/deeper than 32 levels/)] } });
  });

  it('refuses numbers a JSON number cannot hold exactly, naming the field', async () => {
    for (const raw of ['1e400', '-1e400', '9007199254740993']) {
      const res = await send('/organizations', 'application/json', `{"name":"Big numbers","extra":{"n":${raw}}}`);
      expect(res.status, raw).toBe(400);
      expect(await res.json()).toMatchObject({ details: { 'extra.n': [expect.stringMatching(/range/)] } });
    }
  });

  it('answers 415 in the house shape for a body of a media type the API does not take', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await send('/organizations', type, JSON.stringify({ name: 'Typed' }));
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ message: expect.stringMatching(/application\/json/) });
    }
    const untyped = await send(
      '/organizations',
      undefined,
      new TextEncoder().encode(JSON.stringify({ name: 'Untyped' })),
    );
    expect(untyped.status).toBe(415);
  });

  it('answers 400 naming the body for JSON that does not parse', async () => {
    const res = await send('/organizations', 'application/json', '{"name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: { body: [expect.any(String)] } });
  });

  it('checks a body sent to a stream or another GET path too', async () => {
    const res = await send('/notifications/sse', 'text/plain', 'hello', 'POST');
    expect([405, 415]).toContain(res.status);
    const put = await send('/organizations/1', 'Application/Merge-Patch+JSON', '{"name":"a\\u0007b"}', 'PUT');
    expect(put.status).toBe(400);
  });

  it('refuses ids past the database range in a query, not 500', async () => {
    const [project] = await ctx.database.db.select({ id: projects.id }).from(projects).limit(1);
    const range = 'from=2026-01-05T09:00:00Z&to=2026-01-05T09:03:00Z';
    for (const ids of ['2147483648', '1,2147483648', '9999999999']) {
      const res = await ctx.request(
        `/workspace/project/${project?.id}/ai/inferencing/projects/deployments/metrics?ids=${ids}&${range}`,
        { headers: { Authorization: tokenFor('super@demo.test') } },
      );
      expect(res.status, ids).toBe(400);
      expect(await res.json()).toMatchObject({ details: { ids: [expect.any(String)] } });
    }
  });
});
