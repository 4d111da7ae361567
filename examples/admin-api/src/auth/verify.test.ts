import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, generateKeyPair, importJWK, type JSONWebKeySet, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_AUDIENCE, exchangeCode, signIn, startTestProvider, type TestProvider } from '../idp/test-browser';
import { createTokenVerifier, InvalidTokenError } from './verify';

let dir: string;
let keysFile: string;
let idp: TestProvider;
let accessToken: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'idp-keys-'));
  keysFile = join(dir, 'jwks.json');
  idp = await startTestProvider({ keysFile });
  const { code, verifier } = await signIn(idp.issuer);
  const tokens = (await (await exchangeCode(idp.issuer, code, verifier)).json()) as { access_token: string };
  accessToken = tokens.access_token;
});
afterAll(async () => {
  await idp.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Signs a token with the provider's own RS256 key, to build tokens the provider would never issue. */
async function signWithProviderKey(
  claims: Record<string, unknown>,
  expiresAt: number,
  o: { typ?: string; aud?: string | string[]; sub?: string } = {},
) {
  const { keys } = JSON.parse(await readFile(keysFile, 'utf8')) as { keys: { alg: string; kid: string }[] };
  const jwk = keys.find((k) => k.alg === 'RS256');
  if (!jwk) throw new Error('no RS256 key');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: o.typ ?? 'at+jwt' })
    .setIssuer(idp.issuer)
    .setAudience(o.aud ?? API_AUDIENCE)
    .setSubject(o.sub ?? '1')
    .setIssuedAt(expiresAt - 300)
    .setExpirationTime(expiresAt)
    .sign(await importJWK(jwk, 'RS256'));
}

const rejects = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(InvalidTokenError);

describe('createTokenVerifier against the running provider', () => {
  it('accepts a fresh access token and returns who it names, and the grant it was issued under', async () => {
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: API_AUDIENCE });
    await expect(verifier.verify(accessToken)).resolves.toEqual({
      sub: '1',
      email: 'super@demo.test',
      name: 'Sam Super',
      exp: expect.any(Number),
      grant: expect.any(String),
    });
  });

  it('refuses a token for another audience', async () => {
    await rejects(createTokenVerifier({ issuer: idp.issuer, audience: 'http://other.test' }).verify(accessToken));
  });

  it('refuses a token from another issuer', async () => {
    const elsewhere = createTokenVerifier({
      issuer: 'http://127.0.0.1:1/realms/console',
      audience: API_AUDIENCE,
      jwks: createLocalJWKSet(
        (await (await fetch(`${idp.issuer}/protocol/openid-connect/certs`)).json()) as JSONWebKeySet,
      ),
    });
    await rejects(elsewhere.verify(accessToken));
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url');
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: API_AUDIENCE });
    await rejects(verifier.verify(`${header}.${forged}.${signature}`));
    await rejects(verifier.verify('not-a-jwt'));
  });

  it('refuses an expired token, even when signed by the provider', async () => {
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: API_AUDIENCE });
    const now = Math.floor(Date.now() / 1000);
    await expect(verifier.verify(await signWithProviderKey({}, now + 60))).resolves.toMatchObject({ sub: '1' });
    await rejects(verifier.verify(await signWithProviderKey({}, now - 60)));
  });

  it('refuses an audience list naming anyone besides this API', async () => {
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: API_AUDIENCE });
    const exp = Math.floor(Date.now() / 1000) + 60;
    await expect(verifier.verify(await signWithProviderKey({}, exp, { aud: [API_AUDIENCE] }))).resolves.toBeDefined();
    await rejects(verifier.verify(await signWithProviderKey({}, exp, { aud: [API_AUDIENCE, 'http://evil.test'] })));
  });

  it('refuses a token that is not typed as an access token (at+jwt)', async () => {
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: API_AUDIENCE });
    const exp = Math.floor(Date.now() / 1000) + 60;
    await rejects(verifier.verify(await signWithProviderKey({}, exp, { typ: 'JWT' })));
    await expect(
      verifier.verify(await signWithProviderKey({}, exp, { typ: 'application/at+jwt' })),
    ).resolves.toBeDefined();
  });

  it('refuses a subject that is not a canonical user id', async () => {
    const verifier = createTokenVerifier({ issuer: idp.issuer, audience: API_AUDIENCE });
    const exp = Math.floor(Date.now() / 1000) + 60;
    for (const sub of ['01', '1e0', '1.0', ' 1', '0', '-1', '0x1', '99999999999']) {
      await rejects(verifier.verify(await signWithProviderKey({}, exp, { sub })));
    }
  });

  it('refuses a token signed by a key the provider does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'stranger' })
      .setIssuer(idp.issuer)
      .setAudience(API_AUDIENCE)
      .setSubject('1')
      .setExpirationTime(now + 60)
      .sign(privateKey);
    await rejects(createTokenVerifier({ issuer: idp.issuer, audience: API_AUDIENCE }).verify(token));
  });

  it('keeps the signing keys in keysFile across restarts', async () => {
    const before = await (await fetch(`${idp.issuer}/protocol/openid-connect/certs`)).json();
    const restarted = await startTestProvider({ keysFile });
    try {
      const after = await (await fetch(`${restarted.issuer}/protocol/openid-connect/certs`)).json();
      expect(after).toEqual(before);
    } finally {
      await restarted.stop();
    }
  });
});
