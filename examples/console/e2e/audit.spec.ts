import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { consolePath, expect, product, seriousViolations, signIn, test } from './fixtures';
import { e2eStack } from './stack';

/** The signed-in user's access token, read from the console's token cookie (split in chunks when long). */
async function accessToken(page: Page): Promise<string> {
  const parts = (await page.context().cookies())
    .filter((c) => c.name === 'access_token' || c.name.startsWith('access_token.'))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const token = decodeURIComponent(parts.map((c) => c.value).join(''));
  if (!token) throw new Error('no access token cookie');
  return token;
}

/** A page of its own (own cookies) signed in as `user`. */
async function signedIn(browser: Browser, user: 'super' | 'orgAdmin'): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eStack.consoleUrl });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** A GET on the admin API as the page's user. */
async function api(page: Page, path: string, init: { method?: string } = {}) {
  return page.request.fetch(`${e2eStack.apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
}

interface Entry {
  id: number;
  action: string;
  branchId: number | null;
  projectId: number | null;
  resource: { kind: string; name: string };
}

// In the seeded demo data Acme AI is organization 1: Research is branch 1, Production branch 2 with
// Recommendations (project 5); Globex is organization 2 with Demand Forecast (project 6).
const RECOMMENDATIONS = 5;

test('an organization admin renames a project, sees the entry arrive live with before and after, and exports it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const renamed = `Recommendations ${Date.now().toString(36)}`;
  await signIn(page, 'orgAdmin');
  await page.getByRole('link', { name: 'Audit Log' }).first().click();
  await expect.poll(() => consolePath(page)).toBe('/org-module/audit-log');
  await expect(page).toHaveTitle(`${product}-Audit Log`);
  const log = page.getByRole('table', { name: 'Audit entries' });
  await expect(log).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The rename happens in another tab; the log shows it without a reload.
  const editor = await page.context().newPage();
  await editor.goto(`/org-module/project/update/${RECOMMENDATIONS}`);
  const form = editor.getByRole('form', { name: 'Update project' });
  await expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('Recommendations');
  await form.getByRole('textbox', { name: /Name/ }).fill(renamed);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => consolePath(editor)).not.toMatch(/update/);

  const row = log.getByRole('row').filter({ hasText: renamed }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Updated');
  await expect(row).toContainText('Olga Org');
  await expect(row.locator('del')).toHaveText('Recommendations');
  await expect(row.locator('ins')).toHaveText(renamed);
  await expect(page.getByRole('status').filter({ hasText: `New entry: Updated ${renamed}` })).toBeAttached();

  // Filtered to projects and exported: the CSV holds the entry with both names.
  await page.getByLabel('Kind').selectOption('Project');
  await expect(log.getByRole('row').filter({ hasText: renamed }).first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^id,at,actor_kind,actor_name,actor_email/);
  const line = lines.find((l) => l.includes(renamed));
  expect(line).toContain('UPDATE');
  expect(line).toContain('org.admin@demo.test');
  expect(line).toContain('Recommendations');
  expect(lines.slice(1).every((l) => l.includes(',PROJECT,'))).toBe(true);

  // A branch admin of Research does not see Production's entries, in the screen or through the API.
  const context = await browser.newContext({ baseURL: e2eStack.consoleUrl });
  const branch = await context.newPage();
  await signIn(branch, 'branchAdmin');
  await branch.goto('/branch-module/audit-log');
  await expect(branch.getByRole('table', { name: 'Audit entries' })).toBeVisible();
  await expect(branch.getByText(renamed)).toHaveCount(0);
  const seen = (await (await api(branch, '/audit/entries?limit=200')).json()) as { items: Entry[] };
  expect(seen.items.length).toBeGreaterThan(0);
  expect(seen.items.every((e) => e.branchId === 1)).toBe(true);
  const asked = (await (await api(branch, `/audit/entries?projectId=${RECOMMENDATIONS}`)).json()) as { items: Entry[] };
  expect(asked.items).toEqual([]);
  await context.close();

  // Put the name back for the other specs.
  await editor.goto(`/org-module/project/update/${RECOMMENDATIONS}`);
  await form.getByRole('textbox', { name: /Name/ }).fill('Recommendations');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => consolePath(editor)).not.toMatch(/update/);
});

test('a member has no audit route, and entries cannot be changed or deleted through the API', async ({
  page,
  browser,
}) => {
  await signIn(page, 'member');
  await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  await page.goto('/project-member-module/audit-log');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  expect((await api(page, '/audit/entries')).status()).toBe(403);
  expect((await api(page, '/audit/entries/export')).status()).toBe(403);

  const admin = await signedIn(browser, 'super');
  const [entry] = ((await (await api(admin, '/audit/entries?limit=1')).json()) as { items: Entry[] }).items;
  expect(entry).toBeDefined();
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    const status = (await api(admin, `/audit/entries/${entry?.id}`, { method })).status();
    expect([404, 405], `${method} answers ${status}`).toContain(status);
  }
  const again = ((await (await api(admin, '/audit/entries?limit=1')).json()) as { items: Entry[] }).items[0];
  expect(again).toEqual(entry);
  await admin.context().close();
});

test('the palette finds a deployment by one word and opens it with the keyboard alone, never another tenant’s', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'projectAdmin');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const input = palette.getByRole('combobox', { name: 'Search or run a command' });
  await expect(input).toBeFocused();
  await page.keyboard.type('detector');
  const option = palette.getByRole('option', { name: /defect-detector/ });
  await expect(option).toBeVisible();
  await expect(palette.getByRole('status')).toHaveText(/\d+ results?/);
  // The deployment is the first result: Enter opens it.
  await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(palette.getByRole('option').first()).toContainText('defect-detector');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect.poll(() => consolePath(page)).toMatch(/^\/project-module\/triton-inference\/\d+$/);
  await expect(page.getByRole('main')).toContainText('defect-detector');

  // Opened again, it remembers the choice; another tenant's project is never offered.
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('group', { name: 'Recent' })).toContainText('defect-detector');
  await page.keyboard.type('forecast');
  await expect(palette.getByText('Nothing matches “forecast”')).toBeVisible();
  await expect(palette.getByRole('option', { name: /Demand Forecast/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  const org = await signedIn(browser, 'orgAdmin');
  await org.keyboard.press('Control+k');
  await org.keyboard.type('forecast');
  await expect(
    org.getByRole('dialog', { name: 'Command palette' }).getByText('Nothing matches “forecast”'),
  ).toBeVisible();
  const hits = (await (await api(org, '/search?q=forecast')).json()) as { items: unknown[] };
  expect(hits.items).toEqual([]);
  const own = (await (await api(org, '/search?q=recommend')).json()) as { items: { name: string }[] };
  expect(own.items.map((h) => h.name)).toContainEqual(expect.stringMatching(/^Recommendations/));
  await org.context().close();
});
