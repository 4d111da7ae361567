import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleOrganizations } from './fixtures';
import { OrganizationsTable, type OrganizationsTableProps } from './OrganizationsTable';
import type { OrganizationRow } from './types';
import '../styles.css';

const firstPage = { items: sampleOrganizations(10), pageIndex: 0, pageSize: 10, total: 12 };

function orgs(props: Partial<OrganizationsTableProps<OrganizationRow>> = {}) {
  return (
    <WidgetsProvider>
      <OrganizationsTable
        page={firstPage}
        search=""
        onSearchChange={() => {}}
        sort={null}
        onSortChange={() => {}}
        onPageChange={() => {}}
        organizationHref={(row) => `/super-admin/organization/update/${row.id}`}
        {...props}
      />
    </WidgetsProvider>
  );
}

describe('OrganizationsTable', () => {
  it('lists organizations with links to their update route', async () => {
    const screen = await render(orgs());
    await expect
      .element(screen.getByRole('link', { name: 'Organization 2', exact: true }))
      .toHaveAttribute('href', '/super-admin/organization/update/2');
    await expect.element(screen.getByText('1–10 of 12')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('searches after typing pauses and sorts by name', async () => {
    const onSearchChange = vi.fn();
    const onSortChange = vi.fn();
    const screen = await render(orgs({ onSearchChange, onSortChange }));
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search organizations' }), 'acme');
    await expect.poll(() => onSearchChange.mock.calls.at(-1)?.[0]).toBe('acme');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'NAME', desc: false });
  });

  it('shows create only as the role allows: hidden, or disabled with the reason', async () => {
    const onCreate = vi.fn();
    const screen = await render(orgs({ onCreate, canCreate: false }));
    expect(screen.getByRole('button', { name: 'Create organization' }).query()).toBeNull();
    await screen.rerender(orgs({ onCreate, canCreate: { reason: 'Only super admins can create organizations' } }));
    await expect
      .element(screen.getByRole('button', { name: 'Create organization' }))
      .toHaveAccessibleDescription('Only super admins can create organizations');
    await screen.rerender(orgs({ onCreate, canCreate: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('asks before deleting, and cancelling deletes nothing', async () => {
    const onDelete = vi.fn();
    const screen = await render(orgs({ onDelete, canDelete: () => true }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Organization 3' }));
    const dialog = page.getByRole('alertdialog', { name: 'Delete Organization 3?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByRole('alertdialog').query()).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Organization 3' }));
    await userEvent.click(page.getByRole('button', { name: 'Delete', exact: true }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('shows the empty search result, loading and error states', async () => {
    const screen = await render(orgs({ page: { items: [], pageIndex: 0, pageSize: 10, total: 0 }, search: 'zzz' }));
    await expect.element(screen.getByText('No organization matches “zzz”')).toBeVisible();
    await screen.rerender(orgs({ page: undefined, loading: true }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading organizations…');
    await screen.rerender(orgs({ page: undefined, error: { message: 'Forbidden', status: 403 } }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Forbidden');
  });
});
