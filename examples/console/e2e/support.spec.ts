import type { Browser, Page } from '@playwright/test';
import { consolePath, expect, seriousViolations, signIn, test } from './fixtures';
import { e2eStack } from './stack';

/** A second person at another browser, signed in. */
async function another(browser: Browser, user: 'orgAdmin' | 'member'): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eStack.consoleUrl });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** The number a stat card of the dashboard shows. */
const stat = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).locator('[data-slot="stat-number"]');

/** The text of the first-response due time on a ticket. */
const firstResponseDue = (page: Page) =>
  page.locator('[data-slot="sla-target"]').filter({ hasText: 'First response due' }).locator('time');

test('a member opens a ticket from a notification; the org admin works it live; the dashboard and an SLA edit follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const subject = 'About: Planned maintenance';

  // The member opens a ticket from a notification; the form knows their project.
  await signIn(page, 'member');
  await page.goto('/project-member-module/notifications');
  // Other specs share the database and notify the member too: show the whole inbox on one page.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  await page.getByRole('link', { name: 'Open a ticket about Planned maintenance' }).first().click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/project-member-module\/ticket\/create\?/);
  const form = page.getByRole('form', { name: 'Open a ticket' });
  await expect(form.getByText('Acme AI / Research / Vision Lab')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveValue(subject);
  await form.getByRole('textbox', { name: /Description/ }).fill('Will my notebooks survive the upgrade?');
  await form.getByRole('button', { name: 'Open ticket' }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/project-member-module\/ticket\/detail\/\d+$/);
  const ticketId = consolePath(page).split('/').at(-1) as string;
  await expect(page.getByRole('heading', { name: `#${ticketId} ${subject}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The org admin sees it on the dashboard and in the list.
  const admin = await another(browser, 'orgAdmin');
  await admin.goto('/org-module/ticket-dashboard');
  await expect(stat(admin, 'Open tickets')).toBeVisible();
  const openBefore = Number(await stat(admin, 'Open tickets').textContent());
  expect(openBefore).toBeGreaterThan(0);
  await admin.goto('/org-module/tickets');
  await admin.getByRole('searchbox', { name: 'Search tickets' }).fill(`#${ticketId}`);
  await admin.getByRole('link', { name: subject }).click();
  await expect.poll(() => consolePath(admin)).toBe(`/org-module/ticket/detail/${ticketId}`);

  // It assigns the ticket to itself and comments; the member sees the comment arrive without reloading.
  await admin.getByLabel('Assignee').first().selectOption({ label: 'Olga Org' });
  await expect(admin.locator('[data-slot="ticket-facts"]')).toContainText('Olga Org');
  await admin.getByRole('textbox', { name: 'Comment', exact: true }).fill('Yes: notebooks are stopped and resumed.');
  await admin.getByRole('button', { name: 'Add comment' }).click();
  // In the thread (the comment box may still hold the text for a moment after the thread shows it).
  const comments = (p: Page) => p.getByRole('list', { name: 'Comments' });
  await expect(comments(admin).getByText('Yes: notebooks are stopped and resumed.')).toBeVisible();
  await expect(comments(page).getByText('Yes: notebooks are stopped and resumed.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-slot="ticket-facts"]')).toContainText('Olga Org');

  // An SLA policy edit moves the due time the ticket shows.
  const dueBefore = await firstResponseDue(admin).getAttribute('datetime');
  await admin.goto('/org-module/sla');
  await admin.getByRole('link', { name: 'Standard support' }).click();
  await expect.poll(() => consolePath(admin)).toMatch(/^\/org-module\/sla\/update\/\d+$/);
  await admin.getByLabel('Medium: first response (hours)').fill('2');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => consolePath(admin)).toBe('/org-module/sla');
  await admin.goto(`/org-module/ticket/detail/${ticketId}`);
  await expect(firstResponseDue(admin)).not.toHaveAttribute('datetime', dueBefore ?? '');

  // Resolving it takes it off the dashboard's open count.
  await admin.getByLabel('Status').first().selectOption({ label: 'Resolved' });
  await expect(admin.locator('[data-slot="ticket-header"]')).toContainText('Resolved');
  await admin.goto('/org-module/ticket-dashboard');
  await expect(stat(admin, 'Open tickets')).toHaveText(String(openBefore - 1));
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.context().close();
});

test('a project admin opens a ticket about a deployment from its detail, with the resource filled in', async ({
  page,
}) => {
  await signIn(page, 'projectAdmin');
  await page.goto('/project-module/triton-inference');
  await page.getByRole('link', { name: 'support-assistant' }).click();
  await page.getByRole('link', { name: 'Open a ticket about support-assistant' }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/project-module\/ticket\/create\?/);
  const form = page.getByRole('form', { name: 'Open a ticket' });
  await expect(form.getByText('Deployment support-assistant')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveValue('About deployment support-assistant');
});
