import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { e2eStack } from './stack';

/** The demo accounts of the reference stack and where spec section 2 lands each. */
export const demoUsers = {
  super: { email: 'super@demo.test', landing: '/super-admin/organizations' },
  orgAdmin: { email: 'org.admin@demo.test', landing: '/org-module/branches' },
  branchAdmin: { email: 'branch.admin@demo.test', landing: '/branch-module/branches' },
  projectAdmin: { email: 'project.admin@demo.test', landing: '/project-module/project-panel?active=0' },
  member: { email: 'member@demo.test', landing: '/project-member-module/project-panel?active=0' },
  nobody: { email: 'nobody@demo.test', landing: '/forbidden' },
} as const;

export type DemoUser = keyof typeof demoUsers;
export const DEMO_PASSWORD = 'demo-password';
export const product = 'console';

/** The console path (pathname + search) the page shows. */
export function consolePath(page: Page): string {
  const url = new URL(page.url());
  return url.origin === new URL(e2eStack.consoleUrl).origin ? url.pathname + url.search : url.href;
}

/** Fills the identity provider's sign-in form and submits it. */
export async function submitProviderSignIn(page: Page, email: string): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs a demo user in from the console's start page and waits for the landing page. */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin !== new URL(e2eStack.consoleUrl).origin, { waitUntil: 'commit' });
  await submitProviderSignIn(page, demoUsers[user].email);
  await page.waitForURL(
    (url) => url.origin === new URL(e2eStack.consoleUrl).origin && url.pathname !== '/callback' && url.pathname !== '/',
    { waitUntil: 'commit' },
  );
  // The landing loads the user's space, their first page and its chunk: on a loaded 2-core CI machine that has
  // taken longer than the 5 s an assertion waits by default.
  await expect(appHeading(page)).toBeVisible({ timeout: 15_000 });
}

/**
 * The heading the app itself renders: index.html's shell and the frame's loading skeleton name a navigation page
 * too (`data-shell-heading`), before the app can take input, so a test that waits for "a heading" would act early.
 */
export function appHeading(page: Page) {
  return page.locator('h1:not([data-shell-heading])');
}

/** Serious or critical axe violations on the current page. */
export async function seriousViolations(page: Page) {
  // Pages fade in (route transition): judge colours once finite animations have settled, not mid-fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** A page in its own context (axe needs `browser.newContext()`) that fails the test on uncaught errors. */
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
