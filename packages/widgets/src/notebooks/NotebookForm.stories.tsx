import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { sampleChoices } from './fixtures';
import { NotebookForm } from './NotebookForm';

const meta = {
  title: 'Notebooks/NotebookForm',
  component: NotebookForm,
  decorators: [withWidgets],
  args: { mode: 'create', choices: sampleChoices, onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof NotebookForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = {
  args: {
    mode: 'update',
    initialValues: {
      name: 'max-exploration',
      imageId: 'jupyter-pytorch-cuda',
      size: 'MEDIUM',
      gpuCount: 1,
      storageGiB: 50,
      idleTimeoutMinutes: 120,
    },
  },
};

export const GpuNeedsGpuImage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'gpu-work');
    await userEvent.clear(canvas.getByLabelText(/^GPUs/));
    await userEvent.type(canvas.getByLabelText(/^GPUs/), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create notebook' }));
    await expect(await canvas.findByText(/has no CUDA libraries/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RefusedPastQuota: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error("The notebook hub's quota is 6 replicas and 6 are in use."), { status: 409 });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'one-too-many');
    await userEvent.click(canvas.getByRole('button', { name: 'Create notebook' }));
    await expect(await canvas.findByText(/quota is 6 replicas/)).toBeVisible();
  },
};
