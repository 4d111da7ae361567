import type { QuotaRequest } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { sampleQuotaRequests } from './fixtures';
import { QuotaRequestsPanel } from './QuotaRequestsPanel';

const page = (items: QuotaRequest[]) =>
  http.get('*/api/capacity/quota-requests', () =>
    HttpResponse.json({ items, pageIndex: 0, pageSize: 20, total: items.length }),
  );

/** Connected: a branch's quota requests inside a bare `ConsoleProvider`, against the mocked admin API. */
const meta = {
  title: 'Capacity/QuotaRequestsPanel',
  component: QuotaRequestsPanel,
  decorators: [withConsole],
  args: { scope: { branchId: 1 } },
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [page(sampleQuotaRequests())] });
  },
} satisfies Meta<typeof QuotaRequestsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(/Vision Lab/))[0]).toBeVisible();
  },
};
export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [page([])] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No quota requests')).toBeVisible();
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/capacity/quota-requests')] });
  },
};
export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/capacity/quota-requests', 503, 'The database is unavailable')] });
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('The database is unavailable'))[0]).toBeVisible();
  },
};
