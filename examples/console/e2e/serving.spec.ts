import type { Browser, Page } from '@playwright/test';
import { servedModel } from './engines';
import {
  appHeading,
  consolePath,
  type DemoUser,
  demoUsers,
  expect,
  seriousViolations,
  submitProviderSignIn,
  test,
} from './fixtures';
import { e2eStack } from './stack';

const ADMIN_BASE = '/project-module/triton-inference';
const MEMBER_BASE = '/project-member-module/triton-inference';
/** Rollouts take 4 s on the server's clock; allow for a slow machine. */
const ROLLOUT = { timeout: 30_000 };

const status = (page: Page) => page.locator('[data-slot="deployment-overview"] [data-slot="status-badge"]').first();
const playground = (page: Page) => page.locator('[data-slot="deployment-playground"]');
const metrics = (page: Page) => page.locator('[data-slot="deployment-metrics"]');
/** The number a stat card of the metrics shows. */
const stat = (page: Page, label: string) =>
  metrics(page).locator('[data-slot="stat-card"]').filter({ hasText: label }).locator('[data-slot="stat-number"]');

/**
 * Signs in as the fixtures' `signIn` does, with the patience of a loaded machine: the console compiles each module
 * on its first visit after a fresh start, which can take longer than the fixture's five seconds.
 */
async function signInPatiently(page: Page, user: DemoUser) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click(ROLLOUT);
  await page.waitForURL((url) => url.origin !== new URL(e2eStack.consoleUrl).origin, {
    waitUntil: 'commit',
    ...ROLLOUT,
  });
  await submitProviderSignIn(page, demoUsers[user].email);
  await page.waitForURL(
    (url) => url.origin === new URL(e2eStack.consoleUrl).origin && url.pathname !== '/callback' && url.pathname !== '/',
    { waitUntil: 'commit', ...ROLLOUT },
  );
  await expect(appHeading(page)).toBeVisible(ROLLOUT);
}

/** The member, signed in at another browser, on Vision Lab. */
async function memberOnVisionLab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eStack.consoleUrl });
  const page = await context.newPage();
  await signInPatiently(page, 'member');
  const picker = page.getByLabel('Project', { exact: true });
  if ((await picker.count()) > 0) await picker.selectOption({ label: 'Vision Lab' });
  return page;
}

test('a request sent from the playground appears on the metrics chart; a member may call it too', async ({
  page,
  browser,
}) => {
  // Two people, a rollout and a pause on a shared machine: more than the default minute.
  test.setTimeout(300_000);
  const name = `serve-${Date.now().toString(36)}`;

  // The project admin deploys a model through the API the console uses (their own token).
  const seen = page.waitForRequest((r) =>
    /\/workspace\/project\/\d+\/ai\/inferencing\/projects\/deployments/.test(r.url()),
  );
  await signInPatiently(page, 'projectAdmin');
  await page.goto(ADMIN_BASE);
  const listed = await seen;
  const authorization = listed.headers().authorization ?? '';
  const base = listed.url().replace(/\/deployments.*$/, '');
  const models = await (
    await page.request.get(`${e2eStack.apiUrl}/ai/inferencing/predefined-models?search=${servedModel.search}`, {
      headers: { authorization },
    })
  ).json();
  const created = await page.request.post(`${base}/deployments`, {
    headers: { authorization },
    data: { name, sourceType: 'PREDEFINED', predefinedModelId: models.items[0].id },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;

  // While it rolls out the playground is off and says why; once running, a session key opens it.
  await page.goto(`${ADMIN_BASE}/${id}`);
  await expect(page.getByRole('heading', { name: 'Playground' })).toBeVisible(ROLLOUT);
  await expect(status(page)).toHaveText('Running', ROLLOUT);
  await expect(metrics(page).getByText('No calls in this range')).toBeVisible();
  await playground(page).getByRole('button', { name: 'Start session' }).press('Enter');
  await expect(playground(page).getByText(/^Session key sk-.{5}… in use/)).toBeVisible();
  const request = page.getByRole('form', { name: 'Request' });
  // The form comes from the model's metadata: one text field for its one BYTES input.
  const prompt = request.getByRole('textbox', { name: new RegExp(servedModel.input) });
  await expect(prompt).toHaveValue(servedModel.example);
  await prompt.fill(servedModel.prompt);

  // Sent: the answer, its latency and the curl without the key.
  await request.getByRole('button', { name: 'Send request' }).press('Enter');
  const result = playground(page).locator('[data-slot="playground-result"]');
  await expect(result).toHaveText(/^200 in [\d.,]+ ms$/);
  await expect(playground(page).getByRole('region', { name: 'Response' })).toContainText(servedModel.answer);
  const curl = playground(page).getByRole('region', { name: 'Equivalent curl' });
  await expect(curl).toContainText('Bearer $API_KEY');
  await expect(curl).toContainText(`/inference/${id}/v2/models/${name}/infer`);

  // The metrics take the call in within 30 s: one call, and its latency on the latency chart (with real engines, once
  // Prometheus has scraped the model server, a call made before its first scrape included, and the chart has asked
  // again).
  await expect(stat(page, 'Calls in range')).toHaveText('1', { timeout: 30_000 });
  await expect(stat(page, 'Latest p50 latency')).toHaveText(/^[\d.,]+$/);
  const latency = metrics(page).locator('[data-slot="chart-frame"]').filter({ hasText: 'Latency' });
  await expect(latency).toHaveAttribute('data-state', 'data');
  // The chart's own description (read with the drawing) gives the line's latest value.
  await expect(latency.getByRole('application', { name: 'Latency' })).toHaveAccessibleDescription(
    /p50: .*latest [\d.,]+ ms.*p95: .*latest [\d.,]+ ms/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The session key is listed while in use, and revoked on leaving the page.
  const keys = page.getByRole('table', { name: 'API keys' });
  await expect(keys).toContainText('playground-');
  // Leaving through the console's navigation (the page stays, the playground goes).
  const metricsCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/metrics\?/.test(r.url())) metricsCalls.push(new URL(r.url()).pathname);
  });
  await page
    .getByRole('navigation', { name: /module/ })
    .getByRole('link', { name: 'Inferencing list' })
    .click();
  await expect(
    page.getByRole('table', { name: 'Deployments' }).getByRole('img', { name: `${name}: 1 calls in the last hour` }),
  ).toBeVisible(ROLLOUT);
  // The list's trend column asks for the whole page's series at once, never one deployment's.
  expect(metricsCalls.length).toBeGreaterThan(0);
  expect(metricsCalls.every((path) => path.endsWith('/deployments/metrics'))).toBe(true);
  await page.getByRole('table', { name: 'Deployments' }).getByRole('link', { name }).click();
  await expect(status(page)).toHaveText('Running', ROLLOUT);
  await expect(keys).not.toContainText('playground-');
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('revoked');

  // The admin gives the member "Call" on it.
  const give = page.getByRole('form', { name: 'Give a permission' });
  await give.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Max Member (member@demo.test)' });
  await give.getByRole('combobox', { name: 'May' }).selectOption({ label: 'Call' });
  await give.getByRole('button', { name: 'Give permission' }).press('Enter');
  await expect(page.getByRole('table', { name: 'Permissions' })).toContainText('Max Member');

  // The member calls it from their own module and sees the metrics, their call added.
  const member = await memberOnVisionLab(browser);
  await member.goto(`${MEMBER_BASE}/${id}`);
  await expect.poll(() => consolePath(member)).toBe(`${MEMBER_BASE}/${id}`);
  await expect(status(member)).toHaveText('Running', ROLLOUT);
  await playground(member).getByRole('button', { name: 'Start session' }).press('Enter');
  await member.getByRole('form', { name: 'Request' }).getByRole('button', { name: 'Send request' }).press('Enter');
  await expect(playground(member).locator('[data-slot="playground-result"]')).toHaveText(/^200 in/);
  await expect(stat(member, 'Calls in range')).toHaveText('2', { timeout: 30_000 });

  // Paused, the playground is off with the reason, and the chart marks the pause.
  await page.getByRole('button', { name: 'Pause', exact: true }).press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pause' }).press('Enter');
  await expect(status(page)).toHaveText('Paused');
  await expect(playground(page).getByText('Paused: resume the deployment to call it.')).toBeVisible();
  await expect(playground(page).getByRole('button', { name: 'Start session' })).toBeDisabled();
  await expect(metrics(page).getByRole('region', { name: 'Marked on the charts' })).toContainText('Paused');
  await member.context().close();
});
