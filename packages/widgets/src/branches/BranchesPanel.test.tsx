import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../testing/axe';
import { renderInConsole } from '../testing/renderInConsole';
import { BranchesPanel } from './BranchesPanel';
import '../styles.css';

describe('BranchesPanel, inside a bare ConsoleProvider with only an organization id', () => {
  it("lists the organization's branches, creates one and deletes one", async () => {
    const { screen, db } = await renderInConsole(<BranchesPanel organizationId={1} />);
    await expect.element(screen.getByRole('cell', { name: 'Research', exact: true })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Headquarters', exact: true }).query()).toBeNull();
    await expectNoAxeViolations(screen.container);

    await userEvent.click(screen.getByRole('button', { name: 'Create branch' }));
    const dialog = page.getByRole('dialog', { name: 'Create branch' });
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.fill(name, 'research');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect.element(name).toHaveAccessibleDescription('Acme AI already has a branch named research');
    await userEvent.fill(name, 'Edge');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect.element(screen.getByRole('cell', { name: 'Edge', exact: true })).toBeVisible();
    expect(db.branches.find((b) => b.name === 'Edge')?.organizationId).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Production' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
    await expect.poll(() => screen.getByRole('cell', { name: 'Production', exact: true }).query()).toBeNull();
  });
});
