import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { AuditRetentionForm } from './AuditRetentionForm';

const meta = {
  title: 'Audit/AuditRetentionForm',
  component: AuditRetentionForm,
  decorators: [withWidgets],
  args: { organizationName: 'Acme AI', days: 365, onSave: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof AuditRetentionForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { days: undefined, loading: true } };
export const Failed: Story = {
  args: { days: undefined, error: { status: 500, message: 'The server failed' } },
};
export const Saved: Story = { args: { days: 90, savedDays: 90 } };

/** Checked here: a number of days out of range is refused before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Keep entries for (days)');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save retention' }));
    await expect(await canvas.findByText('At least 1')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's 400 on `days` lands on the field. */
export const ServerRefused: Story = {
  args: {
    onSave: fn(async () => {
      throw { status: 400, message: 'Invalid input', errors: { days: 'Must be at most 3650' } };
    }),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Keep entries for (days)');
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save retention' }));
    await expect(await canvas.findByText('Must be at most 3650')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Dark: Story = { parameters: dark };
