import { apiUrl, expect, portalOrigin, portalToken, signInToPortal, test, unique } from './portalFixtures';

test('signs in through its own OpenID client and hands the SDK the token, with no console session', async ({
  page,
}) => {
  const authorize = page.waitForRequest((request) => request.url().includes('/protocol/openid-connect/auth'));
  const info = page.waitForRequest((request) => request.url() === `${apiUrl}/users/info`);
  await signInToPortal(page);
  const url = new URL((await authorize).url());
  expect(url.searchParams.get('client_id')).toBe('partner-portal');
  expect(url.searchParams.get('redirect_uri')).toBe(`${portalOrigin}/auth/callback`);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  // The SDK's calls carry the portal's token: the user's name comes from the admin API.
  await expect(page.getByRole('banner')).toContainText('Olga Org');
  expect((await info).headers().authorization).toMatch(/^Bearer ey/);
  // Core's own sign-in never ran: no console token cookies.
  const cookies = await page.context().cookies(portalOrigin);
  expect(cookies.filter((c) => /token/i.test(c.name))).toEqual([]);
});

test('serves the security headers the console serves, and works under its CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(portalOrigin);
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain(new URL(apiUrl).origin);
  await signInToPortal(page);
  await expect(page.getByRole('banner')).toContainText('Olga Org');
  expect(refused).toEqual([]);
});

test('shows a notification raised on the server live, in the bell, the inbox and a toast', async ({
  page,
  request,
}) => {
  await signInToPortal(page);
  const bellHolder = page.getByTestId('portal-bell');
  await expect(bellHolder).toHaveAttribute('data-stream-status', 'open');
  const inbox = page.getByRole('main').getByRole('list', { name: 'Notifications' });
  await expect(inbox).toBeVisible();
  const bell = bellHolder.getByRole('button', { name: /^Notifications/ });
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

  const token = await portalToken(page);
  const space = await request.get(`${apiUrl}/users/space`, { headers: { authorization: `Bearer ${token}` } });
  const organizationId = ((await space.json()) as { organizations: Array<{ id: number }> }).organizations[0]?.id;
  const name = `Portal Branch ${unique()}`;
  const created = await request.post(`${apiUrl}/branches`, {
    headers: { authorization: `Bearer ${token}` },
    data: { organizationId, name },
  });
  expect(created.status(), await created.text()).toBe(201);

  await expect(inbox.getByRole('listitem').first()).toContainText(name);
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: name })).toBeVisible();
});

test('pages and searches the projects panel', async ({ page, request }) => {
  await signInToPortal(page);
  const token = await portalToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const space = (await (await request.get(`${apiUrl}/users/space`, { headers })).json()) as {
    organizations: Array<{ id: number }>;
  };
  const organizationId = space.organizations[0]?.id;
  const tag = unique();
  const branch = await request.post(`${apiUrl}/branches`, { headers, data: { organizationId, name: `Paging ${tag}` } });
  expect(branch.status(), await branch.text()).toBe(201);
  const branchId = ((await branch.json()) as { id: number }).id;
  // Twelve projects, created side by side.
  await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const res = await request.post(`${apiUrl}/workspace/project`, {
        headers,
        data: { branchId, name: `Pager ${tag} ${String(i + 1).padStart(2, '0')}` },
      });
      expect(res.status(), await res.text()).toBe(201);
    }),
  );

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('button', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(`Pager ${tag}`);
  const pages = page.getByRole('navigation', { name: /pages$/ });
  await expect(pages).toContainText('1–10 of 12');
  await expect(page.getByRole('row').filter({ hasText: `Pager ${tag}` })).toHaveCount(10);
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages).toContainText('11–12 of 12');
  await expect(page.getByRole('row').filter({ hasText: `Pager ${tag}` })).toHaveCount(2);
  // A narrower search finds exactly one.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(`Pager ${tag} 07`);
  await expect(page.getByRole('row').filter({ hasText: `Pager ${tag}` })).toHaveCount(1);
  await expect(pages).toContainText('1–1 of 1');
});

test('invites a user from the people panel', async ({ page }) => {
  await signInToPortal(page, 'org.admin@demo.test', '#/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const email = `portal-${unique()}@example.test`;
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Pat Portal');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-slot="toast-summary"]', { hasText: 'Invitation sent' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Pat Portal');
});

test('shows the deployments panel of the partner project', async ({ page }) => {
  await signInToPortal(page, 'org.admin@demo.test', '#/deployments');
  await expect(page.getByRole('heading', { level: 1, name: 'Deployments' })).toBeVisible();
  const panel = page.getByRole('main').locator('[data-console-widget]').first();
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/deploy/i).first()).toBeVisible();
});

test('speaks German when a person chooses it, keeps the choice, and goes back to English', async ({ page }) => {
  await signInToPortal(page, 'org.admin@demo.test', '#/projects');
  const tabs = page.getByRole('navigation', { name: 'Portal' });
  await expect(tabs.getByRole('button', { name: 'Projects' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(tabs.getByRole('button', { name: 'Projekte' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Projekte' })).toBeVisible();
  // The widgets follow: the projects table speaks German too.
  await expect(page.getByRole('searchbox', { name: 'Projekte durchsuchen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('keeps its top bar on one row on a 1440 px screen, and off the sides of a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToPortal(page);
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Olga Org');
  // One row: every part of the bar (brand, tabs, the user's controls) shares one line, and no tab is cut off.
  const rows = async () =>
    banner.evaluate((bar) => {
      const middles = [...bar.children].map((child) => {
        const r = child.getBoundingClientRect();
        return r.top + r.height / 2;
      });
      const tabs = bar.querySelector('nav');
      return {
        oneRow: Math.max(...middles) - Math.min(...middles) < 8,
        clipped: tabs ? tabs.scrollWidth > tabs.clientWidth + 1 : true,
      };
    });
  expect(await rows()).toEqual({ oneRow: true, clipped: false });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  expect(await rows()).toEqual({ oneRow: true, clipped: false });
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  // On a phone the bar wraps, but nothing in it runs off the side of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  const overflow = await banner.evaluate(
    (bar) =>
      [...bar.querySelectorAll('*')].filter(
        (el) => !el.closest('nav') && el.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
      ).length,
  );
  expect(overflow).toBe(0);
});

test('opens the command palette from its button and with Ctrl-K, and goes to a page or a result', async ({ page }) => {
  await signInToPortal(page, 'org.admin@demo.test', '#/inbox');
  await page.getByRole('button', { name: /Search/ }).click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const input = palette.getByRole('combobox', { name: 'Search or run a command' });
  await expect(input).toBeFocused();
  await page.keyboard.type('people');
  const pageOption = palette.getByRole('option', { name: /People/ }).first();
  await expect(pageOption).toBeVisible();
  await pageOption.click();
  await expect(palette).toBeHidden();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/people');

  // A deployment found by name opens the deployments page.
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.type('detector');
  const hit = palette.getByRole('option', { name: /defect-detector/ });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/deployments');
});

test('loads a view on its first visit, and offers a retry when its script cannot be fetched', async ({ page }) => {
  await signInToPortal(page);
  // The projects view's script is refused once, as on a dropped connection.
  let refused = 0;
  await page.route(/\/assets\/ProjectsView-[^/]+\.js$/, async (route) => {
    if (refused++ === 0) await route.abort('connectionfailed');
    else await route.continue();
  });
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('button', { name: 'Projects' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'This part could not be loaded' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toBeVisible();
  expect(refused).toBe(2);
});
