import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Allowance } from '../actions/Allowance';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleNotebooks } from './fixtures';
import { NotebooksTable } from './NotebooksTable';
import type { NotebookRow } from './types';

const meta = {
  title: 'Notebooks/NotebooksTable',
  component: NotebooksTable<NotebookRow>,
  decorators: [withWidgets],
  args: {
    onExport: fn(),
    page: { items: sampleNotebooks(), pageIndex: 0, pageSize: 20, total: 5 },
    onValueChange: fn(),
    showOwner: true,
    onPower: fn(),
    canPower: (): Allowance => true,
    editHref: (n: NotebookRow) => `/project-module/jupyter-notebook/update/${n.id}`,
    canDelete: (): Allowance => true,
    onDelete: fn(),
    canCreate: true,
    onCreate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotebooksTable<NotebookRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An export under way: the button waits and says so. */
export const Exporting: Story = { args: { exporting: true } };

export const ProjectAdmin: Story = {};

export const StopInline: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop max-exploration' }));
    await expect(args.onPower).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'stop');
    await userEvent.click(canvas.getByRole('button', { name: 'Start paula-training' }));
    await expect(args.onPower).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 'start');
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete paula-reports' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete paula-reports?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Member: Story = {
  name: 'Member (own notebooks)',
  args: { showOwner: false, page: { items: sampleNotebooks().slice(0, 1), pageIndex: 0, pageSize: 20, total: 1 } },
};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 20, total: 0 } } };

export const ErrorState: Story = { name: 'Error', args: { page: undefined, error: { message: 'Project not found' } } };

export const Dark: Story = { parameters: dark };
