import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  CONSOLE_ORIGIN,
  exchangeCode,
  json,
  pkcePair,
  refresh,
  signIn,
  startTestProvider,
  type TestProvider,
  type TokenSet,
} from './test-browser';

let idp: TestProvider;
let issuer: string;

beforeAll(async () => {
  idp = await startTestProvider();
  issuer = idp.issuer;
});
afterAll(() => idp.stop());

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

  it("asks for confirmation, and keeps the session, when the hint is another user's id token", async () => {
    const victim = await signIn(issuer);
    const victimTokens = await json<TokenSet>(await exchangeCode(issuer, victim.code, victim.verifier));
    const attacker = await signIn(issuer, 'member@demo.test');
    const attackerTokens = await json<TokenSet>(await exchangeCode(issuer, attacker.code, attacker.verifier));
    const url = new URL(`${issuer}/protocol/openid-connect/logout`);
    url.searchParams.set('id_token_hint', attackerTokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', CONSOLE_ORIGIN);
    const res = await victim.browser.fetch(url.href);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Sign out</h1>');
    expect((await refresh(issuer, victimTokens.refresh_token)).status).toBe(200);
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
