import { createFetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { createAdminApi } from './';

/** Every call of the admin API, made with a spread of arguments over a recording fetch. */
async function record() {
  const seen: string[] = [];
  const $fetch = createFetch({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      seen.push(`${request.method} ${request.url.replace('http://api.test', '')}${text ? ` ${text}` : ''}`);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  }).create({ baseURL: 'http://api.test' });
  const api = createAdminApi($fetch) as unknown as Record<
    string,
    Record<string, (...args: unknown[]) => Promise<unknown>>
  >;
  const argSets: unknown[][] = [
    [],
    [5, 6, 7],
    [5, 6, { k: 'v', e: '' }],
    [5, { k: 'v', e: '', n: null }, { b: 1 }],
    [{ k: 'v', e: ' ', search: '', pageIndex: 0 }],
    [5, 'n x', 7],
    [5, 6, ''],
    [5, ''],
    [5, false],
    ['a+b@c.test'],
  ];
  const lines: string[] = [];
  for (const [group, calls] of Object.entries(api)) {
    for (const [name, call] of Object.entries(calls)) {
      for (const args of argSets) {
        seen.length = 0;
        try {
          await call(...args);
          lines.push(`${group}.${name}(${JSON.stringify(args).slice(1, -1)}) -> ${seen.join(' | ')}`);
        } catch {
          lines.push(`${group}.${name}(${JSON.stringify(args).slice(1, -1)}) -> throws`);
        }
      }
    }
  }
  return lines;
}

describe('admin API calls', () => {
  it('send the method, path, query and body of the contract for any arguments', async () => {
    expect((await record()).join('\n')).toMatchSnapshot();
  });
});
