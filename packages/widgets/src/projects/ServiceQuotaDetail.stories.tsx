import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleServiceQuota } from '../notebooks/fixtures';
import { dark, withWidgets } from '../stories/withWidgets';
import { ServiceQuotaDetail } from './ServiceQuotaDetail';

const meta = {
  title: 'Projects/ServiceQuotaDetail',
  component: ServiceQuotaDetail,
  decorators: [withWidgets],
  args: { detail: sampleServiceQuota(), canEdit: true, onSave: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof ServiceQuotaDetail>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Editable: Story = {};

export const BelowUseRefused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /^Quota/ }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: /^Quota/ }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save quota' }));
    await expect(await canvas.findByText('At least the 4 in use')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  name: 'Member (read only)',
  args: { canEdit: { reason: 'Only project admins change quotas' } },
};

export const NoHistory: Story = { args: { detail: sampleServiceQuota({ history: [] }) } };

export const Loading: Story = { args: { detail: undefined } };

export const ErrorState: Story = {
  name: 'Error',
  args: { detail: undefined, error: { message: 'Service in this project not found' } },
};

export const Dark: Story = { parameters: dark };
