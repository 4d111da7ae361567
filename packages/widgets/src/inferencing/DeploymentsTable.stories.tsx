import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { DeploymentsTable } from './DeploymentsTable';
import { queuedDeployment, sampleDeployments } from './fixtures';

const meta = {
  title: 'Inferencing/DeploymentsTable',
  component: DeploymentsTable,
  decorators: [withWidgets],
  args: {
    onExport: fn(),
    page: { items: sampleDeployments(8), pageIndex: 0, pageSize: 10, total: 8 },
    onValueChange: fn(),
    deploymentHref: (d) => `/project-module/triton-inference/${d.id}`,
    onCreate: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DeploymentsTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};

/** One deployment waits in the capacity queue: its status says so, and why in short (the reason in full on hover). */
export const Queued: Story = {
  args: { page: { items: [...sampleDeployments(3), queuedDeployment(4)], pageIndex: 0, pageSize: 10, total: 4 } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /model-4/ });
    await expect(row).toHaveTextContent('Waiting for capacity');
    await expect(row).toHaveTextContent('Waiting for project quota');
  },
};

/** An export under way: the button waits and says so. */
export const Exporting: Story = { args: { exporting: true } };

export const ConfirmDelete: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete model-1' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalled());
  },
};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 } } };

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: { message: 'The admin API did not answer.', status: 0 } },
};

export const ThousandRows: Story = {
  args: { page: { items: sampleDeployments(1000), pageIndex: 0, pageSize: 1000, total: 1000 } },
};

export const Dark: Story = { parameters: dark };
