import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { dark, withWidgets } from '../stories/withWidgets';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  decorators: [withWidgets],
  args: {
    title: 'Remove object storage from ml-lab?',
    description: 'Its buckets and their objects are deleted. This cannot be undone.',
    confirmLabel: 'Remove',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="danger">Remove service</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove service' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmFails: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('The service is still deploying; try again in a minute.'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove service' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Remove' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('still deploying');
  },
};

export const Dark: Story = { args: { defaultOpen: true }, parameters: dark };
