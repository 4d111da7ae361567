import type { Browser, Page } from '@playwright/test';
import { localEngines, servedModel } from './engines';
import { consolePath, expect, seriousViolations, signIn, test } from './fixtures';
import { e2eStack } from './stack';

const ADMIN_BASE = '/project-module/triton-inference';
const MEMBER_BASE = '/project-member-module/triton-inference';
/** Rollouts take 4 s on the server's clock; allow for a slow machine. */
const ROLLOUT = { timeout: 30_000 };

const status = (page: Page) => page.locator('[data-slot="deployment-overview"] [data-slot="status-badge"]').first();

/** The member, signed in at another browser, on Vision Lab. */
async function memberOnVisionLab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eStack.consoleUrl });
  const page = await context.newPage();
  await signIn(page, 'member');
  // Other specs may have made the member join more projects: pick Vision Lab explicitly.
  const picker = page.getByLabel('Project', { exact: true });
  if ((await picker.count()) > 0) await picker.selectOption({ label: 'Vision Lab' });
  return page;
}

test('a member sees only the deployments granted to them, and with MANAGE pauses one', async ({ page, browser }) => {
  // Two rollouts of real model servers on a shared machine: more than the default minute.
  test.slow(localEngines, 'real model servers start for each rollout');
  const suffix = Date.now().toString(36);
  const granted = `granted-${suffix}`;
  const hidden = `hidden-${suffix}`;

  // The project admin deploys two models through the API the console uses (their own token).
  const seen = page.waitForRequest((r) =>
    /\/workspace\/project\/\d+\/ai\/inferencing\/projects\/deployments/.test(r.url()),
  );
  await signIn(page, 'projectAdmin');
  await page.goto(ADMIN_BASE);
  const request = await seen;
  const authorization = request.headers().authorization ?? '';
  const base = request.url().replace(/\/deployments.*$/, '');
  const api = (method: 'get' | 'post', url: string, data?: unknown) =>
    page.request[method](url, { headers: { authorization }, ...(data === undefined ? {} : { data }) });
  const models = await (
    await api('get', `${e2eStack.apiUrl}/ai/inferencing/predefined-models?search=${servedModel.search}`)
  ).json();
  const ids: Record<string, number> = {};
  for (const name of [granted, hidden]) {
    const res = await api('post', `${base}/deployments`, {
      name,
      sourceType: 'PREDEFINED',
      predefinedModelId: models.items[0].id,
    });
    expect(res.status()).toBe(201);
    ids[name] = (await res.json()).id;
  }

  // On screen, the admin gives the member "Call and manage" on one of them.
  await page.goto(`${ADMIN_BASE}/${ids[granted]}`);
  await expect(status(page)).toHaveText('Running', ROLLOUT);
  const give = page.getByRole('form', { name: 'Give a permission' });
  await give.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Max Member (member@demo.test)' });
  await give.getByRole('combobox', { name: 'May' }).selectOption({ label: 'Call and manage' });
  await give.getByRole('button', { name: 'Give permission' }).press('Enter');
  await expect(page.getByRole('table', { name: 'Permissions' })).toContainText('Call and manage');

  // The member finds it in their own module; the other one is not there, and nothing offers deploy or delete.
  const member = await memberOnVisionLab(browser);
  await member
    .getByRole('navigation', { name: /module/ })
    .getByRole('link', { name: 'Inferencing list' })
    .click();
  await expect.poll(() => consolePath(member)).toBe(MEMBER_BASE);
  const table = member.getByRole('table', { name: 'Deployments' });
  await expect(table.getByRole('link', { name: granted })).toBeVisible();
  await expect(table.getByText(hidden)).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Deploy a model' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: `Delete ${granted}` })).toHaveCount(0);
  expect(await seriousViolations(member)).toEqual([]);

  // With MANAGE: pause (after a confirmation); no delete, and the permission list is read only.
  await table.getByRole('link', { name: granted }).click();
  await expect.poll(() => consolePath(member)).toBe(`${MEMBER_BASE}/${ids[granted]}`);
  await expect(status(member)).toHaveText('Running', ROLLOUT);
  await expect(member.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(member.getByRole('form', { name: 'Give a permission' })).toHaveCount(0);
  await member.getByRole('button', { name: 'Pause', exact: true }).press('Enter');
  await member.getByRole('alertdialog').getByRole('button', { name: 'Pause' }).press('Enter');
  await expect(status(member)).toHaveText('Paused');
  await expect(member.getByText('Paused by Max Member')).toBeVisible();

  // With MANAGE the member also changes it: a new version rolls out, from the member module.
  await member.getByRole('button', { name: 'Edit', exact: true }).press('Enter');
  await expect.poll(() => consolePath(member)).toBe(`${MEMBER_BASE}/update/${ids[granted]}`);
  await expect(member.getByRole('heading', { name: 'Registry credentials' })).toHaveCount(0);
  const update = member.getByRole('form', { name: 'Update deployment' });
  await update.getByRole('textbox', { name: /Maximum replicas/ }).fill('2');
  await update.getByRole('button', { name: 'Save and roll out' }).press('Enter');
  await expect.poll(() => consolePath(member)).toBe(`${MEMBER_BASE}/${ids[granted]}`);
  await expect(
    member.getByRole('table', { name: 'Versions' }).getByRole('row').filter({ hasText: 'Active' }),
  ).toContainText('v2');

  // The admin sees who paused it, on the same deployment.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('by Max Member');

  // A typed address of the deployment not granted shows an error, never its data.
  await member.goto(`${MEMBER_BASE}/${ids[hidden]}`);
  await expect(member.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(member.getByText(hidden)).toHaveCount(0);
  await member.context().close();
});
