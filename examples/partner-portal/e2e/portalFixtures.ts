import { test as base, expect, type Page } from '@playwright/test';
import { portalStack } from './portalStack';

export const PASSWORD = 'demo-password';
export const portalOrigin = new URL(portalStack.portalUrl).origin;
export const { apiUrl } = portalStack;

/** A short random suffix: e2e specs share one database, so every name they create is unique. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the portal's own button and the provider's form; resolves back on the portal. */
export async function signInToPortal(page: Page, email = 'org.admin@demo.test', hash = ''): Promise<void> {
  await page.goto(`/${hash}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin !== portalOrigin, { waitUntil: 'commit' });
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === portalOrigin && url.pathname === '/', { waitUntil: 'commit' });
  await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
}

/** The access token the portal's own OIDC client keeps (session storage), for calls a test makes itself. */
export async function portalToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => sessionStorage.getItem('partner-portal.tokens'));
  if (!raw) throw new Error('the portal holds no tokens');
  return (JSON.parse(raw) as { accessToken: string }).accessToken;
}

/** A page in its own context that fails the test on uncaught errors. */
export const test = base.extend<{ page: Page }>({
  page: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext(baseURL ? { baseURL } : {});
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page);
    await context.close();
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };
