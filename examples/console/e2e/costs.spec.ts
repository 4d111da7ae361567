import { readFile } from 'node:fs/promises';
import { expect, seriousViolations, signIn, test } from './fixtures';

test('the org admin sees cost per branch, sets a budget the forecast crosses and is alerted; the CSV has FOCUS columns', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'orgAdmin');
  await page.goto('/org-module/costs');
  await expect(page.getByRole('heading', { level: 1, name: 'Costs' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Costs per tenant' });
  await expect(table.getByRole('row').filter({ hasText: 'Research' })).toContainText('$');
  await expect(table.getByRole('row').filter({ hasText: 'Production' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cost per branch' })).toBeVisible();
  // Down to the workloads: the costliest, each under its project, a notebook with its storage.
  const workloads = page.getByRole('table', { name: 'Costliest workloads' });
  await expect(workloads.getByRole('row').filter({ hasText: 'Notebook' }).first()).toContainText('$');

  // A budget below what the month already holds: every alert is due, the forecast one among them.
  const budget = page.getByRole('form', { name: 'Monthly budget of Acme AI' });
  await budget.getByRole('spinbutton', { name: /Monthly budget/ }).fill('1');
  await budget.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('Forecast over budget', { exact: true })).toBeVisible();
  await expect(page.getByText('100 % spent', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/org-module/notifications');
  await expect(page.getByText('Acme AI is forecast to exceed its budget').first()).toBeVisible();

  // The export downloads a CSV whose header has the FOCUS columns.
  await page.goto('/org-module/costs');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV (FOCUS)' }).click();
  const file = await (await download).path();
  const [header, first, ...rest] = (await readFile(file, 'utf8')).replace('\uFEFF', '').split('\r\n');
  const columns = header?.split(',') ?? [];
  // One line per workload, day and resource: notebooks' storage on lines of their own.
  const resourceId = columns.indexOf('ResourceId');
  expect(
    [first, ...rest].some((line) => /^project\/\d+\/notebook\/\d+\/storage$/.test(line?.split(',')[resourceId] ?? '')),
  ).toBe(true);
  for (const name of [
    'BilledCost',
    'EffectiveCost',
    'ChargePeriodStart',
    'ChargePeriodEnd',
    'ResourceId',
    'ResourceName',
    'SubAccountId',
    'Tags',
  ])
    expect(columns).toContain(name);
  expect(first).toMatch(/^\d/);
});

test('the super admin sees each organization’s cost and keeps the price list', async ({ page }) => {
  await signIn(page, 'super');
  await page.goto('/super-admin/costs');
  const table = page.getByRole('table', { name: 'Costs per tenant' });
  await expect(table.getByRole('row').filter({ hasText: 'Acme AI' })).toContainText('$');
  await expect(table.getByRole('row').filter({ hasText: 'Globex' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cost per organization' })).toBeVisible();
  const prices = page.getByRole('form', { name: 'Price list' });
  await expect(prices.getByRole('spinbutton', { name: 'NVIDIA A100 80GB per GPU-hour' })).toHaveValue('2.4');
  expect(await seriousViolations(page)).toEqual([]);
});
