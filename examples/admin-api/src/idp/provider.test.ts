import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from '../auth/verify';
import { providerContextEnabled } from './contextStorage';
import { REFRESH_REUSE_GRACE_SECONDS } from './store-adapter';
import {
  API_AUDIENCE,
  authorizeUrl,
  Browser,
  CONSOLE_ORIGIN,
  exchangeCode,
  formAction,
  json,
  PASSWORD,
  pkcePair,
  postForm,
  refresh,
  signIn,
  startTestProvider,
  type TestProvider,
  type TokenSet,
} from './test-browser';

let idp: TestProvider;
let issuer: string;
/** Moves the store's clock (the refresh-token reuse grace) ahead of the wall clock. */
let skewMs = 0;
/** The accounts the provider said signed in, in order. */
const signedIn: string[] = [];

beforeAll(async () => {
  idp = await startTestProvider({ now: () => Date.now() + skewMs, onSignedIn: (id) => signedIn.push(id) });
  issuer = idp.issuer;
});
afterAll(() => idp.stop());

async function tokensFor(email = 'super@demo.test') {
  const { code, verifier } = await signIn(issuer, email);
  const res = await exchangeCode(issuer, code, verifier);
  expect(res.status).toBe(200);
  return json<TokenSet>(res);
}

/** Opens the provider's sign-in page for a PKCE authorization request: the browser, the form's action and the verifier. */
async function openSignInForm() {
  const browser = new Browser();
  const { challenge, verifier } = pkcePair();
  const login = await browser.follow(
    authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256' }),
  );
  if (!login.res) throw new Error('expected the sign-in page');
  return { browser, verifier, action: formAction(await login.res.text(), login.url) };
}

/** Posts the sign-in form as the super administrator, from the provider's own origin. */
const submitSignIn = (browser: Browser, action: string) =>
  postForm(browser, action, { email: 'super@demo.test', password: PASSWORD }, new URL(issuer).origin);

describe('discovery', () => {
  it('lists the Keycloak-shaped endpoints under the issuer', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = await json<{ jwks_uri: string }>(res);
    expect(doc).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = await json<{ keys: unknown[] }>(await fetch(doc.jwks_uri));
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
  });

  it('survives malformed paths', async () => {
    expect((await fetch(`${issuer}/interaction/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${issuer}/%zz`)).status).toBe(404);
    expect((await fetch(`${issuer}/.well-known/openid-configuration`)).status).toBe(200);
  });

  it('answers 404 outside the issuer path', async () => {
    const origin = new URL(issuer).origin;
    expect((await fetch(`${origin}/.well-known/openid-configuration`)).status).toBe(404);
    expect((await fetch(`${origin}/realms/other/.well-known/openid-configuration`)).status).toBe(404);
  });
});

describe('sign-in with authorization code and PKCE', () => {
  it('redirects to the console callback with code and state, and issues the three tokens', async () => {
    const { code, verifier, callback } = await signIn(issuer);
    expect(callback.origin + callback.pathname).toBe(`${CONSOLE_ORIGIN}/callback`);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const res = await exchangeCode(issuer, code, verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    const body = await json<TokenSet>(res);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300, scope: 'openid' });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    expect(typeof body.id_token).toBe('string');

    const identity = await createTokenVerifier({ issuer, audience: API_AUDIENCE }).verify(body.access_token);
    const claims = decodeJwt(body.access_token);
    expect(identity).toEqual({
      sub: '1',
      email: 'super@demo.test',
      name: 'Sam Super',
      exp: claims.exp,
      grant: claims.gid,
    });
    expect(claims).toMatchObject({ iss: issuer, aud: API_AUDIENCE, sub: '1', client_id: 'frontend-client' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    // Both signed with the P-256 key (cheaper to sign than RS256); the admin API's verifier above accepts it.
    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    expect(decodeProtectedHeader(body.id_token)).toMatchObject({ alg: 'ES256' });
    expect(decodeJwt(body.id_token)).toMatchObject({
      iss: issuer,
      aud: 'frontend-client',
      sub: '1',
      nonce: 'nonce-456',
      email: 'super@demo.test',
      name: 'Sam Super',
    });
  });

  it('issues access tokens with the configured lifetime', async () => {
    const short = await startTestProvider({ accessTokenTtlSeconds: 42 });
    try {
      const { code, verifier } = await signIn(short.issuer);
      const tokens = await json<TokenSet>(await exchangeCode(short.issuer, code, verifier));
      expect(tokens.expires_in).toBe(42);
      const claims = decodeJwt(tokens.access_token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(42);
    } finally {
      await short.stop();
    }
  });

  it('accepts the email in any case', async () => {
    const { code, verifier } = await signIn(issuer, ' Super@Demo.TEST');
    expect((await exchangeCode(issuer, code, verifier)).status).toBe(200);
  });

  it("answers the sign-in form with the callback itself: the code, the state and the provider's session cookie", async () => {
    const { browser, verifier, action } = await openSignInForm();
    const posted = await submitSignIn(browser, action);
    // The form's answer is the authorization request's resumption: no redirect to the resume endpoint between.
    expect(posted.status).toBe(303);
    const callback = new URL(posted.headers.get('location') ?? '', action);
    expect(callback.origin + callback.pathname).toBe(`${CONSOLE_ORIGIN}/callback`);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(posted.headers.getSetCookie().some((line) => line.startsWith('_session='))).toBe(true);
    const tokens = await json<TokenSet>(await exchangeCode(issuer, code ?? '', verifier));
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: '1', nonce: 'nonce-456' });
  });

  it('tells who signed in once the form is answered, and no one for a refused password', async () => {
    signedIn.length = 0;
    const { browser, action } = await openSignInForm();
    const origin = new URL(issuer).origin;
    const refused = await postForm(browser, action, { email: 'super@demo.test', password: 'not-the-password' }, origin);
    expect(refused.status).toBe(200);
    const posted = await submitSignIn(browser, action);
    expect(posted.status).toBe(303);
    // Told once the answer has gone out (the API reads what the app asks for first meanwhile).
    await vi.waitFor(() => expect(signedIn).toEqual(['1']));
  });

  it('answers a sign-in form with a forged interaction cookie as an expired sign-in, with no code', async () => {
    const { browser, action } = await openSignInForm();
    const uid = new URL(action).pathname.split('/').pop() ?? '';
    // The interaction cookie without its signature: the form is refused before any resumption.
    browser.cookies.set('_interaction', uid);
    browser.cookies.delete('_interaction.sig');
    const posted = await submitSignIn(browser, action);
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it('skips the sign-in page while the provider session lasts', async () => {
    const { browser } = await signIn(issuer);
    const { challenge } = pkcePair();
    const again = await browser.follow(
      authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(new URL(again.url).searchParams.get('code')).toBeTruthy();
  });
});

describe('refusals', () => {
  it('refuses a wrong code verifier', async () => {
    const { code } = await signIn(issuer);
    const res = await exchangeCode(issuer, code, pkcePair().verifier);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it.each([
    ['the plain method', { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }],
    ['a missing challenge', {}],
    // Without a method the challenge would be plain (RFC 7636 4.3): refused like plain itself.
    ['a challenge without a method', { code_challenge: pkcePair().challenge }],
  ])('refuses %s at the authorization endpoint', async (_name, params) => {
    const res = await fetch(authorizeUrl(issuer, params), { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '', issuer);
    expect(location.origin + location.pathname).toBe(`${CONSOLE_ORIGIN}/callback`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('explains refused requests on a self-contained page', async () => {
    const res = await fetch(authorizeUrl(issuer, { client_id: 'someone-else' }), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1>Sign-in problem</h1>');
    expect(html).toContain('invalid_client');
    expect(html).not.toMatch(/fonts\.googleapis|<script/);
  });

  it('refuses a redirect URI other than the console callback', async () => {
    const { challenge } = pkcePair();
    const res = await fetch(
      authorizeUrl(issuer, {
        code_challenge: challenge,
        code_challenge_method: 'S256',
        redirect_uri: 'https://evil.example/callback',
      }),
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('refuses a code used twice', async () => {
    const { code, verifier } = await signIn(issuer);
    expect((await exchangeCode(issuer, code, verifier)).status).toBe(200);
    const again = await exchangeCode(issuer, code, verifier);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rotates refresh tokens, lets a page that lost the answer spend the old one again briefly, then revokes the family on reuse', async () => {
    const first = await tokensFor();
    const rotated = await refresh(issuer, first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = await json<TokenSet>(rotated);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await createTokenVerifier({ issuer, audience: API_AUDIENCE }).verify(second.access_token);

    // A reload while the refresh was in flight: the page never stored `second` and spends `first` again.
    const lost = await refresh(issuer, first.refresh_token);
    expect(lost.status).toBe(200);
    const third = await json<TokenSet>(lost);
    expect(third.refresh_token).not.toBe(second.refresh_token);

    try {
      skewMs = (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000;
      const reuse = await refresh(issuer, first.refresh_token);
      expect(reuse.status).toBe(400);
      expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
      for (const token of [second.refresh_token, third.refresh_token]) {
        const afterReuse = await refresh(issuer, token);
        expect(afterReuse.status).toBe(400);
        expect(await afterReuse.json()).toMatchObject({ error: 'invalid_grant' });
      }
    } finally {
      skewMs = 0;
    }
  });

  it('stops refreshing once the account is deactivated', async () => {
    const tokens = await tokensFor('member@demo.test');
    const member = idp.people.find((p) => p.id === '4');
    if (!member) throw new Error('no member');
    member.active = false;
    try {
      const res = await refresh(issuer, tokens.refresh_token);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: 'invalid_grant' });
    } finally {
      member.active = true;
    }
  });

  it('allows CORS on the token endpoint for the console origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${issuer}/protocol/openid-connect/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(CONSOLE_ORIGIN)).headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    const { code, verifier } = await signIn(issuer);
    const res = await fetch(`${issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'frontend-client',
        redirect_uri: `${CONSOLE_ORIGIN}/callback`,
        code,
        code_verifier: verifier,
      }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("the provider's context storage", () => {
  it('is off once the provider has nothing under way, after sign-ins and refreshes', async () => {
    const tokens = await tokensFor('super@demo.test');
    expect(providerContextEnabled()).toBe(false);
    const refreshed = await refresh(issuer, tokens.refresh_token as string);
    expect(refreshed.status).toBe(200);
    expect(providerContextEnabled()).toBe(false);
  });

  it('serves sign-ins running at the same time, each with its own context, and is off after the last', async () => {
    const emails = ['super@demo.test', 'member@demo.test', 'super@demo.test', 'member@demo.test'];
    const all = await Promise.all(emails.map(tokensFor));
    // Each token names its own account (the claims come from the request's context).
    expect(all.map((t) => decodeJwt(t.access_token).email)).toEqual(emails);
    // A refresh token's lifetime is read from the request's context (what is left of its predecessor's).
    const refreshed = await Promise.all(all.map((t) => refresh(issuer, t.refresh_token as string)));
    expect(refreshed.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(providerContextEnabled()).toBe(false);
  });
});

describe('token endpoint limit', () => {
  it('answers 429 with Retry-After past the budget of one client address, before doing any work', async () => {
    const limited = await startTestProvider({ tokenRate: { count: 5, seconds: 60 } });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 8; i++) {
        const res = await fetch(`${limited.issuer}/protocol/openid-connect/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: 'made-up',
            client_id: 'frontend-client',
          }),
        });
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
        await res.body?.cancel();
      }
      expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      // Discovery and sign-in pages are not counted against the token budget.
      expect((await fetch(`${limited.issuer}/.well-known/openid-configuration`)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
