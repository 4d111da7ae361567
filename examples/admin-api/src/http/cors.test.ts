import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { corsHeaders } from './cors';

const app = new Hono();
app.onError((_error, c) => c.json({ message: 'broken' }, 500));
app.use(
  '*',
  corsHeaders({
    origins: ['http://console.test'],
    allowHeaders: ['Authorization'],
    allowMethods: ['GET'],
    maxAge: 600,
    exposeHeaders: ['Retry-After'],
  }),
);
app.get('/json', (c) => c.json({ ok: true }));
app.get('/throws', () => {
  throw new Error('boom');
});
// Response.redirect's headers are immutable: the middleware must copy the response to add its own.
app.get('/immutable', () => Response.redirect('http://console.test/elsewhere', 302));

const from = (origin: string) => ({ headers: { Origin: origin } });

describe('corsHeaders', () => {
  it('allows a listed origin on answers, errors and responses with immutable headers', async () => {
    for (const path of ['/json', '/throws', '/immutable']) {
      const res = await app.request(path, from('http://console.test'));
      expect(res.headers.get('access-control-allow-origin'), path).toBe('http://console.test');
      expect(res.headers.get('vary'), path).toContain('Origin');
      expect(res.headers.get('access-control-expose-headers'), path).toBe('Retry-After');
    }
    expect(await (await app.request('/json', from('http://console.test'))).json()).toEqual({ ok: true });
  });

  it('allows no other origin', async () => {
    const res = await app.request('/json', from('https://evil.example'));
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('answers a preflight from a listed origin', async () => {
    const res = await app.request('/json', {
      method: 'OPTIONS',
      headers: { Origin: 'http://console.test', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://console.test');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });
});
