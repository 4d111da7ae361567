import fc from 'fast-check';
import { createFetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { ConsoleError, ErrorCode, isConsoleError } from './consoleError';
import { collectStrings, normalizeError } from './normalizeError';

const TOKEN = 'secret-access-token';

/** Runs a real ofetch request against a canned fetch and returns what it throws. */
async function failWith(fetchImpl: typeof fetch, url = 'https://api.example.com/x', timeout?: number) {
  const $fetch = createFetch({ fetch: fetchImpl, Headers, AbortController });
  try {
    await $fetch(url, { retry: 0, headers: { Authorization: `Bearer ${TOKEN}` }, ...(timeout ? { timeout } : {}) });
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

const respond = (body: BodyInit | null, init: ResponseInit) => (async () => new Response(body, init)) as typeof fetch;
const limitedBy = (retryAfter: string) => respond(null, { status: 429, headers: { 'retry-after': retryAfter } });
const json = (value: unknown, status: number, statusText = '') =>
  respond(JSON.stringify(value), { status, statusText, headers: { 'content-type': 'application/json' } });

describe('normalizeError', () => {
  it('uses the server message, status and status text', async () => {
    const error = normalizeError(await failWith(json({ message: 'Project not found' }, 404, 'Not Found')));
    expect(error).toMatchObject({ status: 404, reason: 'Not Found', message: 'Project not found', code: 'http_error' });
    expect(isConsoleError(error)).toBe(true);
  });

  it('fills in the reason phrase when the response has no status text (HTTP/2)', () => {
    expect(normalizeError({ status: 404, statusText: '', data: null }).reason).toBe('Not Found');
    expect(normalizeError({ status: 418, data: null }).reason).toBe('HTTP 418');
  });

  it('collects every detail string on 400, capitalised, one per line', async () => {
    const details = {
      name: ['is required', 'too short'],
      'owner.email': 'must be an email',
      nested: { a: { b: 'deep' } },
    };
    const error = normalizeError(await failWith(json({ message: 'Validation failed', details }, 400, 'Bad Request')));
    expect(error.message).toBe('Is required\nToo short\nMust be an email\nDeep');
    expect(error.errors).toEqual(details);
  });

  it('carries Retry-After as seconds, given as delta-seconds or as an HTTP-date', async () => {
    const limited = (retryAfter: string) =>
      respond(JSON.stringify({ message: 'Too many requests' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
      });
    const seconds = normalizeError(await failWith(limited('42')));
    expect(seconds).toMatchObject({ status: 429, reason: 'Too Many Requests', retryAfterSeconds: 42 });
    expect(seconds.toJSON()).toMatchObject({ retryAfterSeconds: 42 });
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const dated = normalizeError(await failWith(limited(inAMinute)));
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(58);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(60);
    const unavailable = { status: 503, data: null, headers: new Headers({ 'Retry-After': '5' }) };
    expect(normalizeError(unavailable).retryAfterSeconds).toBe(5);
  });

  it('leaves retryAfterSeconds out when the server did not say', async () => {
    const error = normalizeError(await failWith(json({ message: 'Too many requests' }, 429)));
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(JSON.stringify(error)).not.toContain('retryAfterSeconds');
    expect(normalizeError(await failWith(limitedBy('later'))).retryAfterSeconds).toBeUndefined();
  });

  it('keeps the server message on 400 when details hold no strings', async () => {
    const error = normalizeError(await failWith(json({ message: 'Bad input', details: {} }, 400)));
    expect(error.message).toBe('Bad input');
  });

  it.each([
    [
      'an HTML 502 from a proxy',
      respond('<html><body>Bad gateway</body></html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      }),
      502,
    ],
    ['an empty 500', respond(null, { status: 500 }), 500],
    ['invalid JSON', respond('{"message":', { status: 500, headers: { 'content-type': 'application/json' } }), 500],
    ['a JSON body without message', json({ error: 'x' }, 409, 'Conflict'), 409],
  ])('falls back to "An error occurred" for %s', async (_name, fetchImpl, status) => {
    const error = normalizeError(await failWith(fetchImpl));
    expect(error.status).toBe(status);
    expect(error.message).toBe('An error occurred');
    expect(error.reason).toBeTruthy();
  });

  it('reports a network failure as status 0 "Network Error"', async () => {
    const error = normalizeError(
      await failWith(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(error).toMatchObject({
      status: 0,
      reason: 'Network Error',
      message: 'Could not connect to the server',
      code: ErrorCode.Network,
    });
  });

  it('tells a timeout, a cancelled request and an unsupported protocol apart', async () => {
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect(normalizeError(await failWith(hang, 'https://api.example.com/x', 5)).code).toBe(ErrorCode.Timeout);

    const controller = new AbortController();
    const $fetch = createFetch({ fetch: hang, Headers, AbortController });
    const pending = $fetch('https://api.example.com/x', { retry: 0, signal: controller.signal }).catch((e) => e);
    controller.abort();
    expect(normalizeError(await pending).code).toBe(ErrorCode.Cancelled);

    const unsupported = await failWith(async () => {
      throw new TypeError('fetch failed', { cause: new Error('unknown scheme') });
    }, 'ftp://files.example.com/x');
    expect(normalizeError(unsupported)).toMatchObject({ status: 0, code: ErrorCode.UnsupportedProtocol });
  });

  it('never carries the bearer token', async () => {
    const error = normalizeError(await failWith(json({ message: 'nope' }, 403, 'Forbidden')));
    const seen = JSON.stringify(error) + String(error) + JSON.stringify(Object.entries(error));
    expect(seen).not.toContain(TOKEN);
  });

  it('returns an existing ConsoleError unchanged', () => {
    const error = new ConsoleError({ status: 0, reason: 'x', message: 'y', code: 'unknown' });
    expect(normalizeError(error)).toBe(error);
  });

  it('never throws, whatever it is given', () => {
    const hostile = {
      get response() {
        throw new Error('boom');
      },
    };
    for (const input of [undefined, null, 0, 'text', Symbol('s'), hostile, { status: 204 }, new Error('plain')]) {
      const error = normalizeError(input);
      expect(error).toBeInstanceOf(ConsoleError);
      expect(typeof error.message).toBe('string');
      expect(error.message.length).toBeGreaterThan(0);
    }
  });

  it('property: any details shape on 400 yields the collected strings or the fallback', () => {
    const details = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.constant(null),
        fc.boolean(),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string(), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(details, fc.option(fc.string()), fc.integer({ min: 100, max: 599 }), (d, message, status) => {
        const error = normalizeError({ status, statusText: 'S', data: { message, details: d } });
        expect(error.status).toBe(status);
        expect(error.errors).toBe(d);
        const strings = collectStrings(d);
        const fallback = typeof message === 'string' && message.trim() ? message.trim() : 'An error occurred';
        if (status === 400 && strings.length > 0) {
          expect(error.message).toBe(strings.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('\n'));
        } else {
          expect(error.message).toBe(fallback);
        }
      }),
    );
  });

  it('property: arbitrary thrown values and bodies never make it throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: -5, max: 700 }), (data, status) => {
        const error = normalizeError({ response: { status, statusText: 'x' }, data });
        expect(error).toBeInstanceOf(ConsoleError);
        expect(error.message.length).toBeGreaterThan(0);
        expect(normalizeError(data)).toBeInstanceOf(ConsoleError);
      }),
    );
  });
});
