import type { TenantQuota } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { sampleBranchQuota } from './fixtures';
import { TenantQuotaPanel } from './TenantQuotaPanel';

const quota = (body: TenantQuota) => http.get('*/api/capacity/quotas', () => HttpResponse.json(body));

/** Connected: inside a bare `ConsoleProvider` with a branch id, against the mocked admin API. */
const meta = {
  title: 'Capacity/TenantQuotaPanel',
  component: TenantQuotaPanel,
  decorators: [withConsole],
  args: { scope: { branchId: 1 } },
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [quota(sampleBranchQuota())] });
  },
} satisfies Meta<typeof TenantQuotaPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Quota of Research')).toBeVisible();
  },
};
/** No quota set: it says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    const none = { gpus: 0, cpuCores: 0, memoryGiB: 0 };
    serveMockApi(msw, {
      before: [quota(sampleBranchQuota({ quota: none, handedDown: none, headroom: none, updatedAt: null }))],
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No quota set/)).toBeVisible();
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/capacity/quotas')] });
  },
};
export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/capacity/quotas', 503, 'The database is unavailable')] });
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('The database is unavailable'))[0]).toBeVisible();
  },
};
