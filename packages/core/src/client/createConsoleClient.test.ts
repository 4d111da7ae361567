import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuditStream } from '../audit/auditStream';
import { createMemoryTokenStore, StoreKey } from '../auth/tokenStore';
import { fakeJwt } from '../testing';
import { createConsoleClient } from './createConsoleClient';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A real HTTP server on a random port. */
async function serve(handler: Handler): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => handler(req, res, body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}` };
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const cleanup: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

function makeClient(base: string, store = createMemoryTokenStore()) {
  const client = createConsoleClient({
    apiBase: `${base}/api`,
    oidc: {
      endpoints: { authorization: `${base}/idp/auth`, token: `${base}/idp/token`, logout: `${base}/idp/logout` },
    },
    appOrigin: 'http://app.test',
    tokenStore: store,
    locks: null,
    createChannel: null,
    logger: { warn: vi.fn(), error: vi.fn() },
    stream: { random: () => 0, heartbeatMs: 2_000 },
  });
  cleanup.push(() => client.destroy());
  return client;
}

const stored = (access: string, refresh: string) => {
  const store = createMemoryTokenStore();
  store.set(StoreKey.AccessToken, access);
  store.set(StoreKey.RefreshToken, refresh);
  store.set(StoreKey.IdToken, fakeJwt({ sub: '1' }));
  return store;
};

describe('createConsoleClient against a real server', () => {
  it('refreshes an expired token once for many calls and retries each', async () => {
    let valid = 'fresh-access';
    let issued = 'fresh-access';
    const tokenBodies: URLSearchParams[] = [];
    const apiAuth: string[] = [];
    const { server, base } = await serve((req, res, body) => {
      if (req.url === '/idp/token') {
        tokenBodies.push(new URLSearchParams(body));
        expect(req.headers.authorization).toBeUndefined();
        setTimeout(() => json(res, 200, { access_token: issued, refresh_token: 'r2', id_token: fakeJwt({}) }), 20);
        return;
      }
      apiAuth.push(req.headers.authorization ?? '');
      if (req.headers.authorization !== `Bearer ${valid}`) {
        json(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
        return;
      }
      json(res, 200, { id: 1, email: 'a@example.com', name: 'A', isSuperAdmin: false, totalUnreadNotification: 3 });
    });
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const client = makeClient(base, stored('expired-access', 'r1'));

    const results = await Promise.all(Array.from({ length: 20 }, () => client.http.fetch('/users/info')));
    expect(results.every((r) => (r as { totalUnreadNotification: number }).totalUnreadNotification === 3)).toBe(true);
    expect(tokenBodies).toHaveLength(1);
    expect(Object.fromEntries(tokenBodies[0] ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'frontend-client',
    });
    expect(apiAuth.filter((a) => a === 'Bearer fresh-access')).toHaveLength(20);
    expect(client.auth.getAccessToken()).toBe('fresh-access');

    // The retried request is refused too: no second refresh for it.
    valid = 'never';
    issued = 'still-refused';
    await expect(client.http.fetch('/users/info')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(tokenBodies).toHaveLength(2);
  });

  it('signs out once and says "go to root" when the server refuses the refresh', async () => {
    const { server, base } = await serve((req, res) => {
      if (req.url === '/idp/token') json(res, 400, { error: 'invalid_grant', error_description: 'Token reused' });
      else json(res, 401, { message: 'Unauthorized' });
    });
    cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const client = makeClient(base, stored('a', 'reused'));
    const goToRoot = vi.fn();
    client.auth.onSignedOut(goToRoot);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.http.fetch('/users/info')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(goToRoot).toHaveBeenCalledTimes(1);
    expect(client.auth.getSnapshot().authenticated).toBe(false);
  });

  it('reconnects the stream after a drop and resumes with Last-Event-ID', async () => {
    const events = [1, 2, 3, 4].map((id) => ({
      id,
      type: 'project.created',
      category: 'PROJECT',
      severity: 'success',
      title: `Project ${id}`,
      content: 'ready',
      link: null,
      createdAt: new Date(0).toISOString(),
      isRead: false,
    }));
    const seenLastEventIds: Array<string | undefined> = [];
    let connections = 0;
    const { server, base } = await serve((req, res) => {
      if (req.url !== '/api/notifications/sse') return json(res, 404, {});
      if (req.headers.authorization !== 'Bearer live') return json(res, 401, {}, { 'www-authenticate': 'Bearer' });
      connections++;
      const last = req.headers['last-event-id'];
      seenLastEventIds.push(typeof last === 'string' ? last : undefined);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': ping\n\n');
      const after = Number(last ?? 0);
      const batch = events.filter((e) => e.id > after).slice(0, 2);
      for (const e of batch) res.write(`id: ${e.id}\nevent: notification\ndata: ${JSON.stringify(e)}\n\n`);
      // The first connection drops mid-stream; later ones stay open.
      if (connections === 1) setTimeout(() => res.destroy(), 20);
    });
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const client = makeClient(base, stored('live', 'r'));
    const received: number[] = [];
    client.notifications.onMessage((n) => received.push(n.id));
    client.notifications.start();
    await vi.waitFor(() => expect(received).toEqual([1, 2, 3, 4]), { timeout: 5_000 });
    expect(seenLastEventIds).toEqual([undefined, '2']);
    expect(client.notifications.getSnapshot().status).toBe('open');
    client.notifications.close();
    expect(client.notifications.getSnapshot().status).toBe('closed');
  });

  it('refreshes on a stream 401, then connects with the new token', async () => {
    const { server, base } = await serve((req, res) => {
      if (req.url === '/idp/token') return json(res, 200, { access_token: 'live', refresh_token: 'r2', id_token: 'i' });
      if (req.headers.authorization !== 'Bearer live') return json(res, 401, {}, { 'www-authenticate': 'Bearer' });
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': ping\n\n');
    });
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const client = makeClient(base, stored('stale', 'r1'));
    client.notifications.start();
    await vi.waitFor(() => expect(client.notifications.getSnapshot().status).toBe('open'), { timeout: 5_000 });
    expect(client.auth.getAccessToken()).toBe('live');
  });

  it('resolves the configuration and needs an app origin outside a browser', () => {
    const client = createConsoleClient({
      apiBase: 'https://api.example.com/',
      oidc: { issuer: 'https://idp.example/realms/console' },
      appOrigin: 'https://console.example.com/some/path',
      tokenStore: 'memory',
      serviceIds: { containerRegistry: 9 },
      createChannel: null,
    });
    cleanup.push(() => client.destroy());
    expect(client.config).toEqual({
      apiBase: 'https://api.example.com',
      clientId: 'frontend-client',
      appOrigin: 'https://console.example.com',
      trustedOrigins: ['https://console.example.com'],
      serviceIds: {
        containerRegistry: 9,
        sourceRepository: 2,
        objectStorage: 3,
        continuousDelivery: 4,
        notebookHub: 5,
        aiInferencing: 6,
      },
    });
    expect(client.http.isTrusted('/users/info')).toBe(true);
    expect(client.http.isTrusted('https://evil.example/whitelist/x')).toBe(false);
    expect(() => createConsoleClient({ apiBase: 'https://api.example.com', oidc: { issuer: 'https://idp' } })).toThrow(
      'appOrigin',
    );
  });

  it('passes a configured verifier length to sign-in', async () => {
    const navigate = vi.fn();
    const store = createMemoryTokenStore();
    const client = createConsoleClient({
      apiBase: 'https://api.example.com',
      oidc: {
        endpoints: { authorization: 'https://idp/auth', token: 'https://idp/token', logout: 'https://idp/logout' },
      },
      appOrigin: 'https://console.example.com',
      tokenStore: store,
      verifierLength: 128,
      navigate,
      createChannel: null,
    });
    cleanup.push(() => client.destroy());
    await client.auth.signIn();
    expect(store.get(StoreKey.CodeVerifier)).toHaveLength(128);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/idp\/auth\?response_type=code/));
  });

  it('suspends the stream on sign-out without leaving anything running', async () => {
    const { server, base } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': ping\n\n');
    });
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const navigate = vi.fn();
    const client = createConsoleClient({
      apiBase: `${base}/api`,
      oidc: { endpoints: { authorization: `${base}/a`, token: `${base}/t`, logout: `${base}/l` } },
      appOrigin: 'http://app.test',
      tokenStore: stored('live', 'r'),
      locks: null,
      createChannel: null,
      navigate,
    });
    cleanup.push(() => client.destroy());
    client.notifications.start();
    await vi.waitFor(() => expect(client.notifications.getSnapshot().status).toBe('open'));
    await client.auth.signOut();
    expect(client.notifications.getSnapshot().status).toBe('idle');
    expect(navigate.mock.calls[0]?.[0]).toContain(`${base}/l?post_logout_redirect_uri=`);
  });

  it('drops every stream on sign-out, the audit stream too, and sends the old token nowhere after it', async () => {
    const bearers: Array<string | undefined> = [];
    const open = new Set<ServerResponse>();
    const { server, base } = await serve((req, res) => {
      bearers.push(req.headers.authorization);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': ping\n\n');
      open.add(res);
      res.on('close', () => open.delete(res));
    });
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const client = createConsoleClient({
      apiBase: `${base}/api`,
      oidc: { endpoints: { authorization: `${base}/a`, token: `${base}/t`, logout: `${base}/l` } },
      appOrigin: 'http://app.test',
      tokenStore: stored('live', 'r'),
      locks: null,
      createChannel: null,
      // The host stays on the page after signing out (no navigation).
      navigate: vi.fn(),
      stream: { initialDelayMs: 10 },
    });
    cleanup.push(() => client.destroy());
    const audit = createAuditStream(client, {}, { initialDelayMs: 10 });
    cleanup.push(() => audit.close());
    client.notifications.start();
    audit.start();
    await vi.waitFor(() => expect(open.size).toBe(2));
    expect(bearers).toEqual(['Bearer live', 'Bearer live']);
    await client.auth.signOut();
    expect(audit.getSnapshot().status).toBe('idle');
    expect(client.notifications.getSnapshot().status).toBe('idle');
    await vi.waitFor(() => expect(open.size).toBe(0));
    // The server would end a connection when its token expires: nothing comes back after sign-out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bearers).toHaveLength(2);
  });
});
