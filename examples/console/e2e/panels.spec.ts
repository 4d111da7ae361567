import type { Page } from '@playwright/test';
import { consolePath, expect, signIn, test } from './fixtures';

/**
 * The console's lists are the connected panels of @console/widgets, given only the selection's id: these tests
 * drive them against the real admin API (search, sort and filters reach the server; mutations come back).
 */

/** The names linked in a table's first column, top to bottom. */
const linkedNames = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('row').getByRole('link').allTextContents();

test("the projects panel searches, sorts and filters the organization's projects on the server", async ({ page }) => {
  await signIn(page, 'orgAdmin');
  await page.goto('/org-module/projects');
  const projects = page.getByRole('table', { name: 'Projects' });
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  const answer = page.waitForResponse((r) => r.url().includes('/workspace/project?') && r.url().includes('search=Lab'));
  await search.fill('Lab');
  expect((await answer).ok()).toBe(true);
  await expect.poll(() => linkedNames(page, 'Projects')).toEqual(expect.arrayContaining(['Speech Lab', 'Vision Lab']));
  await expect(projects).not.toContainText('Fraud Detection');

  await projects.getByRole('button', { name: 'Name' }).click();
  await expect(projects.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => (await linkedNames(page, 'Projects')).filter((n) => n.endsWith(' Lab')))
    .toEqual(['Speech Lab', 'Vision Lab']);
  await projects.getByRole('button', { name: 'Name' }).click();
  await expect
    .poll(async () => (await linkedNames(page, 'Projects')).filter((n) => n.endsWith(' Lab')))
    .toEqual(['Vision Lab', 'Speech Lab']);

  // Vision Lab is the seeded project with the notebook hub.
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Notebook hub' });
  await expect.poll(() => linkedNames(page, 'Projects')).toEqual(['Vision Lab']);
  await search.fill('zzz-no-such-project');
  await expect(page.getByText('No project matches these filters')).toBeVisible();

  await search.fill('');
  await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'All services' });
  await page.getByRole('button', { name: 'Edit Speech Lab', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/org-module\/project\/update\/\d+$/);
  await expect(page.getByRole('form', { name: 'Update project' }).getByRole('textbox', { name: /Name/ })).toHaveValue(
    'Speech Lab',
  );
});

test("the users panel filters a scope's people on the server and asks before deactivating", async ({ page }) => {
  await signIn(page, 'orgAdmin');
  await page.goto('/org-module/iam');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users).toContainText('member@demo.test');
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admin' });
  await expect(users).toContainText('org.admin@demo.test');
  await expect(users).not.toContainText('member@demo.test');
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Any' });
  await page.getByRole('searchbox', { name: 'Search users' }).fill('member@demo.test');
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('button', { name: 'Deactivate Max Member' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate Max Member?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(users.getByRole('button', { name: 'Deactivate Max Member' })).toBeVisible();
});

test("a super admin sees an organization's branches and projects, five to a page, as links only", async ({ page }) => {
  await signIn(page, 'super');
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('Acme AI');
  const projectList = page.waitForResponse(
    (r) => r.url().includes('/workspace/project?') && r.url().includes('orgId=') && r.url().includes('pageSize=5'),
  );
  await page.getByRole('link', { name: 'Acme AI', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/super-admin\/organization\/update\/\d+$/);
  expect((await projectList).ok()).toBe(true);
  const projectPages = page.getByRole('navigation', { name: 'Projects pages' });
  await expect(projectPages.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
  await expect(projectPages.getByText(/^1–5 of \d+$/)).toBeVisible();
  expect(await linkedNames(page, 'Projects')).toHaveLength(5);
  // Links only: the super admin edits and deletes on the screens they lead to.
  for (const table of ['Branches', 'Projects']) {
    await expect(page.getByRole('table', { name: table }).getByRole('columnheader', { name: 'Actions' })).toHaveCount(
      0,
    );
  }
});

test('a duplicate organization name is marked on the Name field with the server message', async ({ page }) => {
  await signIn(page, 'super');
  await page.goto('/super-admin/organization/create');
  const form = page.getByRole('form', { name: 'Create organization' });
  const name = form.getByRole('textbox', { name: /Name/ });
  await name.fill('Acme AI');
  const answer = page.waitForResponse((r) => r.url().endsWith('/organizations') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  expect((await answer).status()).toBe(409);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Acme AI already exists/);
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(consolePath(page)).toBe('/super-admin/organization/create');
});
