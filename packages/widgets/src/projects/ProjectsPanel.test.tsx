import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../testing/axe';
import { renderInConsole } from '../testing/renderInConsole';
import { ProjectsPanel } from './ProjectsPanel';
import '../styles.css';

const names = () =>
  page
    .getByRole('table', { name: 'Projects' })
    .getByRole('link')
    .elements()
    .map((a) => a.textContent);

describe('ProjectsPanel, inside a bare ConsoleProvider with only an id', () => {
  it("pages, sorts and searches a branch's projects by itself", async () => {
    const { screen } = await renderInConsole(<ProjectsPanel branchId={10} projectHref={(p) => `/projects/${p.id}`} />);
    await expect.element(screen.getByText('1–10 of 12')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expect.element(screen.getByText('11–12 of 12')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    // A new sort starts again from the first page.
    await expect.element(screen.getByText('1–10 of 12')).toBeVisible();
    await expect.poll(() => names()[0]).toBe('Experiment 10');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'lab{Enter}');
    await expect.poll(names).toEqual(['Speech Lab', 'Vision Lab']);
    await expect.element(screen.getByRole('link', { name: 'Vision Lab' })).toHaveAttribute('href', '/projects/100');
    await expectNoAxeViolations(screen.container);
  });

  it("lists only the organization's projects for an organization id, and says when a filter finds none", async () => {
    const { screen } = await renderInConsole(<ProjectsPanel organizationId={2} />);
    await expect.element(screen.getByRole('cell', { name: 'Demand Forecast', exact: true })).toBeVisible();
    await expect.element(screen.getByText('1–1 of 1')).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Notebook hub');
    await expect.element(screen.getByText('No project matches these filters')).toBeVisible();
  });

  it('saves a favorite', async () => {
    const { screen, db } = await renderInConsole(<ProjectsPanel branchId={10} />);
    const star = screen.getByRole('button', { name: 'Favorite Experiment 12', exact: true });
    await userEvent.click(star);
    await expect.element(star).toHaveAttribute('aria-pressed', 'true');
    expect(db.projects.find((p) => p.id === 111)?.isFavorite).toBe(true);
  });

  it('creates in its dialog: a duplicate name is marked on the Name field, then a new one is created', async () => {
    const { screen, db } = await renderInConsole(<ProjectsPanel branchId={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await expect.element(dialog.getByRole('combobox', { name: /Branch/ })).toHaveValue('10');
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.fill(name, 'Vision Lab');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveAccessibleDescription('A project named Vision Lab already exists in this branch');
    expect(dialog.getByRole('alert').query()).toBeNull();
    await userEvent.fill(name, 'Robotics');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Object storage' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
    expect(db.projects.some((p) => p.name === 'Robotics' && p.branchId === 10)).toBe(true);
  });

  it('deletes after confirmation and says so', async () => {
    const { screen, db, client } = await renderInConsole(<ProjectsPanel organizationId={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Fraud Detection' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Delete Fraud Detection?' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Delete', exact: true }));
    await expect.poll(() => db.projects.some((p) => p.name === 'Fraud Detection')).toBe(false);
    // The toast follows the answer, which the browser may hand over after the mock database has changed.
    await expect
      .poll(() => client.toasts.getSnapshot())
      .toContainEqual(expect.objectContaining({ summary: 'Project deleted', detail: 'Fraud Detection' }));
  });
});
