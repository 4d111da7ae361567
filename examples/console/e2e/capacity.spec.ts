import type { Browser, Page } from '@playwright/test';
import { consolePath, expect, seriousViolations, signIn, test } from './fixtures';
import { e2eStack } from './stack';

/** A second person at another browser, signed in. */
async function another(browser: Browser, user: 'branchAdmin' | 'orgAdmin'): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eStack.consoleUrl });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** The number of a quota card ("GPUs", "CPU cores", "Memory"). */
const quotaOf = (page: Page, label: string) =>
  page.locator('[data-slot="tenant-quota"]').getByRole('group', { name: label }).locator('[data-slot="stat-number"]');

test('a project admin asks for two more GPUs, the branch admin approves, and the project quota shows the raise', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const reason = `Two more GPUs for the defect model (${Date.now()})`;

  // The project admin sees the project's quota and asks for more.
  await signIn(page, 'projectAdmin');
  await page.goto('/project-module/quota-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Quota Requests' })).toBeVisible();
  await expect(quotaOf(page, 'GPUs')).toHaveText(/^\d+$/);
  const before = Number(await quotaOf(page, 'GPUs').textContent());
  await page.getByRole('button', { name: 'Request more quota' }).click();
  const form = page.getByRole('form', { name: 'Request more quota' });
  // Nothing asked for is refused before anything is sent.
  await form.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Ask for at least one GPU, CPU core or GiB of memory')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'More GPUs' }).fill('2');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Waits on Branch admins');
  expect(await seriousViolations(page)).toEqual([]);

  // The organization admin may not decide it before the branch: it is not theirs yet.
  const org = await another(browser, 'orgAdmin');
  await org.goto('/org-module/quota-requests');
  const orgRow = org.getByRole('row').filter({ hasText: reason });
  await expect(orgRow).toContainText('Waits on Branch admins');
  await expect(orgRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // The branch admin is told, opens the notice's page and approves it in full.
  const branch = await another(browser, 'branchAdmin');
  await branch.goto('/branch-module/notifications');
  await expect(branch.getByText('Quota request to decide').first()).toBeVisible();
  await branch.goto('/branch-module/quota-requests');
  await expect.poll(() => consolePath(branch)).toBe('/branch-module/quota-requests');
  const branchRow = branch.getByRole('row').filter({ hasText: reason });
  await branchRow.getByRole('button', { name: /^Approve/ }).click();
  const decision = branch.getByRole('form', { name: /^Approve request #\d+$/ });
  await expect(decision.getByRole('spinbutton', { name: 'GPUs granted' })).toHaveValue('2');
  await decision.getByRole('textbox', { name: /Comment/ }).fill('Go ahead for this month.');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(decision).toBeHidden();
  await expect(branchRow).toContainText('Approved');
  expect(await seriousViolations(branch)).toEqual([]);

  // The project admin's page shows the raise and the decision without a reload.
  await expect(quotaOf(page, 'GPUs')).toHaveText(String(before + 2), { timeout: 15_000 });
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Go ahead for this month.');
  await org.close();
  await branch.close();
});
