import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';

describe('admin API', () => {
  const app = createApp({ config: readConfig({}) });

  it('answers the health check', async () => {
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('allows the partner portal origin too, with the Authorization header on a preflight', async () => {
    const portal = await app.request('/users/info', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5174',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(portal.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    expect(portal.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('allows the console and portal origins and no other', async () => {
    const ok = await app.request('/health', { headers: { Origin: 'http://localhost:5173' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const evil = await app.request('/health', { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });
});
