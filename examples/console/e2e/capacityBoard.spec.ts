import type { Browser, Page } from '@playwright/test';
import { localEngines } from './engines';
import { expect, seriousViolations, signIn, test } from './fixtures';
import { e2eStack } from './stack';

/** A second person at another browser, signed in. */
async function another(browser: Browser, user: 'projectAdmin' | 'branchAdmin'): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eStack.consoleUrl });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

test('a notebook past its project’s GPU quota waits in the queue with the reason, on every tier’s capacity board', async ({
  page,
  browser,
}) => {
  // Known defect on the real engines: after the other specs, Vision Lab's seeded GPU deployments (which cannot run on
  // this GPU-less machine) hold no GPUs, so the four-GPU notebook fits the quota and the hub refuses it for want of a
  // GPU instead of queueing it. Passes alone; the premise must not depend on the order of the specs.
  test.fixme(localEngines, 'the GPU quota premise depends on the seeded GPU deployments on a GPU-less machine');
  test.setTimeout(120_000);
  const name = `max-big-${Date.now().toString(36)}`;

  // A member asks for a notebook with four GPUs: Vision Lab's quota (4 GPUs) already holds some.
  await signIn(page, 'member');
  await page.goto('/project-member-module/jupyter-notebooks');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Create notebook' }).click();
  const form = page.getByRole('form', { name: 'Create notebook' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('combobox', { name: /Image/ }).selectOption({ label: 'PyTorch 2.4 with CUDA 12 (GPU)' });
  await form.getByRole('spinbutton', { name: /GPUs/ }).fill('4');
  await form.getByRole('button', { name: 'Create notebook' }).click();
  const status = main.getByRole('region', { name: `Status of ${name}` });
  await expect(status).toContainText('Waiting for quota: Vision Lab may hold');

  // Their capacity board shows it waiting, why, and its place; nothing of anyone else's.
  await page
    .getByRole('navigation', { name: /module/ })
    .getByRole('link', { name: 'Capacity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Capacity' })).toBeVisible();
  const queue = page.getByRole('table', { name: 'Waiting workloads' });
  const waiting = queue.getByRole('row').filter({ hasText: name });
  await expect(waiting).toContainText('Project quota');
  await expect(waiting).toContainText(/\d+ of \d+/);
  await expect(waiting).toContainText('4 GPU');
  await expect(page.getByRole('table', { name: 'Capacity per tenant' })).not.toContainText('paula-');
  expect(await seriousViolations(page)).toEqual([]);

  // The project admin sees the project's workloads with what each holds, and the same queue.
  const admin = await another(browser, 'projectAdmin');
  await admin.goto('/project-module/capacity');
  await expect(admin.getByRole('table', { name: 'Capacity per tenant' })).toContainText('Notebook hub');
  await expect(
    admin.getByRole('table', { name: 'Waiting workloads' }).getByRole('row').filter({ hasText: name }),
  ).toContainText('Project quota');

  // The branch admin sees Vision Lab among the branch's projects, with its quota and what is free.
  const branch = await another(browser, 'branchAdmin');
  await branch.goto('/branch-module/capacity');
  const vision = branch
    .getByRole('table', { name: 'Capacity per tenant' })
    .getByRole('row')
    .filter({ hasText: 'Vision Lab' });
  await expect(vision).toContainText(/\d+ GPU · \d+ CPU · \d+ GiB/);
  await expect(branch.getByRole('table', { name: 'Waiting workloads' })).toContainText(name);
  expect(await seriousViolations(branch)).toEqual([]);

  // Stopping it takes it out of the queue.
  await page.goto('/project-member-module/jupyter-notebooks');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Stop ${name}` }).click();
  await expect(row).toContainText('Stopped', { timeout: 15_000 });
  await page.goto('/project-member-module/capacity');
  await expect(page.getByRole('table', { name: 'Waiting workloads' })).not.toContainText(name);
  await admin.close();
  await branch.close();
});
