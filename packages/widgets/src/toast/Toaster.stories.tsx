import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { Toaster, type ToasterProps, type ToastItem } from './Toaster';

const all: ToastItem[] = [
  { id: 1, severity: 'success', summary: 'Project created', detail: 'ml-lab is ready to use.', life: 30_000 },
  { id: 2, severity: 'info', summary: 'Invitation sent', detail: 'ana@demo.test will receive an email.' },
  { id: 3, severity: 'warn', summary: 'Quota almost used', detail: 'Object storage is at 92%.' },
  { id: 4, severity: 'error', summary: 'Could not save', detail: 'The admin API answered 500.', closable: false },
];

/** Keeps the list in state so closing a toast removes it, like the console's toast store does. */
function LiveToaster(props: Omit<ToasterProps<ToastItem>, 'onDismiss'>) {
  const [toasts, setToasts] = useState(props.toasts);
  return (
    <Toaster {...props} toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />
  );
}

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  decorators: [withWidgets],
  args: { toasts: all, onDismiss: fn(), position: 'top-right' },
  render: (args) => (
    <LiveToaster
      toasts={args.toasts}
      position={args.position ?? 'top-right'}
      {...(args.max ? { max: args.max } : {})}
    />
  ),
} satisfies Meta<typeof Toaster<ToastItem>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Severities: Story = {
  args: { max: 4 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const summary = await body.findByText('Project created');
    await waitFor(() => expect(summary).toBeVisible());
    await expect(body.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  },
};

const burst: ToastItem[] = Array.from({ length: 8 }, (_, i) => ({
  id: 100 + i,
  severity: 'success',
  summary: 'Project created',
  detail: `pager-${i + 1} is ready to use.`,
  life: 30_000,
}));

/** Eight events at once: the newest three show; closing one brings back the one waiting behind it. */
export const Burst: Story = {
  args: { toasts: burst },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByText('pager-8 is ready to use.');
    await expect(body.getAllByText('Project created')).toHaveLength(3);
    await expect(body.queryByText('pager-5 is ready to use.')).toBeNull();
    const [newest] = body.getAllByRole('button', { name: 'Dismiss' }).slice(-1);
    newest?.click();
    await body.findByText('pager-5 is ready to use.');
    await expect(body.getAllByText('Project created')).toHaveLength(3);
  },
};

export const BottomRight: Story = { args: { position: 'bottom-right', toasts: all.slice(0, 2) } };

export const Empty: Story = { args: { toasts: [] } };

export const Dark: Story = { args: { max: 4 }, parameters: dark };
