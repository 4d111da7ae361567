import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleModels } from './fixtures';
import { PredefinedModelsCatalog } from './PredefinedModelsCatalog';

const meta = {
  title: 'Inferencing/PredefinedModelsCatalog',
  component: PredefinedModelsCatalog,
  decorators: [withWidgets],
  args: {
    page: { items: sampleModels(6), pageIndex: 0, pageSize: 20, total: 6 },
    search: '',
    onSearchChange: fn(),
    onPageChange: fn(),
    onDeploy: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PredefinedModelsCatalog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deploy Phi-3 Mini' }));
    await expect(args.onDeploy).toHaveBeenCalledWith(expect.objectContaining({ name: 'Phi-3 Mini' }));
  },
};
export const Loading: Story = { args: { page: undefined, loading: true } };
export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 20, total: 0 }, search: 'llama' } };
export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: { message: 'The admin API did not answer.', status: 0 } },
};
export const ThousandRows: Story = {
  args: { page: { items: sampleModels(1000), pageIndex: 0, pageSize: 1000, total: 1000 } },
};
export const Dark: Story = { parameters: dark };
