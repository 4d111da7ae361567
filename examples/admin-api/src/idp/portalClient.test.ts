import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../auth/verify';
import { PORTAL_CLIENT_ID } from './provider';
import {
  API_AUDIENCE,
  CONSOLE_ORIGIN,
  json,
  PORTAL_ORIGIN,
  signIn,
  startTestProvider,
  type TestProvider,
} from './test-browser';

let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider({ portal: true });
});
afterAll(() => idp.stop());

const portal = { client_id: PORTAL_CLIENT_ID, redirect_uri: `${PORTAL_ORIGIN}/auth/callback` };

/** The code exchange exactly as the portal's OIDC library sends it, from `origin`. */
function exchange(code: string, verifier: string, origin: string) {
  return fetch(`${idp.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: PORTAL_CLIENT_ID,
      redirect_uri: portal.redirect_uri,
      code,
      code_verifier: verifier,
    }),
  });
}

describe('the partner portal client', () => {
  it('signs in with PKCE to the portal callback and gets tokens the admin API accepts', async () => {
    const { code, verifier, callback } = await signIn(idp.issuer, 'super@demo.test', undefined, portal);
    expect(callback.origin + callback.pathname).toBe(portal.redirect_uri);
    const res = await exchange(code, verifier, PORTAL_ORIGIN);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    const body = await json<{ access_token: string; refresh_token: string; id_token: string }>(res);
    expect(typeof body.refresh_token).toBe('string');
    expect(decodeJwt(body.access_token)).toMatchObject({ aud: API_AUDIENCE, client_id: PORTAL_CLIENT_ID });
    expect(decodeJwt(body.id_token)).toMatchObject({ aud: PORTAL_CLIENT_ID });
    await expect(
      createTokenVerifier({ issuer: idp.issuer, audience: API_AUDIENCE }).verify(body.access_token),
    ).resolves.toMatchObject({ sub: '1' });
  });

  it("allows the portal's token calls from the portal's origin only, not the console's", async () => {
    const { code, verifier } = await signIn(idp.issuer, 'super@demo.test', undefined, portal);
    const res = await exchange(code, verifier, CONSOLE_ORIGIN);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a redirect URI on another origin', async () => {
    await expect(
      signIn(idp.issuer, 'super@demo.test', undefined, { ...portal, redirect_uri: `${CONSOLE_ORIGIN}/auth/callback` }),
    ).rejects.toThrow();
  });
});
