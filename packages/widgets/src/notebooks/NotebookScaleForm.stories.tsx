import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { NotebookScaleForm } from './NotebookScaleForm';

const meta = {
  title: 'Notebooks/NotebookScaleForm',
  component: NotebookScaleForm,
  decorators: [withWidgets],
  args: { name: 'max-exploration', replicas: 1, maxReplicas: 4, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof NotebookScaleForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RefusedPastQuota: Story = {
  args: {
    onSubmit: fn(async () => {
      const message = "The notebook hub's quota is 6 replicas and 5 are in use, so 2 more cannot be added.";
      throw Object.assign(new Error(message), { status: 409, errors: { replicas: message } });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText(/^Replicas/));
    await userEvent.type(canvas.getByLabelText(/^Replicas/), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Scale' }));
    await expect(await canvas.findByText(/5 are in use/)).toBeVisible();
  },
};

/** Zero is a choice: it ends the notebook's server and frees its replicas; more than the hub allows is refused. */
export const ScaledToZero: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByLabelText(/^Replicas/);
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Scale' }));
    await expect(await canvas.findByText(/at most 4/i)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Scale' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(0);
  },
};
