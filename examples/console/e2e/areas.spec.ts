import type { Page } from '@playwright/test';
import { consolePath, expect, seriousViolations, signIn, test } from './fixtures';
import { e2eStack } from './stack';

/** A name no other run of this file has used, so tests may create what they need. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** The row of a table that contains `text`. */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A toast whose summary is `summary`. */
const toast = (page: Page, summary: string | RegExp) =>
  page.locator('[data-slot="toast-summary"]', { hasText: summary });

test('the super admin creates an organization and finds it in the list', async ({ page }) => {
  const name = unique('E2E Org');
  await signIn(page, 'super');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect.poll(() => consolePath(page)).toBe('/super-admin/organization/create');
  const form = page.getByRole('form', { name: 'Create organization' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('textbox', { name: /Contact email/ }).fill('ops@example.test');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect.poll(() => consolePath(page)).toBe('/super-admin/organizations');
  await expect(toast(page, 'Organization created')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill(name);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});

test("a super admin reaches an organization's branches and projects from its update screen", async ({ page }) => {
  await signIn(page, 'super');
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('Acme AI');
  await page.getByRole('link', { name: 'Acme AI', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/super-admin\/organization\/update\/\d+$/);
  const organization = consolePath(page);
  await expect(
    page.getByRole('form', { name: 'Update organization' }).getByRole('textbox', { name: /Name/ }),
  ).toHaveValue('Acme AI');
  await page.getByRole('link', { name: 'Research', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/super-admin\/branch\/update\/\d+$/);
  await page.getByRole('form', { name: 'Update branch' }).getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => consolePath(page)).toBe(organization);
  await page.getByRole('link', { name: 'Vision Lab', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/super-admin\/project\/update\/\d+$/);
  await expect(page.getByRole('button', { name: 'Remove Notebook hub' })).toBeVisible();
});

test('the organization admin creates a branch and a project with services, sees them provisioned, and invites a user', async ({
  page,
}) => {
  const branch = unique('E2E Branch');
  const project = unique('E2E Project');
  const email = `invited-${Date.now().toString(36)}@example.test`;
  await signIn(page, 'orgAdmin');

  // A branch in the selected organization.
  await page.getByRole('button', { name: 'Create branch' }).click();
  await expect.poll(() => consolePath(page)).toBe('/org-module/branch/create');
  const branchForm = page.getByRole('form', { name: 'Create branch' });
  await branchForm.getByRole('textbox', { name: /Name/ }).fill(branch);
  await branchForm.getByRole('button', { name: 'Create', exact: true }).click();
  await expect.poll(() => consolePath(page)).toBe('/org-module/branches');
  await expect(page.getByRole('link', { name: branch, exact: true })).toBeVisible();

  // A project in it with two services to provision.
  await page.goto('/org-module/projects');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect.poll(() => consolePath(page)).toBe('/org-module/project/create');
  const projectForm = page.getByRole('form', { name: 'Create project' });
  await projectForm.getByRole('textbox', { name: /Name/ }).fill(project);
  await projectForm.getByRole('combobox', { name: /Branch/ }).selectOption({ label: branch });
  await projectForm.getByRole('checkbox', { name: 'Object storage' }).check();
  await projectForm.getByRole('checkbox', { name: 'Container registry' }).check();
  await projectForm.getByRole('button', { name: 'Create', exact: true }).click();
  await expect.poll(() => consolePath(page)).toBe('/org-module/projects');
  await expect(toast(page, 'Project created')).toBeVisible();

  // The services provision (PROVISIONING, then READY after a short delay) and a live toast says so.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(project);
  const row = rowWith(page, project);
  await expect(row).toContainText('Object storage');
  await expect(row).toContainText('Container registry');
  await expect(row).not.toContainText('Provisioning', { timeout: 15_000 });
  await expect(row).toContainText('Object storage: Ready');
  await expect(row).toContainText('Container registry: Ready');
  await expect(toast(page, /is ready/).first()).toBeVisible();

  // An invitation; the person then shows in IAM.
  await page.goto('/org-module/iam');
  await page.getByRole('button', { name: 'Invite user' }).click();
  await expect.poll(() => consolePath(page)).toBe('/org-module/invite-user');
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Ivy Invited');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect.poll(() => consolePath(page)).toBe('/org-module/iam');
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(rowWith(page, email)).toContainText('Ivy Invited');
});

test('a branch admin sees nothing of another organization, on screen or through the API', async ({ page }) => {
  const bearer = page
    .waitForRequest((r) => r.url().startsWith(e2eStack.apiUrl) && r.headers().authorization !== undefined)
    .then((r) => r.headers().authorization ?? '');
  await signIn(page, 'branchAdmin');
  await expect(page.getByRole('link', { name: 'Research', exact: true })).toBeVisible();
  await expect(page.getByText('Headquarters')).toHaveCount(0);
  await page.getByRole('link', { name: 'Research', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Branch Information' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Research' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Acme AI');

  await page.goto('/branch-module/projects');
  await expect(page.getByRole('link', { name: 'Vision Lab', exact: true })).toBeVisible();
  await expect(page.getByText('Demand Forecast')).toHaveCount(0);
  await expect(page.getByText('Globex')).toHaveCount(0);

  await page.goto('/branch-module/iam');
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('branch.admin@demo.test');
  await expect(page.getByText('gil@globex.test')).toHaveCount(0);
  await expect(page.getByText('greta@globex.test')).toHaveCount(0);

  // Globex is organization 2 with branch 3 and project 6 in the seeded demo data.
  await page.goto('/branch-module/branch/3');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(page.getByText('Headquarters')).toHaveCount(0);
  await page.goto('/branch-module/project/update/6');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Name/ })).toHaveCount(0);
  await expect(page.getByText('Demand Forecast')).toHaveCount(0);

  const authorization = await bearer;
  expect(authorization).toMatch(/^Bearer /);
  for (const path of ['/organizations/2', '/branches/3', '/workspace/project/6', '/users?organizationId=2']) {
    const response = await page.request.get(`${e2eStack.apiUrl}${path}`, { headers: { authorization } });
    expect([403, 404], `${path} answers ${response.status()}`).toContain(response.status());
  }
});

test('a favorite persists across reload', async ({ page }) => {
  await signIn(page, 'orgAdmin');
  await page.goto('/org-module/projects');
  const star = page.getByRole('button', { name: 'Favorite Speech Lab', exact: true });
  await expect(star).toBeVisible();
  const before = (await star.getAttribute('aria-pressed')) === 'true';
  const saved = page.waitForResponse((r) => r.url().includes('/favorite') && r.request().method() === 'POST');
  await star.click();
  expect((await saved).ok()).toBe(true);
  await expect(star).toHaveAttribute('aria-pressed', String(!before));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Favorite Speech Lab', exact: true })).toHaveAttribute(
    'aria-pressed',
    String(!before),
  );
});

test('a server validation error shows at the field it concerns', async ({ page }) => {
  await signIn(page, 'orgAdmin');
  await page.goto('/org-module/invite-user');
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByRole('textbox', { name: /Email/ }).fill('member@demo.test');
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Max Again');
  const answer = page.waitForResponse((r) => r.url() === `${e2eStack.apiUrl}/users` && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  expect((await answer).status()).toBe(409);
  await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
    /A user with the email member@demo.test already exists/,
  );
  await expect(dialog).toBeVisible();
  expect(consolePath(page)).toBe('/org-module/invite-user');
});

test('a destructive action asks first and can be cancelled', async ({ page }) => {
  await signIn(page, 'orgAdmin');
  await page.goto('/org-module/projects');
  await page.getByRole('button', { name: 'Delete Speech Lab', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Speech Lab?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: 'Speech Lab', exact: true })).toBeVisible();

  // The same on a project's services: removing one asks, and cancelling keeps it.
  await page.getByRole('link', { name: 'Vision Lab', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/org-module\/project\/update\/\d+$/);
  await page.getByRole('button', { name: 'Remove Notebook hub' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Remove Notebook hub?' });
  await expect(remove).toBeVisible();
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Notebook hub' })).toBeVisible();
});

test('an organization admin edits a branch and comes back to its information, changed', async ({ page }) => {
  const description = unique('Edited by e2e');
  await signIn(page, 'orgAdmin');
  await page.getByRole('link', { name: 'Production', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Branch Information' })).toBeVisible();
  const info = consolePath(page);
  await page.getByRole('button', { name: 'Edit branch' }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/org-module\/branch\/update\/\d+$/);
  const form = page.getByRole('form', { name: 'Update branch' });
  await expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('Production');
  await form.getByRole('textbox', { name: /Description/ }).fill(description);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => consolePath(page)).toBe(info);
  await expect(toast(page, 'Branch saved')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(description);
});

test('an organization admin opens a user and assigns them to a project', async ({ page }) => {
  await signIn(page, 'orgAdmin');
  await page.goto('/org-module/iam');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('member@demo.test');
  await page.getByRole('link', { name: 'Max Member', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/org-module\/user-detail\/\d+$/);
  await expect(page.getByRole('main')).toContainText('member@demo.test');
  const assign = page.getByRole('form', { name: 'Assign to a project' });
  await assign
    .getByRole('combobox', { name: 'Project' })
    .selectOption({ label: 'Acme AI / Production / Fraud Detection' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page, 'Role assigned')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Fraud Detection');
});

test('the area screens pass axe without serious violations', async ({ page }) => {
  await signIn(page, 'orgAdmin');
  for (const [path, title] of [
    ['/org-module/branches', 'Branches'],
    ['/org-module/branch/create', 'Create branch'],
    ['/org-module/projects', 'Projects'],
    ['/org-module/project/create', 'Create project'],
    ['/org-module/iam', 'IAM'],
    ['/org-module/invite-user', 'Invite User'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"], [data-slot="loading-state"]')).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('a branch admin creates a project in their branch, and is offered no branch creation or deletion', async ({
  page,
}) => {
  const project = unique('Branch Project');
  await signIn(page, 'branchAdmin');
  await expect(page.getByRole('link', { name: 'Research', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create branch' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.goto('/branch-module/projects');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect.poll(() => consolePath(page)).toBe('/branch-module/project/create');
  const form = page.getByRole('form', { name: 'Create project' });
  const branch = form.getByRole('combobox', { name: /Branch/ });
  await expect(branch.getByRole('option', { name: 'Research' })).toHaveCount(1);
  await expect(branch.getByRole('option')).toHaveCount(2); // "Choose a branch" and Research only
  await form.getByRole('textbox', { name: /Name/ }).fill(project);
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect.poll(() => consolePath(page)).toBe('/branch-module/projects');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(project);
  await expect(rowWith(page, project)).toContainText('Research');
});

test('a project admin invites into their project only and returns to its members', async ({ page }) => {
  const email = `member-${Date.now().toString(36)}@example.test`;
  await signIn(page, 'projectAdmin');
  await page.goto('/project-module/invite-user');
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  const where = dialog.getByRole('combobox', { name: /Where/ });
  await expect(where.getByRole('option')).toHaveText(['Acme AI / Research / Vision Lab']);
  await expect(dialog.getByRole('combobox', { name: /Role/ })).toHaveValue('MEMBER');
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Mia Member');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect.poll(() => consolePath(page)).toBe('/project-module/project-panel?active=1');
  await expect(page.getByRole('main')).toContainText(email);
});
