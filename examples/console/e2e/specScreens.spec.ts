import type { Page } from '@playwright/test';
import { appHeading, expect as baseExpect, consolePath, seriousViolations, signIn, test } from './fixtures';
import { e2eStack } from './stack';

// These screens each fetch several parts; on a loaded machine a part can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A toast whose summary is `summary`. */
const toast = (page: Page, summary: string) => page.locator('[data-slot="toast-summary"]', { hasText: summary });

/** Signs the org admin in, giving a first, cold sign-in of the run longer to load the workspace. */
async function signInOrgAdmin(page: Page) {
  await signIn(page, 'orgAdmin').catch(() => undefined);
  await expect(appHeading(page)).toBeVisible({ timeout: 30_000 });
}

/** Opens the edit dialog from the users list row of `name` (found by `email`) on the organization's IAM page. */
async function editFromList(page: Page, name: string, email = 'member@demo.test') {
  await page.goto('/org-module/iam');
  const users = page.getByRole('table', { name: 'Users' });
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('button', { name: `Edit user ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  return dialog;
}

test("an org admin edits a user's name and disables them, then sends a password reset", async ({ page }) => {
  test.setTimeout(120_000);
  await signInOrgAdmin(page);

  // From the users list: rename and disable Max in one save; the list shows both.
  let dialog = await editFromList(page, 'Max Member');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Max Mustermann');
  await dialog.getByRole('checkbox', { name: 'Enabled' }).uncheck();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'User saved')).toBeVisible();
  const users = page.getByRole('table', { name: 'Users' });
  const row = users.getByRole('row', { name: /Max Mustermann/ });
  await expect(row).toContainText('Inactive');

  // A taken email is marked on the Email field with the server's words.
  dialog = await editFromList(page, 'Max Mustermann');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('org.admin@demo.test');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'A user with the email org.admin@demo.test already exists',
  );
  // Back as they were (other specs sign Max in), from the user detail page this time.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await users.getByRole('link', { name: 'Max Mustermann' }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/org-module\/user-detail\/\d+$/);
  await page.getByRole('button', { name: 'Edit user', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Max Mustermann' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Max Member');
  await dialog.getByRole('checkbox', { name: 'Enabled' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Max Member' })).toBeVisible();

  // The password reset asks first, then confirms with a toast.
  await page.getByRole('button', { name: 'Send password reset' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send a password reset to Max Member?' });
  await expect(confirm).toContainText('member@demo.test');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Send password reset' }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(page, 'Password reset sent')).toBeVisible();
});

test('an edit the server refuses in part saves nothing: the name stays and the dialog shows why', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A super admin in a second browser; the test borrows its bearer to change roles behind the org admin's back.
  const superContext = await browser.newContext({ baseURL: e2eStack.consoleUrl });
  const superPage = await superContext.newPage();
  const bearer = new Promise<string>((resolve) =>
    superPage.on('request', (r) => {
      const authorization = r.headers().authorization;
      if (authorization && r.url().startsWith(e2eStack.apiUrl)) resolve(authorization);
    }),
  );
  await signIn(superPage, 'super');
  const authorization = await bearer;
  const asSuper = async (method: string, path: string, data?: object) => {
    const res = await superPage.request.fetch(`${e2eStack.apiUrl}${path}`, {
      method,
      headers: { authorization },
      ...(data ? { data } : {}),
    });
    expect(res.status(), `${method} ${path}`).toBe(200);
    return res.json();
  };
  const found = await asSuper('GET', '/users?search=org.admin%40demo.test');
  const olga = found.items[0] as { id: number; name: string; assignments: { organizationId: number }[] };
  const acme = olga.assignments[0]?.organizationId;
  expect(olga.name).toBe('Olga Org');

  await signInOrgAdmin(page);
  try {
    // Olga renames herself and steps down to member of Acme AI...
    const dialog = await editFromList(page, 'Olga Org', 'org.admin@demo.test');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Olga Renamed');
    await dialog.getByRole('combobox', { name: /^Role in/ }).selectOption('MEMBER');
    // ...while a super admin has already made her a member there, so the role change is no longer hers to make.
    await asSuper('POST', `/workspace/users/${olga.id}`, { organizationId: acme, role: 'MEMBER' });
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(e2eStack.apiUrl) && !['GET', 'HEAD', 'OPTIONS'].includes(r.method()))
        writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('You are not allowed to do this here');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Olga Renamed');
    expect(writes).toEqual([`POST /users/${olga.id}/edit`]);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await asSuper('POST', `/workspace/users/${olga.id}`, { organizationId: acme, role: 'ADMIN' });
    await superContext.close();
  }
  // Nothing of the edit was saved: after a reload she is still Olga Org.
  await page.reload();
  await expect(appHeading(page)).toBeVisible();
  const again = await editFromList(page, 'Olga Org', 'org.admin@demo.test');
  await expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue('Olga Org');
});

test("an org admin opens a project's details: status, current services, groups and the branch's project list", async ({
  page,
}) => {
  await signInOrgAdmin(page);
  await page.goto('/org-module/projects');
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('Vision Lab');
  const projects = page.getByRole('table', { name: 'Projects' });
  await expect(projects.getByRole('row')).toHaveCount(2);
  await projects.getByRole('button', { name: 'Edit Vision Lab', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/org-module\/project\/update\/\d+$/);
  const details = page.getByRole('region', { name: 'Vision Lab details' });
  await expect(details.getByRole('table', { name: 'Status' })).toContainText('Ready');
  await expect(details.getByRole('list', { name: 'Current services' }).getByRole('listitem').first()).toBeVisible();
  await expect(details.getByRole('list', { name: /^Members of / }).filter({ hasText: 'Max Member' })).toBeVisible();
  const ddl = details.getByRole('region', { name: 'Projects of the branch (DDL)' });
  await expect(ddl).toContainText('Vision Lab');
  await expect(details.getByRole('button', { name: 'Copy' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
