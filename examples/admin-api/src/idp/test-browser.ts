import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Account, createMemoryAccountStore } from './accounts';
import { hashPassword } from './password';
import { CONSOLE_CLIENT_ID, createIdentityProvider, type IdentityProvider } from './provider';

/** Test support: a provider on a random port with two accounts, and a tiny cookie-keeping browser. */
export const CONSOLE_ORIGIN = 'http://console.test:5173';
/** The partner portal's origin, registered when a test starts the provider with `portal: true`. */
export const PORTAL_ORIGIN = 'http://portal.test:5174';
export const API_AUDIENCE = 'http://api.test:8080';
export const PASSWORD = 'demo-password';

export interface TestProvider {
  issuer: string;
  port: number;
  idp: IdentityProvider;
  stop(): Promise<void>;
  people: Account[];
}

export async function startTestProvider(
  options: {
    accessTokenTtlSeconds?: number;
    keysFile?: string;
    storeFile?: string;
    port?: number;
    portal?: boolean;
    tokenRate?: { count: number; seconds: number };
    now?: () => number;
    onSignedIn?: (accountId: string) => void;
  } = {},
) {
  const passwordHash = await hashPassword(PASSWORD);
  // Tests may edit these (e.g. deactivate someone); the store reads the list on every lookup.
  const people: Account[] = [
    { id: '1', email: 'super@demo.test', name: 'Sam Super', active: true, passwordHash },
    { id: '2', email: 'gone@demo.test', name: 'Gina Gone', active: false, passwordHash },
    { id: '3', email: 'invited@demo.test', name: 'Ivan Invited', active: true, passwordHash: null },
    { id: '4', email: 'member@demo.test', name: 'Max Member', active: true, passwordHash },
  ];
  const accounts = createMemoryAccountStore(people);
  // The issuer needs the port, so listen first and attach the provider afterwards.
  let handler: (
    req: Parameters<IdentityProvider['listener']>[0],
    res: Parameters<IdentityProvider['listener']>[1],
  ) => void = (_req, res) => res.writeHead(503).end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/realms/console`;
  const idp = await createIdentityProvider({
    issuer,
    consoleOrigin: CONSOLE_ORIGIN,
    ...(options.portal ? { portalOrigin: PORTAL_ORIGIN } : {}),
    tokenRate: options.tokenRate,
    apiAudience: API_AUDIENCE,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 300,
    accounts,
    ...(options.keysFile ? { keysFile: options.keysFile } : {}),
    ...(options.storeFile ? { storeFile: options.storeFile } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onSignedIn ? { onSignedIn: options.onSignedIn } : {}),
  });
  handler = idp.listener;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await idp.close();
  };
  return { issuer, port, idp, stop, people } satisfies TestProvider;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A fetch that keeps cookies (ignoring path and domain: one test, one host) and never follows redirects. */
export class Browser {
  readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects until one leaves for `stopAt` (returned, not fetched) or a page is returned. */
  async follow(url: string, stopAt = CONSOLE_ORIGIN, init: RequestInit = {}): Promise<{ url: string; res?: Response }> {
    let current = url;
    let request = init;
    for (let hop = 0; hop < 10; hop++) {
      if (current.startsWith(stopAt)) return { url: current };
      const res = await this.fetch(current, request);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: current, res };
      current = new URL(location, current).href;
      request = {};
    }
    throw new Error('too many redirects');
  }
}

export function authorizeUrl(issuer: string, params: Record<string, string | undefined>): string {
  const url = new URL(`${issuer}/protocol/openid-connect/auth`);
  const all: Record<string, string | undefined> = {
    client_id: CONSOLE_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${CONSOLE_ORIGIN}/callback`,
    scope: 'openid',
    state: 'state-123',
    nonce: 'nonce-456',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

/** Extracts the sign-in form's action from the page HTML. */
export function formAction(html: string, pageUrl: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no sign-in form on the page');
  return new URL(match[1].replaceAll('&#38;', '&'), pageUrl).href;
}

export function postForm(browser: Browser, url: string, fields: Record<string, string>, origin?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (origin) headers.origin = origin;
  return browser.fetch(url, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

/** Exchanges a code exactly as the console does (spec section 7). */
export function exchangeCode(issuer: string, code: string, verifier: string) {
  return fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: CONSOLE_ORIGIN },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CONSOLE_CLIENT_ID,
      redirect_uri: `${CONSOLE_ORIGIN}/callback`,
      code,
      scope: 'openid',
      code_verifier: verifier,
    }).toString(),
  });
}

export function refresh(issuer: string, refreshToken: string) {
  return fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CONSOLE_CLIENT_ID,
    }),
  });
}

/** Runs the whole sign-in up to the console callback and returns the code (and the browser holding the session). */
export async function signIn(
  issuer: string,
  email = 'super@demo.test',
  password = PASSWORD,
  client: { client_id: string; redirect_uri: string } = {
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: `${CONSOLE_ORIGIN}/callback`,
  },
) {
  const browser = new Browser();
  const { verifier, challenge } = pkcePair();
  const login = await browser.follow(
    authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256', ...client }),
    new URL(client.redirect_uri).origin,
  );
  if (!login.res) throw new Error(`expected the sign-in page, went to ${login.url}`);
  const html = await login.res.text();
  const posted = await postForm(browser, formAction(html, login.url), { email, password }, new URL(issuer).origin);
  const location = posted.headers.get('location');
  if (!location) throw new Error(`sign-in did not redirect: ${posted.status}`);
  const done = await browser.follow(new URL(location, login.url).href, new URL(client.redirect_uri).origin);
  const callback = new URL(done.url);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${done.url}`);
  return { browser, code, verifier, callback };
}

/** The token endpoint's successful answer. */
export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
