import {
  appHeading,
  consolePath,
  type DemoUser,
  demoUsers,
  expect,
  product,
  seriousViolations,
  signIn,
  submitProviderSignIn,
  test,
} from './fixtures';
import { e2eStack } from './stack';

const landingTitles: Record<DemoUser, string> = {
  super: 'Organizations',
  orgAdmin: 'Branches',
  branchAdmin: 'Branches',
  projectAdmin: 'Project Panel',
  member: 'Project Panel',
  nobody: 'Forbidden',
};

test.describe('landing after sign-in (spec section 2)', () => {
  for (const user of Object.keys(demoUsers) as DemoUser[]) {
    test(`${demoUsers[user].email} lands on ${demoUsers[user].landing}`, async ({ page }) => {
      await signIn(page, user);
      await expect.poll(() => consolePath(page)).toBe(demoUsers[user].landing);
      await expect(page).toHaveTitle(`${product}-${landingTitles[user]}`);
    });
  }
});

test('a role too weak for a module is sent to /forbidden', async ({ page }) => {
  await signIn(page, 'member');
  for (const path of [
    '/super-admin/organizations',
    '/org-module/branches',
    '/branch-module/projects',
    '/project-module/project-panel',
  ]) {
    await page.goto(path);
    await expect.poll(() => consolePath(page)).toBe('/forbidden');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  }
  await page.goto('/project-member-module/tickets');
  await expect(page).toHaveTitle(`${product}-Tickets`);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`${product}-Not Found`);
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('/login and /not-authenticated show the not-authenticated screen when signed out, the base path when signed in', async ({
  page,
}) => {
  for (const path of ['/login', '/not-authenticated']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
    await expect(page).toHaveTitle(`${product}-Not Authenticated`);
  }
  await signIn(page, 'orgAdmin');
  await page.goto('/login');
  await expect.poll(() => consolePath(page)).toBe(demoUsers.orgAdmin.landing);
  await page.goto('/');
  await expect.poll(() => consolePath(page)).toBe(demoUsers.orgAdmin.landing);
});

test('titles follow {product}-{route title} while navigating a module', async ({ page }) => {
  await signIn(page, 'super');
  const nav = page.getByRole('navigation', { name: 'Super admin module' });
  for (const title of [
    'Cluster Overview',
    'Notifications',
    'Ticket Dashboard',
    'SLA List',
    'Tickets',
    'IAM',
    'Organizations',
  ]) {
    await nav.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveTitle(`${product}-${title}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await page.goto('/super-admin/sla/create');
  await expect(page).toHaveTitle(`${product}-Create SLA`);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'SLA List' }),
  ).toBeVisible();
  // A super admin first picks the organization the policy is for.
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Organization' })).toBeVisible();
});

test('sign-out lands on the root; a protected route afterwards asks the provider to sign in again', async ({
  page,
}) => {
  await signIn(page, 'branchAdmin');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-stream-status', 'open');
  // From the click on, the live stream asks for nothing: not with the old token, not without one.
  const streamRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/notifications/sse')) {
      streamRequests.push(request.headers().authorization ?? 'no token');
    }
  });
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${e2eStack.consoleUrl}/`);
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await expect(page).toHaveTitle(product);
  await page.waitForTimeout(3_000);
  expect(streamRequests).toEqual([]);
  await page.goto('/branch-module/branches');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(e2eStack.issuer).origin);
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'member');
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/token') && r.postData()?.includes('grant_type=refresh_token')) {
      refreshes.push(r.url());
    }
  });
  // The e2e stack issues access tokens for 20 s and the API allows 5 s of clock skew (scripts/start.mjs).
  await page.waitForTimeout(28_000);
  await page.getByRole('navigation', { name: 'Project module' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const feed = page.getByRole('main').getByRole('list', { name: 'Notifications' });
  await expect(feed.or(page.getByText('No notifications yet'))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(consolePath(page)).toBe('/project-member-module/notifications');
  expect(refreshes.length).toBeGreaterThan(0);
});

test('a refused token refresh sends the user to the root', async ({ page }) => {
  await signIn(page, 'member');
  // Without a refresh token, the next 401 cannot be recovered: the session ends.
  const context = page.context();
  await context.clearCookies({ name: 'refresh_token' });
  const [access] = (await context.cookies()).filter((c) => c.name === 'access_token');
  if (!access) throw new Error('no access token cookie');
  await context.addCookies([{ ...access, value: 'not-a-valid-token' }]);
  // Any call can be the one that meets the 401 (the live stream may reconnect first), so do not wait on a
  // click in a page that may already be leaving: load a protected page whose first call is refused.
  await page.goto('/project-member-module/notifications');
  await page.waitForURL(`${e2eStack.consoleUrl}/`);
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
});

test('a notification raised on the server shows as a toast and in the bell without a reload', async ({
  page,
  request,
}) => {
  await signIn(page, 'super');
  await page.goto('/super-admin/notifications');
  const feed = page.getByRole('main').getByRole('list', { name: 'Notifications' });
  await expect(feed).toBeVisible();
  // The stream replays only what came after the last event it saw, so wait for it to be live.
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-stream-status', 'open');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
  const token = await accessToken(page);
  const name = `E2E Org ${Date.now()}`;
  const res = await request.post(`${e2eStack.apiUrl}/organizations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name },
  });
  expect(res.status(), await res.text()).toBe(201);
  // The toast area of the root screen sits at the bottom right (spec section 2).
  const toast = page.locator('[data-slot="toaster"][data-position="bottom-right"] [data-slot="toast"]').filter({
    hasText: name,
  });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Organization created');
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await expect(feed.getByRole('listitem').first()).toContainText(name);
  // The bell's popover lists it too, and marking it read there lowers the count at once.
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Latest notifications' });
  await expect(popover.getByRole('listitem').first()).toContainText(name);
  await popover.getByRole('button', { name: 'Mark as read: Organization created' }).first().click();
  await expect(bell).toHaveAccessibleName(before === 0 ? 'Notifications' : `Notifications, ${before} unread`);
});

test('the project panel shows the project services and members, its tab kept in ?active=', async ({ page }) => {
  await signIn(page, 'projectAdmin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Vision Lab' })).toBeVisible();
  await expect(main.getByText('Notebook hub').first()).toBeVisible();
  await main.getByRole('tab', { name: 'Members' }).click();
  await expect.poll(() => consolePath(page)).toBe('/project-module/project-panel?active=1');
  await expect(main.getByRole('list', { name: 'Members' })).toContainText('Max Member');
  await page.reload();
  await expect(main.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
});

test('the notifications page filters unread, marks one read and marks all read', async ({ page }) => {
  await signIn(page, 'orgAdmin');
  await page
    .getByRole('navigation', { name: 'Organization module' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  const main = page.getByRole('main');
  const feed = main.getByRole('list', { name: 'Notifications' });
  await expect(feed).toBeVisible();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  // The demo data leaves unread notifications for the super admin.
  await expect(bell).toHaveAccessibleName(/\d+ unread/);
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  await main.getByLabel('Unread only').check();
  const markOne = feed.getByRole('button', { name: /^Mark as read:/ });
  await expect(markOne).toHaveCount(Math.min(unread, 10));
  await markOne.first().click();
  await expect(bell).toHaveAccessibleName(unread > 1 ? `Notifications, ${unread - 1} unread` : 'Notifications');
  await main.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(main.getByText('No unread notifications')).toBeVisible();
  await main.getByLabel('Unread only').uncheck();
  await expect(feed.getByRole('listitem').first()).toBeVisible();
});

test('the context switcher leads to the module of the chosen level as the role allows', async ({ page }) => {
  await signIn(page, 'super');
  await page.getByLabel('Organization', { exact: true }).selectOption({ label: 'Acme AI' });
  await expect.poll(() => consolePath(page)).toBe('/org-module/branches');
  await expect(page.getByTestId('role')).toHaveText('Super Admin');
  await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Research' });
  await expect.poll(() => consolePath(page)).toBe('/branch-module/branches');
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Speech Lab' });
  await expect.poll(() => consolePath(page)).toBe('/project-module/project-panel?active=0');
  await expect(page).toHaveTitle(`${product}-Project Panel`);
  // Entering a wider module clears the narrower selections.
  await page.getByRole('navigation', { name: 'Project module' }).getByRole('link', { name: 'Tickets' }).click();
  await page.goto('/org-module/projects');
  await expect(page.getByLabel('Branch', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Project', { exact: true })).toBeDisabled();
});

test('the Jupyter routes need a project with the notebook hub', async ({ page }) => {
  await signIn(page, 'branchAdmin');
  const project = page.getByLabel('Project', { exact: true });
  await project.selectOption({ label: 'Speech Lab' });
  await expect.poll(() => consolePath(page)).toBe('/project-module/project-panel?active=0');
  await page.goto('/project-module/jupyter-notebooks');
  await expect.poll(() => consolePath(page)).toBe('/forbidden');
  await page.goto('/project-module/project-panel');
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Vision Lab' });
  await expect(page.getByRole('main').getByText('Vision Lab')).toBeVisible();
  await page.goto('/project-module/jupyter-notebooks');
  await expect(page).toHaveTitle(`${product}-Jupyter Notebooks`);
  expect(consolePath(page)).toBe('/project-module/jupyter-notebooks');
});

test('axe finds no serious or critical violation on the shell pages', async ({ page }) => {
  const found: string[] = [];
  const check = async (label: string) => {
    for (const v of await seriousViolations(page)) found.push(`${label}: ${v}`);
  };
  await page.goto('/');
  await expect(appHeading(page)).toBeVisible();
  await check('/');
  await page.goto('/no/such/page');
  await expect(appHeading(page)).toBeVisible();
  await check('not found');
  await signIn(page, 'super');
  await check('organizations');
  for (const path of ['/super-admin/notifications', '/super-admin/sla/create']) {
    await page.goto(path);
    await expect(appHeading(page)).toBeVisible();
    await check(path);
  }
  await page.goto('/project-member-module/project-panel');
  await expect(appHeading(page)).toBeVisible();
  await check('forbidden');
  expect(found).toEqual([]);
});

test('axe finds no serious or critical violation in the branch and project modules, bell open', async ({ page }) => {
  const found: string[] = [];
  const check = async (label: string) => {
    for (const v of await seriousViolations(page)) found.push(`${label}: ${v}`);
  };
  await signIn(page, 'branchAdmin');
  await expect(page.getByTestId('role')).toHaveText('Branch Admin');
  await check('branch module');
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Vision Lab' });
  await expect(page.getByRole('main').getByText('Vision Lab')).toBeVisible();
  await check('project panel');
  await page.goto('/project-module/jupyter-notebooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Jupyter Notebooks' })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Latest notifications' })).toBeVisible();
  await check('bell popover');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /User menu/ }).click();
  await check('user menu');
  expect(found).toEqual([]);
});

test('signing in from a protected page returns there', async ({ page }) => {
  await page.goto('/org-module/tickets');
  await submitProviderSignIn(page, demoUsers.orgAdmin.email);
  await expect.poll(() => consolePath(page)).toBe('/org-module/tickets');
  await expect(page).toHaveTitle(`${product}-Tickets`);
});

/** The signed-in user's access token, read from the console's token cookie. */
async function accessToken(page: import('@playwright/test').Page): Promise<string> {
  const cookies = await page.context().cookies();
  const parts = cookies
    .filter((c) => c.name === 'access_token' || c.name.startsWith('access_token.'))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const token = decodeURIComponent(parts.map((c) => c.value).join(''));
  if (!token) throw new Error('no access token cookie');
  return token;
}
