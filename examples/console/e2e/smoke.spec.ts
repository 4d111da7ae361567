import { expect, test } from '@playwright/test';
import { appHeading } from './fixtures';
import { e2eStack } from './stack';

test('the admin API health endpoint answers', async ({ request }) => {
  const res = await request.get(`${e2eStack.apiUrl}/health`);
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('the console page loads in the browser', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto('/');
  await expect(appHeading(page)).toBeVisible();
  expect(errors).toEqual([]);
});
