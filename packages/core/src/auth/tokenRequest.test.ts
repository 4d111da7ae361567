import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../errors/consoleError';
import { jsonResponse } from '../testing';
import { codeExchangeBody, parseTokenResponse, refreshBody, requestToken } from './tokenRequest';

const tokens = { access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 300, refresh_expires_in: 1800 };

describe('token requests', () => {
  it('exchanges a code with exactly the spec fields, form-urlencoded, without a bearer', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(tokens));
    const body = codeExchangeBody({ clientId: 'c', redirectUri: 'https://app/callback', code: 'k', codeVerifier: 'v' });
    const set = await requestToken(fetchImpl, 'https://idp/token', body);
    expect(set).toEqual({ accessToken: 'a', refreshToken: 'r', idToken: 'i', expiresIn: 300, refreshExpiresIn: 1800 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://idp/token');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'c',
      redirect_uri: 'https://app/callback',
      code: 'k',
      scope: 'openid',
      code_verifier: 'v',
    });
  });

  it('builds the refresh grant', () => {
    expect(Object.fromEntries(refreshBody({ clientId: 'c', refreshToken: 'r' }))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r',
      client_id: 'c',
    });
  });

  it.each([['access_token'], ['refresh_token'], ['id_token']])(
    'fails "Invalid token response" without %s',
    (missing) => {
      const body: Record<string, unknown> = { ...tokens };
      delete body[missing];
      expect(() => parseTokenResponse(body)).toThrow('Invalid token response');
    },
  );

  it('fails "Invalid token response" for non-objects', () => {
    for (const body of [null, 'x', 1, [], { access_token: '' }]) {
      expect(() => parseTokenResponse(body)).toThrow('Invalid token response');
    }
  });

  it('reports invalid_grant as a refused grant', async () => {
    const fetchImpl = async () =>
      jsonResponse({ error: 'invalid_grant', error_description: 'Token is not active' }, 400);
    await expect(
      requestToken(fetchImpl, 'https://idp/token', refreshBody({ clientId: 'c', refreshToken: 'r' })),
    ).rejects.toMatchObject({
      code: ErrorCode.GrantRefused,
      status: 400,
      message: 'Token is not active',
      errors: 'invalid_grant',
    });
  });

  it('keeps a network failure a network error and a 503 an HTTP error', async () => {
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(requestToken(down, 'https://idp/token', new URLSearchParams())).rejects.toMatchObject({
      code: ErrorCode.Network,
      status: 0,
    });
    const busy = async () => new Response('busy', { status: 503 });
    await expect(requestToken(busy, 'https://idp/token', new URLSearchParams())).rejects.toMatchObject({
      code: ErrorCode.Http,
      status: 503,
    });
  });
});
