// @vitest-environment node

import { afterEach, describe, expect, it, vi } from 'vitest';
import { callbackScript } from './startupScript';

const issuer = 'https://sso.example.com/realms/console';
const apiBase = 'https://console.example.com/api';
const script = callbackScript({ issuer, clientId: 'frontend-client', apiBase });

type Fetch = (input: string | Request, init?: RequestInit) => Promise<Response>;

interface Page {
  document: { cookie: string };
  fetch: ReturnType<typeof vi.fn<Fetch>>;
  links: { rel: string; href: string }[];
  window: { __consoleCodeExchange?: { code: string; response: Promise<Response> }; fetch?: Fetch };
  /** What the script left to run later (the stand-in page's `setTimeout` only records it). */
  timers: { run: () => void; ms: number }[];
}

/** Runs the callback page's inline script in a stand-in page: its address, cookies, kept discovery and chunk. */
function runOn(
  address: string,
  options: {
    cookie?: string;
    kept?: unknown;
    chunk?: string | null;
    landings?: string[];
    tokenAnswer?: () => Response;
    /** The admin API's answer to each request the script sends (else the requested address as a JSON string). */
    apiAnswer?: (url: string) => Response | Promise<Response> | undefined;
  } = {},
): Page {
  const url = new URL(address);
  const links: Page['links'] = [];
  const fetch = vi.fn<Fetch>((input) =>
    String(input).endsWith('/token') && options.tokenAnswer
      ? Promise.resolve(options.tokenAnswer())
      : Promise.resolve(options.apiAnswer?.(String(input)) ?? new Response(`"${input}"`)),
  );
  const window: Page['window'] = {};
  const stored = new Map<string, string>();
  if (options.kept !== undefined) stored.set(`console-oidc:${issuer}`, JSON.stringify(options.kept));
  const document = {
    cookie: options.cookie ?? '',
    querySelector: () => (options.chunk ? { getAttribute: () => options.chunk } : null),
    // The build's console-landing-code elements: each landing's scripts.
    querySelectorAll: () => (options.landings ?? []).map((content) => ({ getAttribute: () => content })),
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => links.push(link) },
  };
  const sessionStorage = { getItem: (key: string) => stored.get(key) ?? null };
  const timers: Page['timers'] = [];
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  new Function(
    'location',
    'document',
    'sessionStorage',
    'fetch',
    'window',
    'URL',
    'URLSearchParams',
    'setTimeout',
    script,
  )(url, document, sessionStorage, fetch, window, URL, URLSearchParams, setTimeout);
  return { document, fetch, links, window, timers };
}

const kept = { authorization: `${issuer}/auth`, token: `${issuer}/token`, logout: `${issuer}/logout` };
const cookie = 'module=x; auth_state=the-state; code_verifier=the-verifier; auth_nonce=n';
const callback = 'https://console.example.com/callback?code=the-code&state=the-state';
/** The super administrator's landing request, as callback.js writes it. */
const ORGANIZATIONS_FIRST_PAGE = '/organizations?sortBy=ID&sortOrder=DESC&pageIndex=0&pageSize=10';

describe('the callback page inline script', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the code exchange with the stored verifier to the kept token endpoint, and hands its answer on', () => {
    const page = runOn(callback, { cookie, kept });
    expect(page.fetch).toHaveBeenCalledTimes(1);
    const [target, init] = page.fetch.mock.calls[0] as [string, RequestInit];
    expect(target).toBe(`${issuer}/token`);
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'frontend-client',
      redirect_uri: 'https://console.example.com/callback',
      code: 'the-code',
      scope: 'openid',
      code_verifier: 'the-verifier',
    });
    expect(page.window.__consoleCodeExchange?.code).toBe('the-code');
  });

  /** The token endpoint's answer, as it comes from `at`. */
  const tokenAnswer =
    (at: string, status = 200, body: unknown = { access_token: 'the-access-token', id_token: 'x' }) =>
    () =>
      Object.defineProperty(new Response(JSON.stringify(body), { status }), 'url', { value: at });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("sends the user's info and space to the API with the answer's access token, and hands core each answer once", async () => {
    const page = runOn(callback, { cookie, kept, tokenAnswer: tokenAnswer(`${issuer}/token`) });
    // Core gets the token endpoint's answer only once the session's first requests are out.
    const answer = await page.window.__consoleCodeExchange?.response;
    expect(page.fetch.mock.calls.slice(1)).toEqual([
      [`${apiBase}/users/info`, { headers: { accept: 'application/json', authorization: 'Bearer the-access-token' } }],
      [`${apiBase}/users/space`, { headers: { accept: 'application/json', authorization: 'Bearer the-access-token' } }],
    ]);
    // Core still reads and checks the token endpoint's answer itself: its status, address and body.
    expect(answer?.status).toBe(200);
    expect(answer?.url).toBe(`${issuer}/token`);
    expect(await answer?.json()).toEqual({ access_token: 'the-access-token', id_token: 'x' });
    const pageFetch = page.window.fetch;
    if (!pageFetch) throw new Error('the page fetch was not wrapped');
    const bearer = { headers: new Headers({ authorization: 'Bearer the-access-token' }) };
    // Another bearer, another method or another address: sent as asked.
    await pageFetch(`${apiBase}/users/info`, { headers: { authorization: 'Bearer another' } });
    await pageFetch(`${apiBase}/users/info`, { ...bearer, method: 'POST' });
    await pageFetch(`${apiBase}/organizations`, bearer);
    expect(page.fetch).toHaveBeenCalledTimes(6);
    // Core's own GET with the same bearer: the answer already on its way, once.
    expect(await (await pageFetch(`${apiBase}/users/space`, bearer)).json()).toBe(`${apiBase}/users/space`);
    expect(await (await pageFetch(`${apiBase}/users/info`, bearer)).json()).toBe(`${apiBase}/users/info`);
    expect(page.fetch).toHaveBeenCalledTimes(6);
    // Both taken: the page's own fetch is back.
    expect(page.window.fetch).toBe(page.fetch);
  });

  /** The user's info answer for a super administrator (or not), every other request answered with its address. */
  const infoAnswer = (isSuperAdmin: boolean, later?: Promise<void>) => (url: string) =>
    url.endsWith('/users/info')
      ? (later ?? Promise.resolve()).then(() => new Response(JSON.stringify({ id: 1, isSuperAdmin })))
      : undefined;

  it("sends a super administrator's landing request once the info says so, and hands it to core once", async () => {
    let answerInfo = () => {};
    const later = new Promise<void>((resolve) => {
      answerInfo = resolve;
    });
    const page = runOn(callback, {
      cookie,
      kept,
      tokenAnswer: tokenAnswer(`${issuer}/token`),
      apiAnswer: infoAnswer(true, later),
    });
    await settle();
    const pageFetch = page.window.fetch;
    if (!pageFetch) throw new Error('the page fetch was not wrapped');
    const bearer = { headers: new Headers({ authorization: 'Bearer the-access-token' }) };
    // Core takes the info and the space before the info has answered: the page's fetch is its own again.
    void pageFetch(`${apiBase}/users/info`, bearer);
    void pageFetch(`${apiBase}/users/space`, bearer);
    expect(page.window.fetch).toBe(page.fetch);
    answerInfo();
    await settle();
    expect(page.fetch.mock.calls.slice(1)).toEqual(
      [`${apiBase}/users/info`, `${apiBase}/users/space`, `${apiBase}${ORGANIZATIONS_FIRST_PAGE}`].map((url) => [
        url,
        { headers: { accept: 'application/json', authorization: 'Bearer the-access-token' } },
      ]),
    );
    // Core's own request for it: the answer already on its way, once; then the page's fetch is back.
    const wrapped = page.window.fetch;
    if (!wrapped || wrapped === page.fetch) throw new Error('the page fetch was not wrapped again');
    expect(await (await wrapped(`${apiBase}${ORGANIZATIONS_FIRST_PAGE}`, bearer)).json()).toBe(
      `${apiBase}${ORGANIZATIONS_FIRST_PAGE}`,
    );
    expect(page.fetch).toHaveBeenCalledTimes(4);
    expect(page.window.fetch).toBe(page.fetch);
  });

  it('sends the landing request once when the space answers first and the info too says so', async () => {
    const page = runOn(callback, {
      cookie,
      kept,
      tokenAnswer: tokenAnswer(`${issuer}/token`),
      apiAnswer: (url) =>
        /\/users\/(info|space)$/.test(url) ? new Response(JSON.stringify({ isSuperAdmin: true })) : undefined,
    });
    await settle();
    await settle();
    expect(page.fetch.mock.calls.slice(1).map(([url]) => url)).toEqual([
      `${apiBase}/users/info`,
      `${apiBase}/users/space`,
      `${apiBase}${ORGANIZATIONS_FIRST_PAGE}`,
    ]);
  });

  it.each([
    ['anyone but a super administrator', cookie, false],
    ['a sign-in that returns to another page', `${cookie}; auth_return_to=%2Forg-module%2Fcosts`, true],
  ])('sends no landing request for %s', async (_name, cookies, isSuperAdmin) => {
    const page = runOn(callback, {
      cookie: cookies,
      kept,
      tokenAnswer: tokenAnswer(`${issuer}/token`),
      apiAnswer: infoAnswer(isSuperAdmin),
    });
    await settle();
    await settle();
    expect(page.fetch).toHaveBeenCalledTimes(3);
  });

  it('drops the answers and gives the page its fetch back when core never asks for them', async () => {
    const page = runOn(callback, { cookie, kept, tokenAnswer: tokenAnswer(`${issuer}/token`) });
    await settle();
    const pageFetch = page.window.fetch;
    if (!pageFetch) throw new Error('the page fetch was not wrapped');
    const bearer = { headers: new Headers({ authorization: 'Bearer the-access-token' }) };
    await pageFetch(`${apiBase}/users/info`, bearer);
    expect(page.fetch).toHaveBeenCalledTimes(3);
    // The landing scripts' task (0 ms) and the drop after 10 s.
    expect(page.timers.map((timer) => timer.ms)).toEqual([0, 10_000]);
    page.timers[1]?.run();
    expect(page.window.fetch).toBe(page.fetch);
    // A late request through a wrapper kept elsewhere goes to the network: the old answer is not handed on.
    await pageFetch(`${apiBase}/users/space`, bearer);
    expect(page.fetch).toHaveBeenCalledTimes(4);
  });

  it('leaves a fetch another script put on the page after its own in place', async () => {
    const page = runOn(callback, { cookie, kept, tokenAnswer: tokenAnswer(`${issuer}/token`) });
    await settle();
    const other: Fetch = () => Promise.resolve(new Response('other'));
    page.window.fetch = other;
    page.timers[0]?.run();
    expect(page.window.fetch).toBe(other);
  });

  it('sends nothing when core kept the tokens first (its own requests are out)', async () => {
    const page = runOn(callback, { cookie, kept, tokenAnswer: tokenAnswer(`${issuer}/token`) });
    page.document.cookie = `${cookie}; access_token=chunks:1; access_token.0=the-access-token`;
    await settle();
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.window.fetch).toBeUndefined();
  });

  it.each([
    ['a refused code exchange', tokenAnswer(`${issuer}/token`, 400, { error: 'invalid_grant' })],
    ['an answer from elsewhere', tokenAnswer('https://evil.example/token')],
    ['an answer without an access token', tokenAnswer(`${issuer}/token`, 200, { id_token: 'x' })],
  ])('sends nothing to the API on %s, and hands core the answer as it came', async (_name, answer) => {
    const page = runOn(callback, { cookie, kept, tokenAnswer: answer });
    await settle();
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.window.fetch).toBeUndefined();
    const original = answer();
    const handed = await page.window.__consoleCodeExchange?.response;
    expect([handed?.status, handed?.url, await handed?.text()]).toEqual([
      original.status,
      original.url,
      await original.text(),
    ]);
  });

  it.each([
    ['another page', 'https://console.example.com/org-module/branches?code=the-code&state=the-state', cookie, kept],
    ['a state this browser did not store', callback.replace('state=the-state', 'state=forged'), cookie, kept],
    ['no stored verifier', callback, 'auth_state=the-state', kept],
    ['no kept discovery', callback, cookie, undefined],
    ['a kept token endpoint off the issuer origin', callback, cookie, { ...kept, token: 'https://evil.example/t' }],
    ['a callback without a code', 'https://console.example.com/callback?state=the-state', cookie, kept],
  ])('sends nothing on %s', (_name, address, cookies, discovery) => {
    const page = runOn(address, { cookie: cookies, kept: discovery });
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.window.__consoleCodeExchange).toBeUndefined();
  });

  it('asks for the chunk the build names, on the callback page only', () => {
    expect(runOn(callback, { cookie, kept, chunk: '/assets/signInCallback-x.js' }).links).toEqual([
      { rel: 'modulepreload', href: '/assets/signInCallback-x.js' },
    ]);
    expect(runOn('https://console.example.com/', { chunk: '/assets/signInCallback-x.js' }).links).toEqual([]);
  });

  it('asks for the scripts every landing runs in a task after its own, while the code exchange is out', () => {
    const landings = ['/a.js /b.js /super.js', '/b.js /a.js /org.js', '/org.js /b.js /a.js'];
    const page = runOn(callback, { cookie, kept, landings });
    // While the HTML is parsed only the code exchange is out: no landing script is asked for yet.
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(page.links).toEqual([]);
    const next = page.timers.filter((timer) => timer.ms === 0);
    expect(next).toHaveLength(1);
    next[0]?.run();
    // Then the common scripts, none of a single landing's.
    expect(page.links).toEqual([
      { rel: 'modulepreload', href: '/a.js' },
      { rel: 'modulepreload', href: '/b.js' },
    ]);
    // Without an exchange to wait for (no stored state), core signs in by itself: nothing is asked for early.
    const alone = runOn(callback, { kept, landings });
    for (const timer of alone.timers) timer.run();
    expect(alone.links).toEqual([]);
  });

  it('carries the issuer, client ID and API base as string literals that cannot close the script element', () => {
    const hostile = callbackScript({
      issuer: 'https://a.example/</script><script>alert(1)//',
      clientId: 'c"',
      apiBase: 'https://b.example/</script>',
    });
    expect(hostile).not.toContain('</script');
    expect(hostile).not.toContain('__API_BASE__');
    expect(hostile).toContain('"c\\""');
  });
});
