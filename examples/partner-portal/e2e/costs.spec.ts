import { expect, signInToPortal, test } from './portalFixtures';

test('the partner portal embeds its organization’s costs: per branch, with the budget and the export', async ({
  page,
}) => {
  await signInToPortal(page, 'org.admin@demo.test', '#/costs');
  await expect(page.getByRole('heading', { level: 1, name: 'Costs' })).toBeVisible();
  const panel = page.getByRole('main').locator('[data-slot="cost-report"]');
  await expect(panel.getByRole('heading', { name: 'Cost per branch' })).toBeVisible();
  await expect(
    panel.getByRole('table', { name: 'Costs per tenant' }).getByRole('row').filter({ hasText: 'Research' }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Export CSV (FOCUS)' })).toBeEnabled();
});
