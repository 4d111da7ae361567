import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { appHeading, demoUsers, expect, submitProviderSignIn, test } from './fixtures';
import { e2eStack } from './stack';

/** The rows of a CSV text as records by header (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header = [], ...lines] = rows;
  return lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

/** Presses the list's Export CSV and reads the downloaded file. */
async function exportCsv(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const text = await readFile((await download.path()) as string, 'utf8');
  return { name: download.suggestedFilename(), rows: parseCsv(text) };
}

/**
 * Signs the organization admin in, like the fixtures' `signIn`, but gives the workspace the time it needs to
 * load on a busy machine (the landing page's heading may take longer than the default 5 s).
 */
async function signInOrgAdmin(page: Page) {
  const origin = new URL(e2eStack.consoleUrl).origin;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click({ timeout: 60_000 });
  await page.waitForURL((url) => url.origin !== origin, { waitUntil: 'commit' });
  await submitProviderSignIn(page, demoUsers.orgAdmin.email);
  await page.waitForURL((url) => url.origin === origin && url.pathname !== '/callback' && url.pathname !== '/', {
    waitUntil: 'commit',
  });
  await expect(appHeading(page)).toBeVisible({ timeout: 60_000 });
}

/** The text of each body row of a table. */
const rowTexts = (table: Locator) => table.locator('tbody tr').allTextContents();

test('the ticket list exports the rows it shows with the status filter in force', async ({ page }) => {
  test.setTimeout(180_000);
  await signInOrgAdmin(page);
  await page.goto('/org-module/tickets');
  const table = page.getByRole('table', { name: 'Tickets' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const all = (await rowTexts(table)).length;
  await page.getByLabel('Status').selectOption('OPEN');
  // Every row shown is open once the filter applied.
  await expect.poll(async () => (await rowTexts(table)).every((t) => t.includes('Open'))).toBe(true);
  const shown = await rowTexts(table);
  expect(shown.length).toBeGreaterThan(0);

  const file = await exportCsv(page);
  expect(file.name).toMatch(/^tickets-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.rows).toHaveLength(shown.length);
  expect(file.rows.every((r) => r.status === 'OPEN')).toBe(true);
  for (const r of file.rows) expect(shown.some((t) => t.includes(r.subject as string))).toBe(true);
  expect(file.rows.length).toBeLessThanOrEqual(all);
  await expect(page.getByText(`Downloaded ${file.name}`, { exact: true })).toBeVisible();
});

test('the user list exports the people it shows with the search in force', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOrgAdmin(page);
  await page.goto('/org-module/iam');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search users' }).fill('admin');
  await expect.poll(async () => (await rowTexts(table)).every((t) => /admin/i.test(t))).toBe(true);
  const shown = await rowTexts(table);
  expect(shown.length).toBeGreaterThan(0);

  const file = await exportCsv(page);
  expect(file.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.rows).toHaveLength(shown.length);
  for (const r of file.rows) expect(shown.filter((t) => t.includes(r.email as string))).toHaveLength(1);
  expect(file.rows.every((r) => /admin/i.test(`${r.name} ${r.email}`))).toBe(true);
});
