import { Hono } from 'hono';
import { createLocalJWKSet, createRemoteJWKSet, customFetch, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuthEnv, bearerFrom, requireAuth } from './middleware';
import { createTokenVerifier, type TokenVerifier } from './verify';

const issuer = 'http://idp.test/realms/console';
const audience = 'http://api.test';
let sign: (claims: { aud?: string; exp?: number }) => Promise<string>;
let verifier: TokenVerifier;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] });
  verifier = createTokenVerifier({ issuer, audience, jwks });
  sign = (claims) =>
    new SignJWT({ email: 'super@demo.test', name: 'Sam Super' })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'at+jwt' })
      .setIssuer(issuer)
      .setAudience(claims.aud ?? audience)
      .setSubject('1')
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 60)
      .sign(privateKey);
});

function appWith(v: TokenVerifier) {
  const app = new Hono<AuthEnv>();
  app.use('/me', requireAuth(v));
  app.get('/me', (c) => c.json(c.var.auth));
  app.onError((_error, c) => c.json({ message: 'Internal Server Error' }, 500));
  return app;
}

describe('requireAuth', () => {
  it('lets a valid token through and exposes the caller as c.var.auth', async () => {
    const res = await appWith(verifier).request('/me', { headers: { Authorization: `Bearer ${await sign({})}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sub: '1',
      email: 'super@demo.test',
      name: 'Sam Super',
      exp: expect.any(Number),
    });
  });

  it('answers 401 with a bare Bearer challenge when no token is sent', async () => {
    for (const headers of [{}, { Authorization: 'Basic dXNlcjpwdw==' }]) {
      const res = await appWith(verifier).request('/me', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers 401 invalid_token for expired, wrong-audience and malformed tokens', async () => {
    const tokens = [
      await sign({ exp: Math.floor(Date.now() / 1000) - 120 }),
      await sign({ aud: 'http://other.test' }),
      'abc.def.ghi',
    ];
    for (const token of tokens) {
      const res = await appWith(verifier).request('/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers 503 with Retry-After, not 500, while the provider does not give its signing keys', async () => {
    // The provider restarts: its JWKS answers 503, then does not answer at all.
    for (const answer of [
      () => new Response('down', { status: 503 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      const keys = createRemoteJWKSet(new URL('http://idp.test/realms/console/protocol/openid-connect/certs'), {
        [customFetch]: () => Promise.resolve().then(answer),
      });
      const remote = createTokenVerifier({ issuer, audience, jwks: keys });
      const res = await appWith(remote).request('/me', { headers: { Authorization: `Bearer ${await sign({})}` } });
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
      expect(await res.json()).toEqual({ message: 'The identity provider is not available: try again shortly' });
    }
  });

  it('lets failures of the check itself reach the error handler instead of blaming the token', async () => {
    const broken: TokenVerifier = { verify: () => Promise.reject(new Error('JWKS unreachable')) };
    const res = await appWith(broken).request('/me', { headers: { Authorization: 'Bearer abc' } });
    expect(res.status).toBe(500);
  });
});

describe('requireAuth in an app with more variables', () => {
  it('types c.var.auth and the app env without casts', async () => {
    interface AppEnv {
      Variables: AuthEnv['Variables'] & { requestId: string };
    }
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('requestId', 'r1');
      await next();
    });
    app.use('*', requireAuth<AppEnv>(verifier));
    app.get('/me', (c) => c.json({ sub: c.var.auth.sub, requestId: c.var.requestId }));
    const res = await app.request('/me', { headers: { Authorization: `Bearer ${await sign({})}` } });
    expect(await res.json()).toEqual({ sub: '1', requestId: 'r1' });
  });
});

describe('bearerFrom', () => {
  it('reads the token of a Bearer header and nothing else', () => {
    expect(bearerFrom('Bearer abc.def-ghi_jkl')).toBe('abc.def-ghi_jkl');
    expect(bearerFrom('bearer   abc=')).toBe('abc=');
    expect(bearerFrom('Bearer')).toBeUndefined();
    expect(bearerFrom('Bearer a b')).toBeUndefined();
    expect(bearerFrom('Basic abc')).toBeUndefined();
    expect(bearerFrom(undefined)).toBeUndefined();
    expect(bearerFrom(null)).toBeUndefined();
  });
});
