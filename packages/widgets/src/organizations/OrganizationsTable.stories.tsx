import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Allowance } from '../actions/Allowance';
import type { WidgetError } from '../state/widgetError';
import { dark, withWidgets } from '../stories/withWidgets';
import { initialListState, type ListState, listQueryOf, NO_FILTERS } from '../table/listState';
import { sampleOrganizations } from './fixtures';
import { OrganizationsTable } from './OrganizationsTable';
import type { OrganizationRow } from './types';

const meta = {
  title: 'Organizations/OrganizationsTable',
  component: OrganizationsTable<OrganizationRow>,
  decorators: [withWidgets],
  args: {
    page: { items: sampleOrganizations(10), pageIndex: 0, pageSize: 10, total: 42 },
    defaultValue: { sortBy: 'NAME', sortOrder: 'ASC' },
    onValueChange: fn(),
    organizationHref: (row: OrganizationRow) => `/super-admin/organization/update/${row.id}`,
    canCreate: true,
    onCreate: fn(),
    canEdit: (): Allowance => true,
    onEdit: fn(),
    canDelete: (): Allowance => true,
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrganizationsTable<OrganizationRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Organization 2' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Organization 2?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const OrganizationAdmin: Story = {
  name: 'Organization admin (create disabled with reason, no delete)',
  args: {
    canCreate: { reason: 'Only super admins can create organizations' },
    canDelete: () => false,
  },
};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 } } };

export const NoSearchResult: Story = {
  args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 }, defaultValue: { search: 'zzz' } },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: { message: 'You may not list organizations.', status: 403 } },
};

export const ThousandRows: Story = {
  args: { page: { items: sampleOrganizations(1000), pageIndex: 0, pageSize: 1000, total: 1000 } },
};

export const Dark: Story = { parameters: dark };

type Page = { items: OrganizationRow[]; pageIndex: number; pageSize: number; total: number };

/** Fetches `/api/organizations` for each list state the table reports, the way any data layer would. */
function FetchingOrganizations() {
  const [list, setList] = useState<ListState>(() => initialListState(NO_FILTERS));
  const [page, setPage] = useState<Page>();
  const [error, setError] = useState<WidgetError | null>(null);
  useEffect(() => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(listQueryOf(list, ['NAME', 'CREATED_AT']))) query.set(key, String(value));
    fetch(`/api/organizations?${query}`)
      .then((res) => res.json())
      .then(setPage, setError);
  }, [list]);
  return <OrganizationsTable page={page} error={error} value={list} onValueChange={setList} />;
}

export const FetchedThroughApi: Story = {
  render: () => <FetchingOrganizations />,
  beforeEach({ msw }) {
    const all = sampleOrganizations(42);
    msw.use(
      http.get('/api/organizations', ({ request }) => {
        const url = new URL(request.url);
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
        const list = all.filter((o) => o.name.toLowerCase().includes(search));
        const items = list.slice(pageIndex * 10, pageIndex * 10 + 10);
        return HttpResponse.json({ items, pageIndex, pageSize: 10, total: list.length });
      }),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('1–10 of 42')).toBeVisible());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search organizations' }), 'Organization 4{Enter}');
    await waitFor(() => expect(canvas.getByText('1–4 of 4')).toBeVisible());
  },
};
