import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerContextEnabled } from './contextStorage';
import {
  exchangeCode,
  json,
  refresh,
  signIn,
  startTestProvider,
  type TestProvider,
  type TokenSet,
} from './test-browser';

let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider();
});
afterAll(() => idp.stop());

async function tokensFor(email: string) {
  const { code, verifier } = await signIn(idp.issuer, email);
  const res = await exchangeCode(idp.issuer, code, verifier);
  expect(res.status).toBe(200);
  return json<TokenSet>(res);
}

describe("the provider's context storage", () => {
  it('is off once the provider has nothing under way, after sign-ins and refreshes', async () => {
    const tokens = await tokensFor('super@demo.test');
    expect(providerContextEnabled()).toBe(false);
    const refreshed = await refresh(idp.issuer, tokens.refresh_token as string);
    expect(refreshed.status).toBe(200);
    expect(providerContextEnabled()).toBe(false);
  });

  it('serves sign-ins running at the same time, each with its own context, and is off after the last', async () => {
    const emails = ['super@demo.test', 'member@demo.test', 'super@demo.test', 'member@demo.test'];
    const all = await Promise.all(emails.map(tokensFor));
    // Each token names its own account (the claims come from the request's context).
    expect(all.map((t) => decodeJwt(t.access_token).email)).toEqual(emails);
    // A refresh token's lifetime is read from the request's context (what is left of its predecessor's).
    const refreshed = await Promise.all(all.map((t) => refresh(idp.issuer, t.refresh_token as string)));
    expect(refreshed.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(providerContextEnabled()).toBe(false);
  });
});
