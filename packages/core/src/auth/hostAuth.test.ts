import { describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../client/createConsoleClient';
import { isConsoleError } from '../errors/consoleError';
import { createAuthorizedFetch } from '../http/authorizedFetch';
import { jsonResponse } from '../testing';
import { type HostAuthAdapter, HostAuthClient } from './hostAuth';

/** A host session: `valid` is what the API accepts, `issued` what the host hands out now. */
function hostSession(first = 't1') {
  const session = { issued: first as string | null, valid: first };
  const adapter = {
    getAccessToken: vi.fn(async () => session.issued),
    onUnauthorized: vi.fn(async (): Promise<string | null | undefined> => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      session.issued = session.valid;
      return session.issued;
    }),
    signIn: vi.fn(),
  } satisfies HostAuthAdapter;
  return { session, adapter };
}

/** A network that answers 401 unless the bearer is the valid token, and records every bearer it saw. */
function api(session: { valid: string }) {
  const seen: Array<{ url: string; auth: string | null }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const auth = new Headers(init.headers).get('authorization');
    const url = String(input);
    seen.push({ url, auth });
    if (url.endsWith('/notifications/sse') && auth === `Bearer ${session.valid}`) {
      // An open stream: one comment, then it stays open like a real server's.
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode(': ping\n\n')),
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }
    return auth === `Bearer ${session.valid}` ? jsonResponse({ ok: true }) : jsonResponse({}, 401);
  });
  return { seen, fetchImpl: fetchImpl as typeof fetch };
}

describe('HostAuthClient with the authorized fetch', () => {
  it('asks the host once for concurrent 401s and retries each call once with the new token', async () => {
    const { session, adapter } = hostSession('old');
    session.valid = 'new';
    const auth = new HostAuthClient(adapter);
    const { seen, fetchImpl } = api(session);
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth, fetch: fetchImpl });

    const answers = await Promise.all([authorized('/a'), authorized('/b'), authorized('/c')]);

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(adapter.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.auth === 'Bearer old')).toHaveLength(3);
    expect(seen.filter((s) => s.auth === 'Bearer new').map((s) => s.url)).toEqual([
      'https://api.example.com/a',
      'https://api.example.com/b',
      'https://api.example.com/c',
    ]);
    expect(auth.getSnapshot().authenticated).toBe(true);
  });

  it('reports signed-out when the retry is refused too, without asking the host again', async () => {
    const { session, adapter } = hostSession('old');
    session.valid = 'never';
    adapter.onUnauthorized.mockImplementation(async () => 'still-wrong');
    const auth = new HostAuthClient(adapter);
    const signedOut = vi.fn();
    auth.onSignedOut(signedOut);
    const { seen, fetchImpl } = api(session);
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth, fetch: fetchImpl });

    const answer = await authorized('/users/info');

    expect(answer.status).toBe(401);
    expect(seen.map((s) => s.auth)).toEqual(['Bearer old', 'Bearer still-wrong']);
    expect(adapter.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(auth.getSnapshot()).toEqual({ authenticated: false, status: 'signed-out' });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('hands back the 401 and signs out when the host answers null', async () => {
    const { session, adapter } = hostSession('old');
    session.valid = 'new';
    adapter.onUnauthorized.mockImplementation(async () => null);
    const auth = new HostAuthClient(adapter);
    const { seen, fetchImpl } = api(session);
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth, fetch: fetchImpl });

    expect((await authorized('/x')).status).toBe(401);
    expect(seen).toHaveLength(1);
    expect(auth.getSnapshot().authenticated).toBe(false);
  });

  it('sends the host token only to trusted URLs and never asks the host for an untrusted one', async () => {
    const { session, adapter } = hostSession('t1');
    const auth = new HostAuthClient(adapter);
    const { seen, fetchImpl } = api(session);
    const authorized = createAuthorizedFetch({
      apiBase: 'https://api.example.com/admin',
      auth,
      trustedOrigins: ['https://app.example.com'],
      fetch: fetchImpl,
    });

    await authorized('/projects');
    await authorized('https://evil.example/admin/projects');
    await authorized('https://api.example.com.evil.example/admin/projects');
    await authorized('https://app.example.com/not-whitelisted');
    await authorized('https://app.example.com/whitelist/ok');

    expect(seen.map((s) => [s.url, s.auth])).toEqual([
      ['https://api.example.com/admin/projects', 'Bearer t1'],
      ['https://evil.example/admin/projects', null],
      ['https://api.example.com.evil.example/admin/projects', null],
      ['https://app.example.com/not-whitelisted', null],
      ['https://app.example.com/whitelist/ok', 'Bearer t1'],
    ]);
    // An untrusted 401 is not the host's business.
    expect(adapter.onUnauthorized).not.toHaveBeenCalled();
    expect(adapter.getAccessToken).toHaveBeenCalledTimes(2);
  });

  it('sends nothing and throws a normalised error when the host cannot give a token', async () => {
    const { adapter } = hostSession('t1');
    adapter.getAccessToken.mockRejectedValue(new TypeError('Failed to fetch'));
    const { fetchImpl } = api({ valid: 't1' });
    const authorized = createAuthorizedFetch({
      apiBase: 'https://api.example.com',
      auth: new HostAuthClient(adapter),
      fetch: fetchImpl,
    });
    const failure = await authorized('/x').catch((error: unknown) => error);
    expect(isConsoleError(failure)).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('hands sign-in to the host and follows its session changes', async () => {
    let signedIn = false;
    const listeners = new Set<() => void>();
    const adapter: HostAuthAdapter = {
      getAccessToken: async () => (signedIn ? 'tok' : null),
      onUnauthorized: async () => null,
      isSignedIn: () => signedIn,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      signIn: vi.fn(),
    };
    const auth = new HostAuthClient(adapter);
    expect(auth.getSnapshot().authenticated).toBe(false);
    await auth.signIn({ returnTo: '/projects' });
    expect(adapter.signIn).toHaveBeenCalledWith({ returnTo: '/projects' });
    signedIn = true;
    for (const listener of listeners) listener();
    expect(auth.getSnapshot().authenticated).toBe(true);
    auth.destroy();
    expect(listeners.size).toBe(0);
  });
});

describe('createConsoleClient with a host session', () => {
  it('connects the live stream with the host token, asking the host again after a stream 401', async () => {
    const { session, adapter } = hostSession('expired');
    session.valid = 'live';
    const { seen, fetchImpl } = api(session);
    const client = createConsoleClient({
      apiBase: 'https://api.example.com',
      auth: adapter,
      appOrigin: 'https://portal.example.com',
      fetch: fetchImpl,
      locks: null,
      createChannel: null,
      logger: { warn: vi.fn(), error: vi.fn() },
      stream: { random: () => 0 },
    });
    try {
      client.notifications.start();
      await vi.waitFor(() => expect(client.notifications.getSnapshot().status).toBe('open'));
      const stream = seen.filter((s) => s.url === 'https://api.example.com/notifications/sse');
      expect(stream.map((s) => s.auth)).toEqual(['Bearer expired', 'Bearer live']);
      expect(adapter.onUnauthorized).toHaveBeenCalledTimes(1);
      expect(client.auth).toBeInstanceOf(HostAuthClient);
    } finally {
      client.destroy();
    }
  });

  it('does not start the stream while the host has no session', async () => {
    const { fetchImpl } = api({ valid: 'x' });
    const client = createConsoleClient({
      apiBase: 'https://api.example.com',
      auth: { getAccessToken: async () => null, onUnauthorized: async () => null, isSignedIn: () => false },
      appOrigin: 'https://portal.example.com',
      fetch: fetchImpl,
      locks: null,
      createChannel: null,
    });
    try {
      client.notifications.start();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetchImpl).not.toHaveBeenCalled();
    } finally {
      client.destroy();
    }
  });
});
