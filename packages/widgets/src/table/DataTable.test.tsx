import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { DataTable, type DataTableProps } from './DataTable';
import { type SampleRow, sampleColumns, sampleRows } from './fixtures';
import '../styles.css';

function table(props: Partial<DataTableProps<SampleRow>> = {}) {
  return (
    <DataTable
      label="Organizations"
      columns={sampleColumns}
      rows={sampleRows(10)}
      getRowId={(row) => row.id}
      {...props}
    />
  );
}

describe('DataTable', () => {
  it('given rows, renders a named table with a header row and one row per item', async () => {
    const screen = await render(table());
    const grid = screen.getByRole('table', { name: 'Organizations' });
    await expect.element(grid).toBeVisible();
    expect(grid.element().querySelectorAll('tbody tr')).toHaveLength(10);
    await expect.element(screen.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    await expect.element(screen.getByRole('cell', { name: 'owner3@demo.test' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('renders cell content as text', async () => {
    const rows = [{ id: 1, name: '<img src=x onerror=alert(1)>', owner: 'a', projects: 1 }];
    const screen = await render(table({ rows }));
    await expect.element(screen.getByRole('cell', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('sorts through the header by keyboard: ascending, descending, then the default', async () => {
    const onSortChange = vi.fn();
    const screen = await render(table({ onSortChange, sort: null }));
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });

    await screen.rerender(table({ onSortChange, sort: { id: 'name', desc: false } }));
    await expect.element(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });

    await screen.rerender(table({ onSortChange, sort: { id: 'name', desc: true } }));
    await expect.element(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Owner' }).query()).toBeNull();
  });

  it('pages on the server: shows the range and asks for the next page', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const screen = await render(
      table({ pagination: { pageIndex: 0, pageSize: 10, total: 25, onPageChange, onPageSizeChange } }),
    );
    await expect.element(screen.getByText('1–10 of 25')).toBeVisible();
    await expect.element(screen.getByText('Page 1 of 3')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    await expectNoAxeViolations(screen.container);
  });

  it('offers a page size the host chose outside the usual options', async () => {
    const screen = await render(
      table({ pagination: { pageIndex: 0, pageSize: 5, total: 25, onPageChange: vi.fn(), onPageSizeChange: vi.fn() } }),
    );
    await expect.element(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
    await expect.element(screen.getByText('1–5 of 25')).toBeVisible();
  });

  it('given the first load, shows a busy loading state', async () => {
    const screen = await render(table({ rows: undefined, loading: true }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading organizations…');
    await expectNoAxeViolations(screen.container);
  });

  it('given no rows, shows the empty state with its action', async () => {
    const screen = await render(
      table({
        rows: [],
        emptyTitle: 'No organizations',
        emptyAction: <button type="button">Create organization</button>,
      }),
    );
    await expect.element(screen.getByText('No organizations')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Create organization' })).toBeVisible();
  });

  it('given an error, shows its message and retries', async () => {
    const onRetry = vi.fn();
    const screen = await render(table({ rows: undefined, error: { message: 'Forbidden', status: 403 }, onRetry }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Forbidden');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(screen.container);
  });

  it('keeps rows visible and marks the table busy while a new page loads', async () => {
    const screen = await render(table({ loading: true }));
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect.element(screen.getByRole('cell', { name: 'Organization 1', exact: true })).toBeVisible();
  });

  it('given a thousand rows, renders only the visible ones and scrolls to the last', async () => {
    const screen = await render(table({ rows: sampleRows(1000) }));
    const grid = screen.getByRole('table');
    await expect.element(grid).toHaveAttribute('aria-rowcount', '1001');
    const rendered = grid.element().querySelectorAll('tbody [data-slot="table-row"]').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    const region = screen.getByRole('region', { name: 'Organizations' });
    region.element().scrollTop = region.element().scrollHeight;
    await expect.element(screen.getByRole('cell', { name: 'Organization 1000' })).toBeVisible();
    await expect
      .element(screen.getByRole('cell', { name: 'Organization 1000' }).element().closest('tr'))
      .toHaveAttribute('aria-rowindex', '1001');
    await expectNoAxeViolations(screen.container);
  });

  it('is a named tab stop only while it is too narrow for its columns, so a keyboard can scroll it sideways', async () => {
    const screen = await render(<div style={{ width: 160 }}>{table({ rows: sampleRows(3) })}</div>);
    const region = screen.getByRole('region', { name: 'Organizations' });
    await expect.element(region).toHaveAttribute('tabindex', '0');
    // Widened past its content, the same table is no longer a stop.
    (screen.container.firstElementChild as HTMLElement).style.width = '1200px';
    await expect.poll(() => screen.container.querySelector('[role="region"]')).toBeNull();
  });
});
