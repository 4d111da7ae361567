import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../errors/consoleError';
import { jsonResponse } from '../testing';
import { createAuthorizedFetch } from './authorizedFetch';

interface Seen {
  url: string;
  auth: string | null;
  body: string | null;
}

/** A fake network that records what was sent and answers with `reply`. */
function network(reply: (seen: Seen, init: RequestInit) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : undefined;
    const headers = new Headers(init.headers ?? request?.headers);
    const body = request ? await request.text() : typeof init.body === 'string' ? init.body : null;
    const entry = { url: request ? request.url : String(input), auth: headers.get('authorization'), body };
    seen.push(entry);
    return reply(entry, init);
  });
  return { seen, fetchImpl: fetchImpl as typeof fetch };
}

function tokens() {
  let token: string | undefined = 't1';
  const refresh = vi.fn(async () => {
    token = 't2';
  });
  return { getAccessToken: () => token, refresh };
}

afterEach(() => vi.useRealTimers());

describe('createAuthorizedFetch', () => {
  it('resolves relative URLs against the API base and adds the bearer only for trusted URLs', async () => {
    const { seen, fetchImpl } = network(() => jsonResponse({}));
    const authorized = createAuthorizedFetch({
      apiBase: 'https://api.example.com/admin',
      auth: tokens(),
      fetch: fetchImpl,
    });
    await authorized('/notifications/sse');
    await authorized('https://evil.example/admin/notifications/sse');
    await authorized('https://api.example.com.evil.example/admin/x');
    expect(seen.map((s) => [s.url, s.auth])).toEqual([
      ['https://api.example.com/admin/notifications/sse', 'Bearer t1'],
      ['https://evil.example/admin/notifications/sse', null],
      ['https://api.example.com.evil.example/admin/x', null],
    ]);
    expect(authorized.isTrusted('/users/info')).toBe(true);
    expect(authorized.isTrusted('https://evil.example/whitelist/x')).toBe(false);
  });

  it('never sends the bearer to an excluded URL such as the token endpoint', async () => {
    const { seen, fetchImpl } = network(() => jsonResponse({}));
    const authorized = createAuthorizedFetch({
      apiBase: 'https://api.example.com',
      auth: tokens(),
      fetch: fetchImpl,
      isExcluded: (url) => url.pathname === '/token',
    });
    await authorized('https://api.example.com/token');
    expect(seen[0]?.auth).toBeNull();
  });

  it('hands back every HTTP answer as the Response, error statuses included', async () => {
    const { fetchImpl } = network(() => new Response(null, { status: 403 }));
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth: tokens(), fetch: fetchImpl });
    expect((await authorized('/x')).status).toBe(403);
  });

  it('after a 401 refreshes once and retries once, re-sending a Request body', async () => {
    const auth = tokens();
    const { seen, fetchImpl } = network((s) =>
      s.auth === 'Bearer t2' ? jsonResponse({ ok: 1 }) : jsonResponse({}, 401),
    );
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth, fetch: fetchImpl });
    const request = new Request('https://api.example.com/items', { method: 'POST', body: '{"name":"A"}' });
    const answer = await authorized(request);
    expect(answer.status).toBe(200);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => [s.auth, s.body])).toEqual([
      ['Bearer t1', '{"name":"A"}'],
      ['Bearer t2', '{"name":"A"}'],
    ]);
  });

  it('hands back the 401 when the retry is refused too, or the refresh is refused', async () => {
    const refusing = network(() => jsonResponse({ message: 'no' }, 401));
    const auth = tokens();
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth, fetch: refusing.fetchImpl });
    expect((await authorized('/x')).status).toBe(401);
    expect(refusing.seen).toHaveLength(2);

    const refused = tokens();
    refused.refresh.mockRejectedValueOnce(new Error('invalid_grant'));
    const once = network(() => jsonResponse({ message: 'no' }, 401));
    const second = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth: refused, fetch: once.fetchImpl });
    const answer = await second('/x');
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: 'no' });
    expect(once.seen).toHaveLength(1);
  });

  it('throws the network error when the refresh cannot reach the provider', async () => {
    const auth = tokens();
    auth.refresh.mockRejectedValueOnce(new TypeError('fetch failed'));
    const { fetchImpl } = network(() => jsonResponse({}, 401));
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth, fetch: fetchImpl });
    await expect(authorized('/x')).rejects.toMatchObject({ status: 0, code: ErrorCode.Network });
  });

  it('does not refresh after a 401 from an untrusted URL or without auth', async () => {
    const auth = tokens();
    const { seen, fetchImpl } = network(() => jsonResponse({}, 401));
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth, fetch: fetchImpl });
    expect((await authorized('https://evil.example/x')).status).toBe(401);
    const anonymous = createAuthorizedFetch({ apiBase: 'https://api.example.com', fetch: fetchImpl });
    expect((await anonymous('/x')).status).toBe(401);
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(seen).toHaveLength(2);
  });

  it('keeps an authorization header the caller set', async () => {
    const { seen, fetchImpl } = network(() => jsonResponse({}));
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', auth: tokens(), fetch: fetchImpl });
    await authorized('/x', { headers: { authorization: 'Basic abc' } });
    expect(seen[0]?.auth).toBe('Basic abc');
  });

  it('bounds the wait for the answer, not the reading of its body', async () => {
    vi.useFakeTimers();
    const hang = network(
      (_s, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const authorized = createAuthorizedFetch({
      apiBase: 'https://api.example.com',
      fetch: hang.fetchImpl,
      timeout: 5_000,
    });
    const pending = authorized('/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await pending).toMatchObject({ status: 0, code: ErrorCode.Timeout });

    const body = new ReadableStream<Uint8Array>();
    let sentSignal: AbortSignal | undefined;
    const open = network((_s, init) => {
      sentSignal = init.signal ?? undefined;
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const streaming = createAuthorizedFetch({
      apiBase: 'https://api.example.com',
      fetch: open.fetchImpl,
      timeout: 5_000,
    });
    const caller = new AbortController();
    const answer = await streaming('/notifications/sse', { signal: caller.signal });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(answer.bodyUsed).toBe(false);
    expect(sentSignal?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    // The caller's signal still governs the body after the answer arrived.
    caller.abort();
    expect(sentSignal?.aborted).toBe(true);
  });

  it('throws normalised errors when there is no answer: cancelled, unreachable, unsupported protocol', async () => {
    const down = network(() => {
      throw new TypeError('fetch failed');
    });
    const authorized = createAuthorizedFetch({ apiBase: 'https://api.example.com', fetch: down.fetchImpl });
    await expect(authorized('/x')).rejects.toMatchObject({ status: 0, code: ErrorCode.Network });
    const controller = new AbortController();
    controller.abort();
    const aborting = network((_s, init) => Promise.reject(init.signal?.reason));
    const cancelled = createAuthorizedFetch({ apiBase: 'https://api.example.com', fetch: aborting.fetchImpl });
    await expect(cancelled('/x', { signal: controller.signal })).rejects.toMatchObject({ code: ErrorCode.Cancelled });
    await expect(authorized('ftp://api.example.com/x')).rejects.toMatchObject({ code: ErrorCode.UnsupportedProtocol });
    expect(down.seen).toHaveLength(1);
  });
});
