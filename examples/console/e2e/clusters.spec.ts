import type { Page } from '@playwright/test';
import { consolePath, type DemoUser, expect, seriousViolations, signIn, test } from './fixtures';

/**
 * Each admin's module, the scope parameter its calls carry, the seeded tenants its usage chart lists,
 * and seeded tenants of the same level outside its scope that it must never list. Other specs share
 * the database and may add tenants inside a scope, so the lists are checked as sets, not exactly.
 */
const scopes: { user: DemoUser; base: string; param: string | null; tenants: string[]; outside: string[] }[] = [
  { user: 'super', base: '/super-admin', param: null, tenants: ['Acme AI', 'Globex'], outside: [] },
  {
    user: 'orgAdmin',
    base: '/org-module',
    param: 'organizationId',
    tenants: ['Production', 'Research'],
    outside: ['Headquarters'],
  },
  {
    user: 'branchAdmin',
    base: '/branch-module',
    param: 'branchId',
    tenants: ['Language Models', 'Speech Lab', 'Vision Lab'],
    outside: ['Fraud Detection', 'Recommendations', 'Demand Forecast'],
  },
  {
    user: 'projectAdmin',
    base: '/project-module',
    param: 'projectId',
    tenants: ['Vision Lab'],
    outside: ['Speech Lab', 'Language Models', 'Fraud Detection'],
  },
];

/** The next JSON answer of an admin API path. */
const answerOf = (page: Page, path: RegExp) =>
  page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'GET');

/** The screen-reader summary of a chart, named by its title. */
const summaryOf = (page: Page, title: string) =>
  page
    .locator('[data-slot="chart-frame"]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .locator('p[id$="-summary"]');

for (const s of scopes) {
  test(`the ${s.user} sees only the numbers of their scope`, async ({ page }) => {
    await signIn(page, s.user);
    const usage = answerOf(page, /^\/clusters\/usage$/);
    const clusters = answerOf(page, /^\/clusters$/);
    await page.goto(`${s.base}/cluster-overview`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cluster Overview' })).toBeVisible();

    // The API is asked for the module's scope, and answers with that scope's tenants only.
    const usageAnswer = await usage;
    const query = new URL(usageAnswer.url()).searchParams;
    for (const p of ['organizationId', 'branchId', 'projectId']) expect(query.has(p)).toBe(p === s.param);
    const body = (await usageAnswer.json()) as { items: { name: string }[] };
    const listed = body.items.map((i) => i.name);
    expect(listed).toEqual(expect.arrayContaining(s.tenants));
    for (const name of s.outside) expect(listed).not.toContain(name);
    expect((await clusters).status()).toBe(200);

    // The usage chart's table view shows the same tenants, and nothing else.
    const frame = page
      .locator('[data-slot="chart-frame"]')
      .filter({ has: page.getByRole('heading', { name: /^GPUs usage per / }) });
    await frame.getByRole('button', { name: 'Table view' }).click();
    const rows = frame.getByRole('table').locator('tbody tr td:first-child');
    await expect(rows).toHaveText(listed.map(() => /.+/));
    expect((await rows.allTextContents()).sort()).toEqual([...listed].sort());
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('changing the range changes the charts and is kept in the URL', async ({ page }) => {
  await signIn(page, 'super');
  const first = answerOf(page, /^\/clusters\/\d+\/utilisation$/);
  await page.goto('/super-admin/cluster-overview');
  await first;
  const summary = summaryOf(page, 'GPUs utilisation');
  await expect(summary).toContainText('points');
  const before = await summary.textContent();

  const next = answerOf(page, /^\/clusters\/\d+\/utilisation$/);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const answer = await next;
  const sevenDays = await answer.json();
  expect(sevenDays.points.length).toBeGreaterThan(300);
  await expect.poll(() => consolePath(page)).toMatch(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(summary).not.toHaveText(before ?? '');

  // The range survives a reload: it comes from the URL.
  const path = consolePath(page);
  const again = answerOf(page, /^\/clusters\/\d+\/utilisation$/);
  await page.reload();
  expect(new URL((await again).url()).searchParams.get('from')).toBe(new URL(answer.url()).searchParams.get('from'));
  expect(consolePath(page)).toBe(path);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

  // Another resource redraws every chart from the same numbers.
  await page.getByRole('button', { name: 'CPU', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'CPU utilisation' })).toBeVisible();
  await expect.poll(() => consolePath(page)).toContain('resource=cpuCores');
});
