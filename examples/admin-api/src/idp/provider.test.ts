import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../auth/verify';
import {
  API_AUDIENCE,
  authorizeUrl,
  Browser,
  CONSOLE_ORIGIN,
  exchangeCode,
  formAction,
  PASSWORD,
  pkcePair,
  postForm,
  refresh,
  signIn,
  startTestProvider,
  type TestProvider,
} from './test-browser';

let idp: TestProvider;
let issuer: string;

beforeAll(async () => {
  idp = await startTestProvider();
  issuer = idp.issuer;
});
afterAll(() => idp.stop());

interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
}

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

async function tokensFor(email = 'super@demo.test') {
  const { code, verifier } = await signIn(issuer, email);
  const res = await exchangeCode(issuer, code, verifier);
  expect(res.status).toBe(200);
  return json<TokenSet>(res);
}

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

  it('answers 404 outside the issuer path', async () => {
    const origin = new URL(issuer).origin;
    expect((await fetch(`${origin}/.well-known/openid-configuration`)).status).toBe(404);
    expect((await fetch(`${origin}/realms/other/.well-known/openid-configuration`)).status).toBe(404);
  });
});

describe('sign-in with authorization code and PKCE', () => {
  it('shows an accessible sign-in page with no external assets', async () => {
    const browser = new Browser();
    const { challenge } = pkcePair();
    const page = await browser.follow(
      authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(page.res?.status).toBe(200);
    expect(page.url).toMatch(/\/realms\/console\/interaction\//);
    const html = (await page.res?.text()) ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Sign in<\/h1>/);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('Console');
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    expect(page.res?.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

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
    expect(identity).toEqual({ sub: '1', email: 'super@demo.test', name: 'Sam Super' });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ iss: issuer, aud: API_AUDIENCE, sub: '1', client_id: 'frontend-client' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    expect(decodeJwt(body.id_token)).toMatchObject({
      iss: issuer,
      aud: 'frontend-client',
      sub: '1',
      nonce: 'nonce-456',
      email: 'super@demo.test',
      name: 'Sam Super',
    });
  });

  it('accepts the email in any case', async () => {
    const { code, verifier } = await signIn(issuer, ' Super@Demo.TEST');
    expect((await exchangeCode(issuer, code, verifier)).status).toBe(200);
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
  ])('refuses %s at the authorization endpoint', async (_name, params) => {
    const res = await fetch(authorizeUrl(issuer, params), { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '', issuer);
    expect(location.origin + location.pathname).toBe(`${CONSOLE_ORIGIN}/callback`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
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

  it('rotates refresh tokens and revokes the family when a rotated one is reused', async () => {
    const first = await tokensFor();
    const rotated = await refresh(issuer, first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = await json<TokenSet>(rotated);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await createTokenVerifier({ issuer, audience: API_AUDIENCE }).verify(second.access_token);

    const reuse = await refresh(issuer, first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
    const afterReuse = await refresh(issuer, second.refresh_token);
    expect(afterReuse.status).toBe(400);
    expect(await afterReuse.json()).toMatchObject({ error: 'invalid_grant' });
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

  it.each([
    ['a wrong password', 'super@demo.test', 'not-the-password'],
    ['an unknown email', 'nobody@else.test', PASSWORD],
    ['an inactive account', 'gone@demo.test', PASSWORD],
    ['an account without a password', 'invited@demo.test', PASSWORD],
  ])('answers %s with "Invalid email or password."', async (_name, email, password) => {
    const browser = new Browser();
    const { challenge } = pkcePair();
    const page = await browser.follow(
      authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const action = formAction((await page.res?.text()) ?? '', page.url);
    const res = await postForm(browser, action, { email, password }, new URL(issuer).origin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Invalid email or password.');
    expect(html).toContain('role="alert"');
    expect(res.headers.get('location')).toBeNull();
  });

  it('escapes what the user typed', async () => {
    const browser = new Browser();
    const { challenge } = pkcePair();
    const page = await browser.follow(
      authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const action = formAction((await page.res?.text()) ?? '', page.url);
    const res = await postForm(browser, action, { email: '"><script>alert(1)</script>', password: 'x' });
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('refuses a form posted without its interaction cookie or from another origin', async () => {
    const browser = new Browser();
    const { challenge } = pkcePair();
    const page = await browser.follow(
      authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const action = formAction((await page.res?.text()) ?? '', page.url);
    const fields = { email: 'super@demo.test', password: PASSWORD };

    const stranger = await postForm(new Browser(), action, fields);
    expect(stranger.status).toBe(400);
    expect(stranger.headers.get('location')).toBeNull();

    const crossSite = await postForm(browser, action, fields, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('location')).toBeNull();
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

describe('logout', () => {
  it('redirects straight to the console origin and ends the session and its tokens', async () => {
    const { browser, code, verifier } = await signIn(issuer);
    const tokens = await json<TokenSet>(await exchangeCode(issuer, code, verifier));
    const url = new URL(`${issuer}/protocol/openid-connect/logout`);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', CONSOLE_ORIGIN);
    const res = await browser.fetch(url.href);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${CONSOLE_ORIGIN}/`);

    expect((await refresh(issuer, tokens.refresh_token)).status).toBe(400);
    const { challenge } = pkcePair();
    const next = await browser.follow(
      authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(next.url).toMatch(/\/interaction\//);
  });

  it('still redirects when the session is already gone', async () => {
    const { browser, code, verifier } = await signIn(issuer);
    const tokens = await json<TokenSet>(await exchangeCode(issuer, code, verifier));
    const url = new URL(`${issuer}/protocol/openid-connect/logout`);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', CONSOLE_ORIGIN);
    url.searchParams.set('state', 'bye');
    expect((await browser.fetch(url.href)).status).toBe(303);
    const again = await browser.fetch(url.href);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${CONSOLE_ORIGIN}/?state=bye`);
  });

  it('refuses a post-logout redirect that is not registered', async () => {
    const { browser, code, verifier } = await signIn(issuer);
    const tokens = await json<TokenSet>(await exchangeCode(issuer, code, verifier));
    const url = new URL(`${issuer}/protocol/openid-connect/logout`);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', 'https://evil.example');
    const res = await browser.fetch(url.href);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('asks for confirmation without an id_token_hint', async () => {
    const { browser } = await signIn(issuer);
    const res = await browser.fetch(`${issuer}/protocol/openid-connect/logout`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Sign out</h1>');
    expect(html).not.toMatch(/fonts\.googleapis/);
  });
});
