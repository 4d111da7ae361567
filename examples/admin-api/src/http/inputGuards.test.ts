import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setupTestStack } from '../testing/harness';
import { badFields, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './bodyGate';
import { zodDetails } from './errors';

const { ctx, tokenFor } = setupTestStack();

const post = (path: string, body: string, as = 'super@demo.test') =>
  ctx.request(path, {
    method: 'POST',
    headers: { Authorization: tokenFor(as), 'Content-Type': 'application/json' },
    body,
  });

describe('zodDetails', () => {
  it('reports keys named like Object.prototype members as fields, without touching the prototype', () => {
    const result = z.strictObject({ name: z.string() }).safeParse(JSON.parse('{"__proto__":1,"constructor":2}'));
    if (result.success) throw new Error('expected a failure');
    const details = zodDetails(result.error);
    expect(Object.keys(details).sort()).toEqual(['__proto__', 'constructor', 'name']);
    expect(details.constructor).toEqual(['Unknown field']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('badFields', () => {
  it('names every string holding a control character by its dotted path', () => {
    expect([...badFields({ a: 'ok\ttab\nline', b: { c: ['x', 'nul\u0000'] }, d: 'bell\u0007' }).keys()]).toEqual([
      'b.c.1',
      'd',
    ]);
  });

  it('walks a value nested far deeper than any stack without recursion', () => {
    let deep: unknown = 'nul\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(badFields(deep).size).toBe(1);
  });
});

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ name: '[[[[[{{{{{\\"[[[[' }), 1)).toBe(false);
  });
});

describe('badFields and Unicode', () => {
  it('names strings and keys holding a lone surrogate', () => {
    expect([...badFields({ a: 'fine \u{1F600}', b: ['x', 'lone \uD800'], 'k\uDC00': 1 }).keys()]).toEqual([
      'b.1',
      'k\uDC00',
    ]);
  });
});

describe('untrusted input', () => {
  it('answers 400 naming the body, not 500, for JSON nested thousands deep', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 2_000, 100_000]) {
      const res = await post('/organizations', `${'['.repeat(depth)}${']'.repeat(depth)}`);
      expect(res.status, String(depth)).toBe(400);
      expect(await res.json()).toMatchObject({ details: { body: [expect.stringMatching(/deeper than 32 levels/)] } });
    }
    const nestedName = await post('/organizations', JSON.stringify({ name: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' }));
    expect(nestedName.status).toBe(201);
  });

  it('refuses bytes that are not UTF-8 and lone surrogates instead of storing U+FFFD', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"name":"}'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('("}'),
    ]);
    const raw = await ctx.request('/organizations', {
      method: 'POST',
      headers: { Authorization: tokenFor('super@demo.test'), 'Content-Type': 'application/json' },
      body: bytes,
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ details: { body: ['Must be valid Unicode text'] } });
    const lone = await post('/organizations', '{"name":"Lone \\ud800 surrogate"}');
    expect(lone.status).toBe(400);
    expect(await lone.json()).toMatchObject({ details: { name: ['Must be valid Unicode text'] } });
    const query = await ctx.request('/users/isUserExit?email=a%ED%A0%80b%40example.test', {
      headers: { Authorization: tokenFor('super@demo.test') },
    });
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ details: { email: ['Must be valid Unicode text'] } });
  });

  it('answers 400, not 500, for a body key __proto__ or constructor', async () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const res = await post('/organizations', `{"name":"Proto ${key}","${key}":{"x":1}}`);
      expect(res.status, key).toBe(400);
      const body = (await res.json()) as { details: Record<string, string[]> };
      expect(Object.hasOwn(body.details, key), key).toBe(true);
    }
  });

  it('refuses a NUL or another control character in a JSON string with a field error', async () => {
    const res = await post('/organizations', JSON.stringify({ name: 'Evil\u0000Corp' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: { name: [expect.stringMatching(/control character/)] } });
  });

  it('refuses a control character in a query string with a field error', async () => {
    const res = await ctx.request('/users/isUserExit?email=a%00b%40example.test', {
      headers: { Authorization: tokenFor('super@demo.test') },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: { email: [expect.stringMatching(/control character/)] } });
  });

  it('refuses escapes that are not UTF-8 in a query string, and passes plain text and `+` as they are', async () => {
    const headers = { Authorization: tokenFor('super@demo.test') };
    const bad = await ctx.request('/workspace/project?pageSize=20&search=a%FFb', { headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ details: { search: [expect.any(String)] } });
    const plain = await ctx.request('/workspace/project?pageSize=20&search=no+such+project', { headers });
    expect(plain.status).toBe(200);
    expect(await plain.json()).toMatchObject({ items: [], total: 0 });
  });

  it('answers 405 with Allow for a wrong method on a known path', async () => {
    const res = await ctx.request('/users/info', {
      method: 'DELETE',
      headers: { Authorization: tokenFor('super@demo.test') },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')?.split(', ')).toContain('GET');
    expect(res.headers.get('allow')?.split(', ')).not.toContain('DELETE');
    const item = await ctx.request('/organizations/1', {
      method: 'POST',
      headers: { Authorization: tokenFor('super@demo.test') },
    });
    expect(item.status).toBe(405);
    expect(item.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'PUT']);
    const unknown = await ctx.request('/nowhere', {
      method: 'DELETE',
      headers: { Authorization: tokenFor('super@demo.test') },
    });
    expect(unknown.status).toBe(404);
  });
});
