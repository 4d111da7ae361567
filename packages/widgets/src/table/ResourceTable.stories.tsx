import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { type SampleRow, sampleColumns, sampleRows } from './fixtures';
import { ResourceTable } from './ResourceTable';
import { deleteAction, editAction } from './rowActions';

const onDelete = fn();

/** The piece under every resource list; the area tables and panels are built on it. */
const meta = {
  title: 'Primitives/ResourceTable',
  component: ResourceTable<SampleRow>,
  decorators: [withWidgets],
  args: {
    label: 'Organizations',
    searchLabel: 'Search organizations',
    columns: sampleColumns,
    getRowId: (row: SampleRow) => row.id,
    rowName: (row: SampleRow) => row.name,
    page: { items: sampleRows(10), pageIndex: 0, pageSize: 10, total: 42 },
    emptyTitle: 'No organizations yet',
    noMatchTitle: ({ search }) => `No organization matches “${search}”`,
    create: { label: 'Create organization', onClick: fn() },
    actions: [
      editAction<SampleRow>(fn(), (row) => (row.id === 2 ? { reason: 'Read-only organization' } : true)),
      deleteAction<SampleRow>(onDelete, { name: (row) => row.name, consequence: 'Its projects go with it.' }),
    ],
    onValueChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ResourceTable<SampleRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 0, sortBy: 'name', sortOrder: 'ASC' }),
    );
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Organization 3' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await waitFor(() => expect(dialog.getByText('Its projects go with it.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(onDelete).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 } } };

export const NoMatch: Story = {
  args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 }, defaultValue: { search: 'zzz' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No organization matches “zzz”')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: { message: 'You may not list organizations.', status: 403 } },
};

export const Dark: Story = { parameters: dark };
