import type { Page } from '@playwright/test';
import { consolePath, expect, seriousViolations, signIn, test } from './fixtures';

/** A notebook name no other run has used. */
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

/** A toast whose summary is `summary`. */
const toast = (page: Page, summary: string | RegExp) =>
  page.locator('[data-slot="toast-summary"]', { hasText: summary });

/** The row of the notebook table that holds `name`. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Fills the notebook form with a name (defaults for the rest) and submits it. */
async function createNotebook(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Create notebook' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('button', { name: 'Create notebook' }).click();
}

test('a member creates a notebook, sees it start without reloading, stops it, and sees only their own', async ({
  page,
}) => {
  const name = unique('max-e2e');
  await signIn(page, 'member');
  await page
    .getByRole('navigation', { name: /module/ })
    .getByRole('link', { name: 'Jupyter Notebooks' })
    .click();
  await expect.poll(() => consolePath(page)).toBe('/project-member-module/jupyter-notebooks');
  const main = page.getByRole('main');
  await expect(
    main
      .getByRole('link', { name: 'max-exploration' })
      .or(main.getByRole('cell', { name: 'max-exploration' }))
      .first(),
  ).toBeVisible();
  // Another member's notebooks (the project admin's) are not listed.
  await expect(main.getByText('paula-reports')).toHaveCount(0);
  await expect(main.getByText('paula-training')).toHaveCount(0);

  await main.getByRole('button', { name: 'Create notebook' }).click();
  await createNotebook(page, name);
  const status = main.getByRole('region', { name: `Status of ${name}` });
  // On a quiet machine a real hub may have it running before the first look.
  await expect(status.getByRole('status')).toContainText(/Starting|Running/);
  // The hub starts it by itself; the screen follows without a reload.
  await expect(status.getByRole('status')).toContainText('Running', { timeout: 15_000 });
  await expect(status.getByRole('link', { name: `Open ${name}` })).toBeVisible();
  await expect(toast(page, 'Notebook running')).toBeVisible();

  await main.getByRole('button', { name: 'Back to the notebooks' }).click();
  const row = rowOf(page, name);
  await expect(row).toContainText('Running');
  await row.getByRole('button', { name: `Stop ${name}` }).click();
  await expect(row).toContainText('Stopped', { timeout: 15_000 });
  await expect(row.getByRole('button', { name: `Start ${name}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a project admin scales and edits a notebook, is refused one past the quota with the reason, and raises the quota', async ({
  page,
}) => {
  await signIn(page, 'projectAdmin');
  await page
    .getByRole('navigation', { name: 'Project module' })
    .getByRole('link', { name: 'Jupyter Notebooks' })
    .click();
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search notebooks' }).fill('max-exploration');
  await main.getByRole('link', { name: 'max-exploration', exact: true }).click();
  await expect.poll(() => consolePath(page)).toMatch(/^\/project-module\/jupyter-notebook\/update\/\d+$/);

  // Scale: two replicas of a Small notebook hold 2 CPU.
  const scale = main.getByRole('form', { name: 'Scale max-exploration' });
  await scale.getByRole('spinbutton', { name: /Replicas/ }).fill('2');
  await scale.getByRole('button', { name: 'Scale' }).click();
  const status = main.getByRole('region', { name: 'Status of max-exploration' });
  await expect(status).toContainText('2 CPU');

  // Scaled to zero, its server ends (on the real hub the state is Stopped only once JupyterHub no longer runs it);
  // a start runs it again with one replica.
  await scale.getByRole('spinbutton', { name: /Replicas/ }).fill('0');
  await scale.getByRole('button', { name: 'Scale' }).click();
  await expect(status.getByRole('status')).toContainText('Stopped', { timeout: 15_000 });
  await status.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(status.getByRole('status')).toContainText('Running', { timeout: 15_000 });
  await expect(status.getByRole('status')).toContainText('1 CPU');

  // Edit: more storage; saving returns to the list, which shows it.
  const form = main.getByRole('form', { name: 'Update notebook' });
  await form.getByRole('spinbutton', { name: /Storage/ }).fill('30');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => consolePath(page)).toBe('/project-module/jupyter-notebooks');
  await expect(rowOf(page, 'max-exploration')).toContainText('30 GiB storage');

  // Fill the notebook hub's quota until the hub refuses, and show why.
  const reason = main.getByText(/The notebook hub's quota is \d+ replicas and \d+ are in use/);
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.goto('/project-module/jupyter-notebook/create');
    await createNotebook(page, unique(`fill-${attempt}`));
    const created = main.getByRole('region', { name: /^Status of fill-/ });
    await expect(created.or(reason)).toBeVisible();
    if (await reason.isVisible()) break;
  }
  await expect(reason).toBeVisible();
  await expect(main.getByRole('form', { name: 'Create notebook' })).toBeVisible();

  // Raise the quota in the project panel's services tab, then the same request goes through.
  await page.getByRole('navigation', { name: 'Project module' }).getByRole('link', { name: 'Project Panel' }).click();
  await main.getByRole('button', { name: 'Details of Notebook hub' }).click();
  const quota = main.getByRole('form', { name: 'Quota of Notebook hub' }).getByRole('spinbutton', { name: /Quota/ });
  const current = Number(await quota.inputValue());
  await quota.fill(String(current + 2));
  await main.getByRole('button', { name: 'Save quota' }).click();
  await expect(main.getByRole('list', { name: 'History of Notebook hub' })).toContainText(
    `Quota ${current} → ${current + 2}`,
  );
  await page.goto('/project-module/jupyter-notebook/create');
  const name = unique('after-raise');
  await createNotebook(page, name);
  await expect(main.getByRole('region', { name: `Status of ${name}` })).toBeVisible();
});

test('a project without the notebook hub offers the member no notebook link, and a typed URL is forbidden', async ({
  page,
}) => {
  // The member also joins Speech Lab, which has no notebook hub.
  await signIn(page, 'orgAdmin');
  await page.goto('/org-module/iam');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('member@demo.test');
  await page.getByRole('link', { name: 'Max Member', exact: true }).click();
  const assign = page.getByRole('form', { name: 'Assign to a project' });
  await assign.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Acme AI / Research / Speech Lab' });
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page, 'Role assigned')).toBeVisible();
  await page.context().clearCookies();

  await signIn(page, 'member');
  const nav = page.getByRole('navigation', { name: /module/ });
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Speech Lab' });
  await expect(page.getByRole('main').getByText('Speech Lab').first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Project Panel' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Jupyter Notebooks' })).toHaveCount(0);
  await page.goto('/project-member-module/jupyter-notebooks');
  await expect.poll(() => consolePath(page)).toBe('/forbidden');

  // Back on Vision Lab the link is there again.
  await page.goto('/project-member-module/project-panel');
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Vision Lab' });
  await expect(nav.getByRole('link', { name: 'Jupyter Notebooks' })).toBeVisible();
});
