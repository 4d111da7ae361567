import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { BranchesTable, type BranchesTableProps } from './BranchesTable';
import { BranchForm } from './BranchForm';
import { BranchInfo } from './BranchInfo';
import { sampleBranches } from './fixtures';
import type { BranchRow } from './types';
import '../styles.css';

function branches(props: Partial<BranchesTableProps<BranchRow>> = {}) {
  return <BranchesTable page={{ items: sampleBranches(6), pageIndex: 0, pageSize: 10, total: 6 }} {...props} />;
}

describe('BranchesTable', () => {
  it('lists branches, links them, and asks before deleting', async () => {
    const onDelete = vi.fn();
    const screen = await render(branches({ branchHref: (b) => `/org-module/branch/update/${b.id}`, onDelete }));
    await expect
      .element(screen.getByRole('link', { name: 'Branch 2' }))
      .toHaveAttribute('href', '/org-module/branch/update/2');
    await expectNoAxeViolations(screen.container);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Branch 2' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Delete Branch 2?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('shows the organization column only when asked', async () => {
    const screen = await render(branches());
    expect(screen.getByRole('columnheader', { name: 'Organization' }).query()).toBeNull();
    await screen.rerender(branches({ showOrganization: true }));
    await expect.element(screen.getByRole('columnheader', { name: 'Organization' })).toBeVisible();
  });
});

describe('BranchForm', () => {
  it('sends blank location and logo as null and shows server errors at the field', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ message: 'Validation failed', status: 400, errors: { name: 'Name taken' } })
      .mockResolvedValue({});
    const screen = await render(<BranchForm mode="create" onSubmit={onSubmit} />);
    await userEvent.fill(screen.getByRole('textbox', { name: /Name/ }), 'Vision');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name taken');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Vision', description: '', location: null, logo: null });
    await expectNoAxeViolations(screen.container);
  });
});

describe('BranchInfo', () => {
  it('shows the branch as a description list, and its states', async () => {
    const [branch] = sampleBranches(1);
    const screen = await render(<BranchInfo branch={branch} />);
    await expect.element(screen.getByRole('heading', { name: 'Branch 1' })).toBeVisible();
    await expect.element(screen.getByText('Lisbon')).toBeVisible();
    await expectNoAxeViolations(screen.container);
    await screen.rerender(<BranchInfo branch={undefined} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading branch…');
    await screen.rerender(<BranchInfo branch={undefined} error={{ message: 'Branch not found' }} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Branch not found');
  });
});
