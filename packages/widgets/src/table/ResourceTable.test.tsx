import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { type SampleRow, sampleColumns, sampleRows } from './fixtures';
import { ResourceTable, type ResourceTableProps } from './ResourceTable';
import '../styles.css';

const firstPage = { items: sampleRows(10), pageIndex: 0, pageSize: 10, total: 25 };
type Filters = { owner: string | null };

function table(props: Partial<ResourceTableProps<SampleRow, Filters>> = {}) {
  return (
    <ResourceTable<SampleRow, Filters>
      label="Organizations"
      searchLabel="Search organizations"
      columns={sampleColumns}
      getRowId={(row) => row.id}
      rowName={(row) => row.name}
      filters={{ owner: null }}
      page={firstPage}
      emptyTitle="No organizations yet"
      noMatchTitle={({ search }) => `Nothing matches “${search}”`}
      {...props}
    />
  );
}

describe('ResourceTable', () => {
  it('given no list state, keeps its own: pages, sorts and searches, back to the first page on a new search', async () => {
    const onValueChange = vi.fn();
    const screen = await render(table({ onValueChange }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Projects' }));
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 0, sortBy: 'projects', sortOrder: 'ASC' }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 20, sortBy: 'projects' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'acme{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'acme', pageIndex: 0 }));
    await expectNoAxeViolations(screen.container);
  });

  it('given a value, shows the host state (sort, search) and only reports changes', async () => {
    const onValueChange = vi.fn();
    const value = {
      pageIndex: 0,
      pageSize: 10,
      search: 'org',
      sortBy: 'name',
      sortOrder: 'DESC' as const,
      filters: { owner: null },
    };
    const screen = await render(table({ value, onValueChange }));
    await expect.element(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect.element(screen.getByRole('searchbox')).toHaveValue('org');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ ...value, sortBy: undefined, sortOrder: undefined });
    await expect.element(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('renders the filters it is given and resets the page when they change', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      table({
        onValueChange,
        defaultValue: { pageIndex: 2 },
        renderFilters: (filters, onChange) => (
          <button type="button" onClick={() => onChange({ owner: 'me' })}>
            Owner: {filters.owner ?? 'anyone'}
          </button>
        ),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Owner: anyone' }));
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 0, filters: { owner: 'me' } }));
    await expect.element(screen.getByRole('button', { name: 'Owner: me' })).toBeVisible();
  });

  it('tells "none yet" (with what to do first) from "no match"', async () => {
    const none = { items: [], pageIndex: 0, pageSize: 10, total: 0 };
    const screen = await render(table({ page: none, emptyDescription: 'Create one to get started.' }));
    await expect.element(screen.getByText('No organizations yet')).toBeVisible();
    await expect.element(screen.getByText('Create one to get started.')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox'), 'zzz{Enter}');
    await expect.element(screen.getByText('Nothing matches “zzz”')).toBeVisible();
    expect(screen.getByText('Create one to get started.').query()).toBeNull();
  });

  it('has no Actions column without actions, and hides the ones the role forbids', async () => {
    const screen = await render(table());
    expect(screen.getByRole('columnheader', { name: 'Actions' }).query()).toBeNull();
    await screen.rerender(
      table({
        actions: [
          { label: 'Archive', run: () => {}, allow: (row) => row.id !== 2 },
          { label: 'Rename', run: () => {}, allow: () => ({ reason: 'Read-only' }) },
          undefined,
        ],
      }),
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Archive Organization 2', exact: true }).query()).toBeNull();
    await expect
      .element(screen.getByRole('button', { name: 'Rename Organization 1', exact: true }))
      .toHaveAccessibleDescription('Read-only');
    await screen.rerender(table({ actions: [{ label: 'Archive', run: () => {}, allow: () => false }] }));
    expect(screen.getByRole('columnheader', { name: 'Actions' }).query()).toBeNull();
  });

  it('runs an action at once, and shows why it failed', async () => {
    const run = vi.fn().mockRejectedValue(new Error('Already archived'));
    const screen = await render(table({ actions: [{ label: 'Archive', run }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Archive Organization 3', exact: true }));
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Already archived');
  });

  it('asks before a confirmed action, keeps the dialog open with the error when it fails, then closes on success', async () => {
    const onDelete = vi.fn().mockRejectedValueOnce(new Error('It still has branches')).mockResolvedValue(undefined);
    const screen = await render(table({ onDelete, deleteConsequence: 'Gone for good.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Organization 4', exact: true }));
    const dialog = page.getByRole('alertdialog', { name: 'Delete Organization 4?' });
    await expect.element(dialog).toHaveAccessibleDescription('Gone for good.');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('button', { name: 'Delete', exact: true }));
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('It still has branches');
    await userEvent.click(page.getByRole('button', { name: 'Delete', exact: true }));
    await expect.poll(() => page.getByRole('alertdialog').query()).toBeNull();
    expect(onDelete).toHaveBeenCalledTimes(2);
  });
});
