import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleModel, sampleModels } from './fixtures';
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
/** On a machine without GPUs: the models needing one say so, with the reason a deployment would fail with. */
export const CannotRunHere: Story = {
  args: {
    page: {
      items: [
        sampleModel(1, {
          name: 'Llama 3 8B Instruct',
          sizeMb: 16_060,
          versions: ['8b-instruct'],
          description: 'Chat and instruction following.',
          defaultResources: { replicasMin: 1, replicasMax: 2, gpuType: 'NVIDIA_A100', gpuCount: 1 },
          unavailableReason: 'Needs 1 NVIDIA A100 GPU; this machine has none',
        }),
        sampleModel(2, {
          name: 'Review Sentiment',
          task: 'text-classification',
          sizeMb: 1,
          versions: ['2', '1'],
          description: 'Says whether a product review is positive or negative.',
        }),
      ],
      pageIndex: 0,
      pageSize: 20,
      total: 2,
    },
  },
  play: async ({ canvas }) => {
    const llama = canvas.getByRole('row', { name: /Llama 3 8B/ });
    await expect(llama).toHaveTextContent('Cannot run here');
    await expect(llama).toHaveTextContent('Needs 1 NVIDIA A100 GPU; this machine has none');
    await expect(canvas.getByRole('row', { name: /Review Sentiment/ })).not.toHaveTextContent('Cannot run here');
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
