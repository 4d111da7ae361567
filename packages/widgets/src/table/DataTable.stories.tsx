import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/Button';
import type { WidgetError } from '../state/widgetError';
import { dark, withWidgets } from '../stories/withWidgets';
import { DataTable } from './DataTable';
import { type SampleRow, sampleColumns, sampleRows } from './fixtures';
import type { DataTableSort } from './types';

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<SampleRow>,
  decorators: [withWidgets],
  args: {
    label: 'Organizations',
    columns: sampleColumns,
    rows: sampleRows(10),
    getRowId: (row: SampleRow) => row.id,
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable<SampleRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  args: { sort: { id: 'name', desc: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'name', desc: true });
  },
};

export const Loading: Story = { args: { rows: undefined, loading: true } };

export const Empty: Story = {
  args: {
    rows: [],
    emptyTitle: 'No organizations yet',
    emptyAction: <Button variant="primary">Create organization</Button>,
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: { message: 'You may not list organizations.', status: 403 }, onRetry: fn() },
};

export const ThousandRows: Story = {
  args: { rows: sampleRows(1000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '1001');
  },
};

export const Dark: Story = {
  parameters: dark,
  args: { pagination: { pageIndex: 0, pageSize: 10, total: 42, onPageChange: fn(), onPageSizeChange: fn() } },
};

interface Page<T> {
  items: T[];
  pageIndex: number;
  pageSize: number;
  total: number;
}

/** Loads pages from the admin API's list shape; msw answers in the story. */
function FetchingTable() {
  const [pageIndex, setPageIndex] = useState(0);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState<Page<SampleRow>>();
  const [error, setError] = useState<WidgetError | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const query = new URLSearchParams({ pageIndex: String(pageIndex), pageSize: '10' });
    if (sort) {
      query.set('sortBy', sort.id);
      query.set('sortOrder', sort.desc ? 'DESC' : 'ASC');
    }
    setLoading(true);
    fetch(`/api/organizations?${query}`)
      .then(async (res) => (res.ok ? setPage(await res.json()) : setError(await res.json())))
      .catch((cause: Error) => setError(cause))
      .finally(() => setLoading(false));
  }, [pageIndex, sort]);
  return (
    <DataTable
      label="Organizations"
      columns={sampleColumns}
      rows={page?.items}
      getRowId={(row) => row.id}
      loading={loading}
      error={error}
      sort={sort}
      onSortChange={setSort}
      pagination={page && { pageIndex, pageSize: page.pageSize, total: page.total, onPageChange: setPageIndex }}
    />
  );
}

export const FetchedThroughApi: Story = {
  render: () => <FetchingTable />,
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/organizations', ({ request }) => {
        const url = new URL(request.url);
        const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
        return HttpResponse.json({ items: sampleRows(10, pageIndex * 10), pageIndex, pageSize: 10, total: 35 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1–10 of 35')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('cell', { name: 'Organization 11' })).toBeVisible();
  },
};

export const FetchFailsWithServerMessage: Story = {
  render: () => <FetchingTable />,
  beforeEach({ msw }) {
    msw.use(http.get('/api/organizations', () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Token expired');
  },
};
