/**
 * The whole stack over real HTTP: the identity provider signs a demo user in with PKCE against the
 * seeded database, and the admin API accepts that access token (and nothing else).
 */
import { Agent, request as httpRequest } from 'node:http';
import { buildDocument } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { CONSOLE_ORIGIN, exchangeCode, signIn, type TokenSet } from './idp/test-browser';
import { type Stack, startStack } from './stack';
import { createResponseValidator } from './testing/openapiValidator';
import { sseReader } from './testing/sse';

let stack: Stack;

beforeAll(async () => {
  const config = readConfig({ API_PORT: '0', IDP_PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', CONSOLE_ORIGIN });
  stack = await startStack(config, { log: false, provisionDelayMs: 50 });
});
afterAll(() => stack?.stop());

async function tokenFor(email: string) {
  const { code, verifier } = await signIn(stack.issuer, email);
  const res = await exchangeCode(stack.issuer, code, verifier);
  expect(res.status).toBe(200);
  return ((await res.json()) as TokenSet).access_token;
}

const validate = createResponseValidator(buildDocument());

/** Calls the API over HTTP; JSON answers are checked against the contract. */
async function api(path: string, token?: string, init: RequestInit = {}) {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) },
  });
  const type = res.headers.get('content-type');
  if (
    type?.includes('application/json') &&
    path !== '/openapi.json' &&
    path !== '/health' &&
    init.method !== 'OPTIONS'
  ) {
    expect(validate(init.method ?? 'GET', path, res.status, await res.clone().json(), type)).toEqual([]);
  }
  return res;
}

/** A GET over `agent`; resolves with whether it went over a connection kept alive from an earlier request. */
function getOver(agent: Agent, url: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the stack over HTTP', () => {
  it("keeps an idle connection open past Node's 5 s default, so a late request on it is answered, not reset", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await getOver(agent, `${stack.apiUrl}/health`)).toEqual({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 7_000));
      expect(await getOver(agent, `${stack.apiUrl}/health`)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('is healthy and serves its OpenAPI document', async () => {
    expect((await api('/health')).status).toBe(200);
    const doc = (await (await api('/openapi.json')).json()) as { openapi: string; servers: { url: string }[] };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]?.url).toBe(stack.apiUrl);
  });

  it('signs a demo user in at the provider and serves them with that token', async () => {
    const token = await tokenFor('member@demo.test');
    const info = await api('/users/info', token);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ email: 'member@demo.test', name: 'Max Member', isSuperAdmin: false });
  });

  it('refuses a missing or altered token with 401 and a Bearer challenge', async () => {
    const token = await tokenFor('nobody@demo.test');
    const missing = await api('/users/space');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${s}`;
    const altered = await api('/users/space', forged);
    expect(altered.status).toBe(401);
    expect(altered.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });

  it('streams a notification raised by an action to the signed-in user', async () => {
    const token = await tokenFor('branch.admin@demo.test');
    const stream = await api('/notifications/sse', token);
    expect(stream.status).toBe(200);
    const events = sseReader(stream.body);
    await events.next((e) => e.event === 'resume');
    const space = (await (await api('/users/space', token)).json()) as {
      organizations: { branches: { id: number }[] }[];
    };
    const branchId = space.organizations[0]?.branches[0]?.id;
    const created = await api('/workspace/project', token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ branchId, name: 'Over HTTP', services: [{ serviceId: 2 }] }),
    });
    expect(created.status).toBe(201);
    // The project's notice and its service's readiness (from the provisioner, in the background) arrive in
    // whichever order they were raised. The seed's deployments keep moving through their states meanwhile and
    // notify the same person, so only this project's notices are read.
    type Notice = { type: string; category: string; severity: string; content: string };
    const parse = (e: { data?: string }) => JSON.parse(e.data ?? '{}') as Notice;
    const ours = (e: { event?: string; data?: string }) =>
      e.event !== undefined && parse(e).content.includes('Over HTTP');
    const received = [await events.next(ours), await events.next(ours)].map(parse);
    expect(received.map((n) => n.type).sort()).toEqual(['project.created', 'service.ready']);
    expect(received.find((n) => n.type === 'service.ready')).toMatchObject({
      category: 'SERVICE',
      severity: 'success',
    });
    await events.cancel();
  });

  it('answers CORS preflights for the console origin', async () => {
    const res = await api('/users/info', undefined, {
      method: 'OPTIONS',
      headers: {
        Origin: CONSOLE_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
  });

  it('refuses an access token as soon as its session signs out, though the token has not expired', async () => {
    const { browser, code, verifier } = await signIn(stack.issuer, 'branch.admin@demo.test');
    const tokens = (await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet;
    expect((await api('/users/info', tokens.access_token)).status).toBe(200);
    // A second session of the same person, elsewhere, stays signed in.
    const other = await tokenFor('branch.admin@demo.test');
    const logout = new URL(`${stack.issuer}/protocol/openid-connect/logout`);
    logout.searchParams.set('id_token_hint', tokens.id_token);
    logout.searchParams.set('post_logout_redirect_uri', CONSOLE_ORIGIN);
    const signedOut = Date.now();
    expect((await browser.fetch(logout.href)).status).toBe(303);
    await expect
      .poll(async () => (await api('/users/info', tokens.access_token)).status, { timeout: 2_000, interval: 100 })
      .toBe(401);
    expect(Date.now() - signedOut).toBeLessThan(2_000);
    expect((await api('/users/info', other)).status).toBe(200);
  });

  it('refuses the access token of a grant revoked at the revocation endpoint', async () => {
    const { code, verifier } = await signIn(stack.issuer, 'org.admin@demo.test');
    const tokens = (await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet;
    expect((await api('/users/info', tokens.access_token)).status).toBe(200);
    const revoked = await fetch(`${stack.issuer}/protocol/openid-connect/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: CONSOLE_ORIGIN },
      body: new URLSearchParams({ token: tokens.refresh_token, client_id: 'frontend-client' }),
    });
    expect(revoked.status).toBe(200);
    await expect
      .poll(async () => (await api('/users/info', tokens.access_token)).status, { timeout: 2_000, interval: 100 })
      .toBe(401);
  });

  it('ends the open streams of a session within seconds of its sign-out or of its refresh token’s revocation', async () => {
    const open = async (token: string) => {
      const notifications = sseReader((await api('/notifications/sse', token)).body);
      const audit = sseReader((await api('/audit/entries/sse', token)).body);
      await notifications.next((e) => e.comment === 'connected');
      await audit.next((e) => e.comment === 'connected');
      return [notifications, audit];
    };
    const signedIn = await signIn(stack.issuer, 'org.admin@demo.test');
    const tokens = (await (await exchangeCode(stack.issuer, signedIn.code, signedIn.verifier)).json()) as TokenSet;
    const streams = await open(tokens.access_token);
    const logout = new URL(`${stack.issuer}/protocol/openid-connect/logout`);
    logout.searchParams.set('id_token_hint', tokens.id_token);
    logout.searchParams.set('post_logout_redirect_uri', CONSOLE_ORIGIN);
    const signedOut = Date.now();
    expect((await signedIn.browser.fetch(logout.href)).status).toBe(303);
    for (const stream of streams)
      expect((await stream.next((e) => e.event === 'end', 5_000)).data).toMatch(/signed-out/);
    expect(Date.now() - signedOut).toBeLessThan(5_000);

    const again = await signIn(stack.issuer, 'org.admin@demo.test');
    const second = (await (await exchangeCode(stack.issuer, again.code, again.verifier)).json()) as TokenSet;
    const more = await open(second.access_token);
    const revoked = await fetch(`${stack.issuer}/protocol/openid-connect/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: CONSOLE_ORIGIN },
      body: new URLSearchParams({ token: second.refresh_token, client_id: 'frontend-client' }),
    });
    expect(revoked.status).toBe(200);
    for (const stream of more) expect((await stream.next((e) => e.event === 'end', 5_000)).data).toMatch(/signed-out/);
  });
});
