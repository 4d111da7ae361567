import type { Browser, Page, Request } from '@playwright/test';
import { expect, seriousViolations, signIn, test } from './fixtures';
import { e2eStack } from './stack';

interface Amounts {
  gpus: number;
  cpuCores: number;
  memoryGiB: number;
}

/**
 * The branch admin in another browser, with Vision Lab's quota as the board shows it and a way to set it through
 * the API. Each call borrows the bearer of the console's own latest call after a reload: access tokens live 20 s on
 * the test stack, and the spec runs longer than that.
 */
async function branchAdminWithQuota(browser: Browser) {
  const context = await browser.newContext({ baseURL: e2eStack.consoleUrl });
  const page = await context.newPage();
  const authorized = (r: Request) => !!r.headers().authorization && r.url().startsWith(e2eStack.apiUrl);
  const boardUrl = page.waitForRequest((r) => r.url().startsWith(`${e2eStack.apiUrl}/capacity/board?`));
  let bearer = page.waitForRequest(authorized);
  await signIn(page, 'branchAdmin');
  await page.goto('/branch-module/capacity');
  const api = async (method: string, path: string, data?: object) => {
    const authorization = (await bearer).headers().authorization ?? '';
    const res = await page.request.fetch(`${e2eStack.apiUrl}${path}`, {
      method,
      headers: { authorization },
      ...(data ? { data } : {}),
    });
    expect(res.status(), `${method} ${path}`).toBe(200);
    return res.json();
  };
  /** The next call's bearer: the console's own, as fresh as a reload makes it. */
  const refresh = async () => {
    bearer = page.waitForRequest(authorized);
    await page.reload();
  };
  const branchId = new URL((await boardUrl).url()).searchParams.get('branchId');
  const board = (await api('GET', `/capacity/board?branchId=${branchId}`)) as {
    rows: { id: number; name: string; quota: Amounts | null }[];
  };
  const vision = board.rows.find((r) => r.name === 'Vision Lab');
  if (!vision?.quota) throw new Error('Vision Lab has a quota on the branch board');
  const quota = vision.quota;
  return {
    page,
    quota,
    setVisionQuota: async (amounts: Amounts) => {
      await refresh();
      return api('PUT', '/capacity/quotas', { projectId: vision.id, ...amounts });
    },
  };
}

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
  test.setTimeout(120_000);
  // The premise is the spec's own, whatever ran before it: the branch admin sets Vision Lab's quota to two GPUs, so
  // a notebook of four waits for quota however many GPUs the project's other workloads hold (and it is restored after).
  const branch = await branchAdminWithQuota(browser);
  await branch.setVisionQuota({ ...branch.quota, gpus: 2 });
  try {
    await queueAndBoards(page, browser, branch.page);
  } finally {
    await branch.setVisionQuota(branch.quota);
    await branch.page.close();
  }
});

async function queueAndBoards(page: Page, browser: Browser, branch: Page) {
  const name = `max-big-${Date.now().toString(36)}`;

  // A member asks for a notebook with four GPUs: Vision Lab's quota is two.
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
  await expect(status).toContainText('Waiting for quota: Vision Lab may hold 2 GPUs');

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

  // Deleted, it no longer takes a replica of the project's notebook hub (the specs after this one fill it).
  await page.goto('/project-member-module/jupyter-notebooks');
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
}
