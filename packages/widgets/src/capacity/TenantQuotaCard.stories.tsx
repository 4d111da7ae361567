import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { sampleBranchQuota } from './fixtures';
import { TenantQuotaCard } from './TenantQuotaCard';

const meta = {
  title: 'Capacity/TenantQuotaCard',
  component: TenantQuotaCard,
  decorators: [withWidgets],
  args: { quota: sampleBranchQuota(), onRetry: fn() },
} satisfies Meta<typeof TenantQuotaCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A branch: its quota, what it handed down to its projects, and the headroom left. */
export const Branch: Story = {};
/** A project holds its quota only. */
export const Project: Story = {
  args: {
    quota: sampleBranchQuota({
      level: 'PROJECT',
      name: 'Vision Lab',
      quota: { gpus: 6, cpuCores: 64, memoryGiB: 256 },
      handedDown: { gpus: 0, cpuCores: 0, memoryGiB: 0 },
      headroom: { gpus: 6, cpuCores: 64, memoryGiB: 256 },
    }),
  },
};
/** No quota set: it says so rather than showing zeros as if they were a decision. */
export const NoQuota: Story = {
  args: {
    quota: sampleBranchQuota({
      level: 'PROJECT',
      name: 'New project',
      quota: { gpus: 0, cpuCores: 0, memoryGiB: 0 },
      handedDown: { gpus: 0, cpuCores: 0, memoryGiB: 0 },
      headroom: { gpus: 0, cpuCores: 0, memoryGiB: 0 },
      updatedAt: null,
    }),
  },
};
export const Loading: Story = { args: { quota: undefined, loading: true } };
export const Failed: Story = {
  args: { quota: undefined, error: { status: 503, message: 'The database is unavailable' } },
};
export const Forbidden: Story = {
  args: { quota: undefined, error: { status: 403, message: 'Not allowed for this user' } },
};
export const Dark: Story = { parameters: { appearance: { theme: 'dark' } } };
