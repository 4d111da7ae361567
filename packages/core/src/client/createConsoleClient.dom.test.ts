// @vitest-environment happy-dom
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieTokenStore } from '../auth/cookieTokenStore';
import { fakeJwt } from '../testing';
import { createConsoleClient } from './createConsoleClient';

let server: Server;
let base = '';
let nonce = '';
const tokenRequests: URLSearchParams[] = [];

beforeEach(async () => {
  server = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      tokenRequests.push(new URLSearchParams(body));
      res.writeHead(200, { 'content-type': 'application/json', ...cors });
      res.end(
        JSON.stringify({
          access_token: 'access-1',
          refresh_token: 'refresh-1',
          id_token: fakeJwt({ aud: 'frontend-client', exp: Math.floor(Date.now() / 1000) + 300, nonce }),
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const jar = createCookieTokenStore();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) jar.remove(name);
  }
});

const make = (navigate: (url: string) => void) =>
  createConsoleClient({
    apiBase: `${base}/api`,
    oidc: { endpoints: { authorization: `${base}/auth`, token: `${base}/token`, logout: `${base}/logout` } },
    navigate,
    locks: null,
    createChannel: null,
  });

describe('createConsoleClient in a browser page (defaults: cookies, location, history)', () => {
  it('signs in through the callback, survives a reload, and signs out cleanly', async () => {
    const navigate = vi.fn<(url: string) => void>();
    const client = make(navigate);
    expect(client.config.appOrigin).toBe(location.origin);
    expect(client.auth.getSnapshot().authenticated).toBe(false);

    await client.auth.signIn({ returnTo: '/tickets?x=1' });
    const authorize = new URL(navigate.mock.calls[0]?.[0] ?? '');
    nonce = authorize.searchParams.get('nonce') ?? '';
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${location.origin}/callback`);
    expect(document.cookie).toContain('code_verifier=');

    history.pushState(null, '', `/callback?code=the-code&state=${authorize.searchParams.get('state')}`);
    await expect(client.auth.handleCallback(location.href)).resolves.toEqual({ returnTo: '/tickets?x=1' });
    expect(location.pathname + location.search).toBe('/callback');
    expect(tokenRequests.at(-1)?.get('code')).toBe('the-code');
    expect(document.cookie).toContain('access_token=access-1');
    expect(document.cookie).not.toContain('code_verifier=');
    client.destroy();

    const reloaded = make(navigate);
    expect(reloaded.auth.getSnapshot().authenticated).toBe(true);
    expect(reloaded.auth.getAccessToken()).toBe('access-1');
    sessionStorage.setItem('unread', '3');
    await reloaded.auth.signOut();
    expect(document.cookie).not.toContain('access_token');
    expect(sessionStorage.getItem('unread')).toBeNull();
    expect(navigate.mock.calls.at(-1)?.[0]).toContain(`${base}/logout?post_logout_redirect_uri=`);
    reloaded.destroy();
  });
});
