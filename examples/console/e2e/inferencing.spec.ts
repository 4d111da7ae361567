import type { Page } from '@playwright/test';
import { localEngines, servedModel } from './engines';
import { consolePath, expect, seriousViolations, signIn, test } from './fixtures';
import { e2eStack } from './stack';

const BASE = '/project-module/triton-inference';
/** Rollouts take 4 s on the server's clock; allow for a slow machine. */
const ROLLOUT = { timeout: 30_000 };

/** The status line of the deployment overview. */
const status = (page: Page) => page.locator('[data-slot="deployment-overview"] [data-slot="status-badge"]').first();
/** The answer of the deployment's KServe v2 endpoint to a small text request. */
async function infer(page: Page, endpoint: string, secret: string) {
  const res = await page.request.post(`${endpoint}/infer`, {
    headers: { Authorization: `Bearer ${secret}` },
    data: { inputs: [{ name: servedModel.input, shape: [1], datatype: 'BYTES', data: ['Hello from the e2e test'] }] },
  });
  return res.status();
}
/** HH:MM of an instant in UTC. */
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

test('a project admin deploys a predefined model, calls it with a key, pauses, changes, rolls back and schedules it', async ({
  page,
}) => {
  // Four rollouts of real model servers on a shared machine: more than the default minute.
  test.slow(localEngines, 'real model servers start for each rollout');
  const name = `e2e-${Date.now().toString(36)}`;
  await signIn(page, 'projectAdmin');

  // Deploy from the catalog: the create form opens prefilled with the model.
  await page.goto('/project-module/predefined-models');
  await page.getByRole('searchbox', { name: 'Search models' }).fill(servedModel.search);
  await page.getByRole('button', { name: `Deploy ${servedModel.name}` }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/project-module\/triton-inference\/create\?modelId=\d+$/);
  const form = page.getByRole('form', { name: 'Deploy a model' });
  await expect(form.getByRole('combobox', { name: /Model version/ })).toHaveValue(servedModel.version);
  await expect(form.getByRole('textbox', { name: /Maximum replicas/ })).toHaveValue('3');
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('button', { name: 'Deploy', exact: true }).click();

  // It reaches RUNNING by itself, without a reload.
  await expect.poll(() => consolePath(page)).toMatch(new RegExp(`^${BASE}/\\d+$`));
  const detailPath = consolePath(page);
  await expect(page).toHaveTitle('console-Deployment Details');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Inferencing list');
  await expect(status(page)).toHaveText('Running', ROLLOUT);
  expect(await seriousViolations(page)).toEqual([]);

  // A key, shown once, opens the endpoint. (Live toasts gather at the bottom right: buttons are pressed from the keyboard.)
  const endpoint = ((await page.locator('[data-slot="deployment-overview"] dd code').textContent()) ?? '').trim();
  expect(endpoint).toMatch(new RegExp(`^${e2eStack.apiUrl}/inference/\\d+/v2/models/${name}$`));
  const keys = page.getByRole('form', { name: 'Create API key' });
  await keys.getByRole('textbox', { name: 'Key name' }).fill('e2e-client');
  await keys.getByRole('button', { name: 'Create key' }).press('Enter');
  const secret = (await page.getByLabel('New API key secret').inputValue()).trim();
  expect(secret).toMatch(/^sk-/);
  expect(await infer(page, endpoint, secret)).toBe(200);
  await page.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(page.getByLabel('New API key secret')).toHaveCount(0);

  // Paused, the endpoint refuses; resumed, it answers again.
  await page.getByRole('button', { name: 'Pause', exact: true }).press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pause' }).press('Enter');
  await expect(status(page)).toHaveText('Paused');
  expect(await infer(page, endpoint, secret)).toBe(503);
  await page.getByRole('button', { name: 'Resume' }).press('Enter');
  await expect(status(page)).toHaveText('Running');
  expect(await infer(page, endpoint, secret)).toBe(200);

  // A change is version 2; activating version 1 is a rollback.
  await page.getByRole('button', { name: 'Edit' }).press('Enter');
  await expect.poll(() => consolePath(page)).toBe(detailPath.replace(`${BASE}/`, `${BASE}/update/`));
  const update = page.getByRole('form', { name: 'Update deployment' });
  await update.getByRole('textbox', { name: /Maximum replicas/ }).fill('5');
  await update.getByRole('button', { name: 'Save and roll out' }).press('Enter');
  await expect.poll(() => consolePath(page)).toBe(detailPath);
  await expect(status(page)).toHaveText('Running', ROLLOUT);
  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('row').filter({ hasText: 'Active' })).toContainText('v2');
  await page.getByRole('button', { name: 'Activate v1' }).press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).press('Enter');
  await expect(versions.getByRole('row').filter({ hasText: 'Active' })).toContainText('v1');
  await expect(status(page)).toHaveText('Running', ROLLOUT);

  // A window two hours from now (every day, UTC): the server pauses it now and resumes it on the clock.
  const clock = await page.request.get(`${e2eStack.apiUrl}/__test/clock`);
  const now = Date.parse(((await clock.json()) as { now: string }).now);
  const schedule = page.getByRole('form', { name: 'Add uptime window' });
  for (const day of ['Saturday', 'Sunday']) await schedule.getByRole('button', { name: day }).press('Enter');
  await schedule.getByRole('textbox', { name: 'Start time' }).fill(hhmm(now + 2 * 3_600_000));
  await schedule.getByRole('textbox', { name: 'End time' }).fill(hhmm(now + 3 * 3_600_000));
  await schedule.getByRole('combobox', { name: /Time zone/ }).selectOption('UTC');
  await schedule.getByRole('button', { name: 'Add window' }).press('Enter');
  await expect(page.getByRole('table', { name: 'Uptime windows' })).toContainText('UTC');
  await expect(status(page)).toHaveText('Paused');
  const advanced = await page.request.post(`${e2eStack.apiUrl}/__test/clock/advance`, {
    data: { ms: 2 * 3_600_000 + 60_000 },
  });
  expect(advanced.status()).toBe(200);
  await expect(status(page)).toHaveText('Running');

  // The timeline tells all of it.
  const timeline = page.getByRole('list', { name: 'Timeline' });
  for (const entry of [
    'Created',
    'Key created',
    'Paused',
    'Resumed',
    'Updated',
    'Rolled back from version 2 to version 1',
    'Schedule changed',
    'Paused by schedule',
    'Resumed by schedule',
  ])
    await expect(timeline).toContainText(entry);
  await expect(timeline.getByRole('listitem').first()).toContainText('Resumed by schedule');
});

test('an overlapping window is refused on its field and a member cannot reach deployments', async ({ page }) => {
  await signIn(page, 'projectAdmin');
  await page.goto(BASE);
  await expect(page.getByRole('table', { name: 'Deployments' })).toContainText('support-assistant');
  await page.getByRole('link', { name: 'support-assistant' }).click();
  const schedule = page.getByRole('form', { name: 'Add uptime window' });
  for (let i = 0; i < 2; i++) {
    await schedule.getByRole('textbox', { name: 'Start time' }).fill('09:00');
    await schedule.getByRole('textbox', { name: 'End time' }).fill('17:00');
    await schedule.getByRole('button', { name: 'Add window' }).click();
    if (i === 0) await expect(page.getByRole('table', { name: 'Uptime windows' })).toContainText('09:00–17:00');
  }
  await expect(schedule).toContainText(/overlap/i);
  expect(await seriousViolations(page)).toEqual([]);

  const member = await page.context().browser()?.newContext({ baseURL: e2eStack.consoleUrl });
  if (!member) throw new Error('no browser');
  const memberPage = await member.newPage();
  await signIn(memberPage, 'member');
  await memberPage.goto(BASE);
  await expect.poll(() => consolePath(memberPage)).toBe('/forbidden');
  await member.close();
});
