/**
 * The part of a browser the identity provider's sign-in needs: cookies (one host, so name=value is
 * enough) and redirects followed by hand until one leaves for the console.
 */
export class ProviderBrowser {
  readonly #cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size) headers.set('cookie', [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects from `url`; stops at the first URL under `stopAt` (not fetched) or at a page. */
  async follow(url: string, stopAt: string, init: RequestInit = {}): Promise<{ url: string; res?: Response }> {
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

/**
 * Plays the user at the identity provider: opens the authorize URL core built, fills in the sign-in
 * form and returns the callback URL the provider sends the browser back to.
 */
export async function signInAtProvider(
  authorizeUrl: string,
  account: { email: string; password: string },
  consoleOrigin: string,
): Promise<string> {
  const browser = new ProviderBrowser();
  const page = await browser.follow(authorizeUrl, consoleOrigin);
  if (!page.res) throw new Error(`expected the sign-in page, went to ${page.url}`);
  const html = await page.res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no sign-in form on the page');
  const posted = await browser.fetch(new URL(action.replaceAll('&#38;', '&'), page.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(page.url).origin },
    body: new URLSearchParams(account).toString(),
  });
  const location = posted.headers.get('location');
  if (!location) throw new Error(`the sign-in form did not redirect (${posted.status})`);
  const done = await browser.follow(new URL(location, page.url).href, consoleOrigin);
  if (!done.url.startsWith(`${consoleOrigin}/callback`)) throw new Error(`sign-in ended at ${done.url}`);
  return done.url;
}
