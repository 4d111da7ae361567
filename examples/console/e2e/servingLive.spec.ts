import type { Page } from '@playwright/test';
import { localEngines } from './engines';
import { appHeading, consolePath, expect, signIn, test } from './fixtures';
import { e2eStack } from './stack';

/**
 * A deployment served by real model servers (ONNX Runtime, started by the admin API): deployed from the
 * catalogue, called from the playground with a sentence, paused and resumed, and rolled back under a stream
 * of calls that must all succeed. Needs the local engines; skipped on simulated ones.
 */
const BASE = '/project-module/triton-inference';
/** Model servers start in about two seconds; a loaded machine takes longer. */
const ROLLOUT = { timeout: 60_000 };
/**
 * The first call to a model server that has just started loads its session (an image model reads its weights and
 * warms ONNX Runtime): seconds on a loaded machine, more than expect's default of five.
 */
const FIRST_CALL = { timeout: 30_000 };
const status = (page: Page) => page.locator('[data-slot="deployment-overview"] [data-slot="status-badge"]').first();
const playground = (page: Page) => page.locator('[data-slot="deployment-playground"]');

test.skip(
  !localEngines,
  'The stack runs simulated engines: no model server to call (install the engines, see docs/engines.md).',
);

test('a project admin deploys a runnable model, asks it about a sentence, pauses, resumes and rolls back under load', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `live-${Date.now().toString(36)}`;
  // The console compiles each module on its first visit after a fresh start: a loaded machine needs longer.
  await signIn(page, 'projectAdmin').catch(() => expect(appHeading(page)).toBeVisible(ROLLOUT));

  // The catalogue's Review Sentiment runs on this machine's CPU.
  await page.goto('/project-module/predefined-models');
  await page.getByRole('searchbox', { name: 'Search models' }).fill('Review');
  await page.getByRole('button', { name: 'Deploy Review Sentiment' }).click();
  const form = page.getByRole('form', { name: 'Deploy a model' });
  await expect(form.getByRole('combobox', { name: /Model version/ })).toHaveValue('2');
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(new RegExp(`^${BASE}/\\d+$`));
  const detailPath = consolePath(page);
  await expect(status(page)).toHaveText('Running', ROLLOUT);

  // The playground calls the real model: a sentence in, a label and its probability out.
  await playground(page).getByRole('button', { name: 'Start session' }).press('Enter');
  const request = page.getByRole('form', { name: 'Request' });
  const text = request.getByRole('textbox', { name: /^text/ });
  await text.fill('I love this console, the support team was fast and really helpful');
  await request.getByRole('button', { name: 'Send request' }).press('Enter');
  await expect(playground(page).locator('[data-slot="playground-result"]')).toHaveText(
    /^200 in [\d.,]+ ms$/,
    FIRST_CALL,
  );
  const response = playground(page).getByRole('region', { name: 'Response' });
  await expect(response).toContainText('"positive"');
  await expect(response).toContainText('probability');
  await text.fill('The api keeps crashing, very disappointed, one star');
  await request.getByRole('button', { name: 'Send request' }).press('Enter');
  await expect(response).toContainText('"negative"');

  // A key of its own for the calls below.
  const endpoint = ((await page.locator('[data-slot="deployment-overview"] dd code').textContent()) ?? '').trim();
  expect(endpoint).toMatch(new RegExp(`^${e2eStack.apiUrl}/inference/\\d+/v2/models/${name}$`));
  const keys = page.getByRole('form', { name: 'Create API key' });
  await keys.getByRole('textbox', { name: 'Key name' }).fill('live-client');
  await keys.getByRole('button', { name: 'Create key' }).press('Enter');
  const secret = (await page.getByLabel('New API key secret').inputValue()).trim();
  await page.getByRole('button', { name: 'Done' }).press('Enter');
  const infer = async () => {
    const res = await page.request.post(`${endpoint}/infer`, {
      headers: { Authorization: `Bearer ${secret}` },
      data: { inputs: [{ name: 'text', shape: [1], datatype: 'BYTES', data: ['great product, works like a charm'] }] },
      failOnStatusCode: false,
    });
    return {
      status: res.status(),
      version: res.ok() ? ((await res.json()) as { model_version: string }).model_version : '',
    };
  };
  expect((await infer()).status).toBe(200);

  // Paused, the model servers stop and the endpoint refuses; resumed, they start and it answers again.
  await page.getByRole('button', { name: 'Pause', exact: true }).press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pause' }).press('Enter');
  await expect(status(page)).toHaveText('Paused');
  expect((await infer()).status).toBe(503);
  await page.getByRole('button', { name: 'Resume' }).press('Enter');
  await expect(status(page)).toHaveText('Running', ROLLOUT);
  expect((await infer()).status).toBe(200);

  // Version 2 runs the model's version 1; rolling back to version 1 under a stream of calls fails none.
  await page.getByRole('button', { name: 'Edit' }).press('Enter');
  await expect.poll(() => consolePath(page)).toBe(detailPath.replace(`${BASE}/`, `${BASE}/update/`));
  const update = page.getByRole('form', { name: 'Update deployment' });
  await update.getByRole('combobox', { name: /Model version/ }).selectOption('1');
  await update.getByRole('button', { name: 'Save and roll out' }).press('Enter');
  await expect.poll(() => consolePath(page)).toBe(detailPath);
  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(status(page)).toHaveText('Running', ROLLOUT);
  await expect(versions.getByRole('row').filter({ hasText: 'Active' })).toContainText('v2', ROLLOUT);

  let streaming = true;
  const outcomes: { status: number; version: string }[] = [];
  const stream = (async () => {
    while (streaming) outcomes.push(await infer());
  })();
  await expect.poll(() => outcomes.length).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Activate v1' }).press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).press('Enter');
  await expect(versions.getByRole('row').filter({ hasText: 'Active' })).toContainText('v1', ROLLOUT);
  await expect(status(page)).toHaveText('Running', ROLLOUT);
  await expect.poll(() => outcomes.at(-1)?.version).toBe('1');
  streaming = false;
  await stream;
  expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
  expect(new Set(outcomes.map((o) => o.version))).toEqual(new Set(['2', '1']));
});

test('the catalogue says which models cannot run here; a picture uploaded and one drawn in the playground are named by Shape Sketch', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `shapes-${Date.now().toString(36)}`;
  await signIn(page, 'projectAdmin').catch(() => expect(appHeading(page)).toBeVisible(ROLLOUT));

  // The LLMs need a GPU this machine lacks: the catalogue says so before anyone deploys them.
  await page.goto('/project-module/predefined-models');
  const catalog = page.getByRole('table', { name: 'Predefined models' });
  await page.getByRole('searchbox', { name: 'Search models' }).fill('Llama');
  await expect(catalog.getByRole('row', { name: /Llama 3\.1 8B Instruct/ })).toContainText(
    /Cannot run here.*GPU; this machine has none/,
  );
  await page.getByRole('searchbox', { name: 'Search models' }).fill('Shape');
  await expect(catalog.getByRole('row', { name: /Shape Sketch/ })).not.toContainText('Cannot run here');
  await page.getByRole('button', { name: 'Deploy Shape Sketch' }).click();
  const form = page.getByRole('form', { name: 'Deploy a model' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(new RegExp(`^${BASE}/\\d+$`));
  await expect(status(page)).toHaveText('Running', ROLLOUT);

  // A triangle drawn with the browser's canvas, saved as a PNG, as a person's drawing would be.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 160;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 200, 160);
    context.fillStyle = '#1a1a1a';
    context.beginPath();
    context.moveTo(90, 20);
    context.lineTo(150, 130);
    context.lineTo(30, 130);
    context.closePath();
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1] as string;
  });
  await playground(page).getByRole('button', { name: 'Start session' }).press('Enter');
  const request = page.getByRole('form', { name: 'Request' });
  await request
    .getByLabel(/^image/)
    .setInputFiles({ name: 'triangle.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await request.getByRole('button', { name: 'Send request' }).press('Enter');
  await expect(playground(page).locator('[data-slot="playground-result"]')).toHaveText(
    /^200 in [\d.,]+ ms$/,
    FIRST_CALL,
  );
  const response = playground(page).getByRole('region', { name: 'Response' });
  await expect(response).toContainText('"triangle"');
  await expect(response).toContainText('probability');

  // A square drawn on the pad with the mouse, as a person draws it (pointer events, as a finger or a pen sends).
  const pad = request.getByRole('img', { name: 'Drawing pad for image' });
  await request.getByRole('button', { name: 'Clear drawing' }).click();
  await expect(pad).not.toHaveAttribute('data-drawn');
  const box = await pad.boundingBox();
  if (!box) throw new Error('the drawing pad has no box');
  // Each point relative to the pad (Playwright scrolls it into view and aims at it after any scroll).
  const to = (x: number, y: number) => pad.hover({ position: { x: x * box.width, y: y * box.height } });
  await to(0.2, 0.2);
  await page.mouse.down();
  for (const [x, y] of [
    [0.5, 0.2],
    [0.8, 0.2],
    [0.8, 0.5],
    [0.8, 0.8],
    [0.5, 0.8],
    [0.2, 0.8],
    [0.2, 0.5],
    [0.2, 0.2],
  ] as const)
    await to(x, y);
  await page.mouse.up();
  await expect(pad).toHaveAttribute('data-drawn', 'true');
  await request.getByRole('button', { name: 'Send request' }).press('Enter');
  await expect(response).toContainText('"square"');
  await expect(response).not.toContainText('"triangle"');
});
