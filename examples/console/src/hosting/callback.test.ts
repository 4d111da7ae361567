// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callbackScript } from './startupScript';

const issuer = 'https://sso.example.com/realms/console';
const script = callbackScript({ issuer, clientId: 'frontend-client' });

interface Page {
  fetch: ReturnType<typeof vi.fn>;
  links: { rel: string; href: string }[];
  window: { __consoleCodeExchange?: { code: string; response: Promise<Response> } };
}

/** Runs the callback page's inline script in a stand-in page: its address, cookies, kept discovery and chunk. */
function runOn(address: string, options: { cookie?: string; kept?: unknown; chunk?: string | null } = {}): Page {
  const url = new URL(address);
  const links: Page['links'] = [];
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  const window: Page['window'] = {};
  const stored = new Map<string, string>();
  if (options.kept !== undefined) stored.set(`console-oidc:${issuer}`, JSON.stringify(options.kept));
  const document = {
    cookie: options.cookie ?? '',
    querySelector: () => (options.chunk ? { getAttribute: () => options.chunk } : null),
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => links.push(link) },
  };
  const sessionStorage = { getItem: (key: string) => stored.get(key) ?? null };
  new Function('location', 'document', 'sessionStorage', 'fetch', 'window', 'URL', 'URLSearchParams', script)(
    url,
    document,
    sessionStorage,
    fetch,
    window,
    URL,
    URLSearchParams,
  );
  return { fetch, links, window };
}

const kept = { authorization: `${issuer}/auth`, token: `${issuer}/token`, logout: `${issuer}/logout` };
const cookie = 'module=x; auth_state=the-state; code_verifier=the-verifier; auth_nonce=n';
const callback = 'https://console.example.com/callback?code=the-code&state=the-state';

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

  it('carries the issuer and client ID as string literals that cannot close the script element', () => {
    const hostile = callbackScript({ issuer: 'https://a.example/</script><script>alert(1)//', clientId: 'c"' });
    expect(hostile).not.toContain('</script');
    expect(hostile).toContain('"c\\""');
  });
});
