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

  it('allows the console origin and no other', async () => {
    const ok = await app.request('/health', { headers: { Origin: 'http://localhost:5173' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const evil = await app.request('/health', { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });
});
