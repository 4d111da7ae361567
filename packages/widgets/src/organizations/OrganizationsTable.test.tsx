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

  it('keeps its own list state: searches after typing pauses, then sorts by name from the first page', async () => {
    const onValueChange = vi.fn();
    const screen = await render(orgs({ onValueChange, defaultValue: { pageIndex: 1 } }));
    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search organizations' }), 'acme');
    await expect.poll(() => onValueChange.mock.calls.at(-1)?.[0]).toMatchObject({ search: 'acme', pageIndex: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'acme', sortBy: 'NAME', sortOrder: 'ASC', pageIndex: 0 }),
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
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
    const screen = await render(orgs({ onDelete }));
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
    const none = { items: [], pageIndex: 0, pageSize: 10, total: 0 };
    const screen = await render(orgs({ page: none }));
    await expect.element(screen.getByText('No organizations yet')).toBeVisible();
    await screen.rerender(orgs({ page: none, value: { pageIndex: 0, pageSize: 10, search: 'zzz', filters: {} } }));
    await expect.element(screen.getByText('No organization matches “zzz”')).toBeVisible();
    await screen.rerender(orgs({ page: undefined, loading: true }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading organizations…');
    await screen.rerender(orgs({ page: undefined, error: { message: 'Forbidden', status: 403 } }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Forbidden');
  });
});
