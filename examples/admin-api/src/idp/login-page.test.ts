import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  Browser,
  CONSOLE_ORIGIN,
  formAction,
  PASSWORD,
  pkcePair,
  postForm,
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

async function openSignInPage() {
  const browser = new Browser();
  const { challenge } = pkcePair();
  const page = await browser.follow(authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: 'S256' }));
  return { browser, page };
}

describe('sign-in page', () => {
  it('shows an accessible sign-in page with no external assets', async () => {
    const { page } = await openSignInPage();
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

  it.each([
    ['a wrong password', 'super@demo.test', 'not-the-password'],
    ['an unknown email', 'nobody@else.test', PASSWORD],
    ['an inactive account', 'gone@demo.test', PASSWORD],
    ['an account without a password', 'invited@demo.test', PASSWORD],
  ])('answers %s with "Invalid email or password."', async (_name, email, password) => {
    const { browser, page } = await openSignInPage();
    const action = formAction((await page.res?.text()) ?? '', page.url);
    const res = await postForm(browser, action, { email, password }, new URL(issuer).origin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Invalid email or password.');
    expect(html).toContain('role="alert"');
    expect(res.headers.get('location')).toBeNull();
  });

  it('asks to wait after ten failed attempts, even when the eleventh is right', async () => {
    const { browser, page } = await openSignInPage();
    const action = formAction((await page.res?.text()) ?? '', page.url);
    for (let i = 0; i < 10; i++) {
      const res = await postForm(browser, action, { email: 'member@demo.test', password: `wrong-${i}` });
      expect(res.status).toBe(200);
    }
    const blocked = await postForm(browser, action, { email: 'member@demo.test', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain('Too many failed attempts.');
  });

  it('lets no more than ten password checks of one email through a concurrent burst', async () => {
    const { browser, page } = await openSignInPage();
    const action = formAction((await page.res?.text()) ?? '', page.url);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postForm(browser, action, { email: 'project.admin@demo.test', password: `wrong-${i}` }),
      ),
    );
    expect(burst.filter((res) => res.status === 200)).toHaveLength(10);
    expect(burst.filter((res) => res.status === 429)).toHaveLength(20);
  });

  it('escapes what the user typed', async () => {
    const { browser, page } = await openSignInPage();
    const action = formAction((await page.res?.text()) ?? '', page.url);
    const res = await postForm(browser, action, { email: '"><script>alert(1)</script>', password: 'x' });
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('refuses a form posted without its interaction cookie or from another origin', async () => {
    const { browser, page } = await openSignInPage();
    const action = formAction((await page.res?.text()) ?? '', page.url);
    const fields = { email: 'super@demo.test', password: PASSWORD };

    const stranger = await postForm(new Browser(), action, fields);
    expect(stranger.status).toBe(400);
    expect(stranger.headers.get('location')).toBeNull();
    const expired = await stranger.text();
    expect(expired).toContain('<h1>Sign-in expired</h1>');
    expect(expired).toContain(`<a href="${CONSOLE_ORIGIN}">Back to Console</a>`);

    const crossSite = await postForm(browser, action, fields, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('location')).toBeNull();
  });
});
