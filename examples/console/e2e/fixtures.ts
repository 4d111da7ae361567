import AxeBuilder from '@axe-core/playwright';
import { test as base, type Cookie, expect, type Page } from '@playwright/test';
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

/**
 * The identity provider's session cookies of each demo user, kept from their first sign-in in this worker: a later
 * sign-in of the same user goes through the same authorization code flow with PKCE, and the provider, seeing its
 * session, answers without its form, as it does for a person who signed in earlier that day. The form itself is
 * tested where a test asks for it (`submitProviderSignIn`); a session that ended (a test signed out) is noticed and
 * the form filled again.
 */
const providerSessions = new Map<DemoUser, Cookie[]>();

/** Signs a demo user in from the console's start page and waits for the landing page. */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  const consoleOrigin = new URL(e2eStack.consoleUrl).origin;
  const providerOrigin = new URL(e2eStack.issuer).origin;
  const kept = providerSessions.get(user);
  if (kept) await page.context().addCookies(kept);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const landed = (url: URL) => url.origin === consoleOrigin && url.pathname !== '/callback' && url.pathname !== '/';
  await page.waitForURL((url) => url.origin !== consoleOrigin || landed(url), { waitUntil: 'commit' });
  // With a live provider session the browser comes straight back; without one the provider shows its form.
  const form = page.getByLabel('Email');
  await expect(form.or(appHeading(page)).first()).toBeVisible({ timeout: 15_000 });
  const asked = new URL(page.url()).origin === providerOrigin && (await form.isVisible());
  if (asked) await submitProviderSignIn(page, demoUsers[user].email);
  await page.waitForURL(landed, { waitUntil: 'commit' });
  // Cookies are per host, not per port: only the provider's own session cookies are kept, never the console's.
  if (asked)
    providerSessions.set(
      user,
      (await page.context().cookies(providerOrigin)).filter((c) => c.name.startsWith('_session')),
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
  // Pages fade in (route transition), toasts slide in: judge colours once finite animations have settled, not
  // mid-fade. A violation is looked at again after the page settles once more: something that started animating
  // while axe read the page (a toast a live notice raised) is judged when it is in place; a real one stays.
  const serious = (v: { impact?: string | null }) => v.impact === 'serious' || v.impact === 'critical';
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] = [];
  for (let look = 0; look < 3; look++) {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    violations = (await new AxeBuilder({ page }).analyze()).violations.filter(serious);
    if (violations.length === 0) break;
  }
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
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
