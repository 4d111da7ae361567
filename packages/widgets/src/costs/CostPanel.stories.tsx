import type { BudgetStatus, CostReport } from '@console/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { CostPanel } from './CostPanel';
import { sampleBudget, sampleCostReport } from './fixtures';

const answer = (report: CostReport, budget: BudgetStatus) => [
  http.get('*/api/costs/budget', () => HttpResponse.json(budget)),
  http.get('*/api/costs', () => HttpResponse.json(report)),
];

/** Connected: an organization's costs inside a bare `ConsoleProvider`, against the mocked admin API. */
const meta = {
  title: 'Costs/CostPanel',
  component: CostPanel,
  decorators: [withConsole],
  args: { scope: { organizationId: 1 } },
  beforeEach({ msw }) {
    serveMockApi(msw, { before: answer(sampleCostReport(), sampleBudget()) });
  },
} satisfies Meta<typeof CostPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Costs per tenant' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Costliest workloads' })).toBeVisible();
    await expect(await canvas.findByText('fraud-scorer')).toBeVisible();
    await expect(await canvas.findByText('The 4 costliest of 9 workloads.')).toBeVisible();
  },
};
export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, {
      before: answer(
        sampleCostReport({
          rows: [],
          total: { cost: 0, idleCost: 0, storageCost: 0 },
          workloads: [],
          workloadCount: 0,
        }),
        sampleBudget(),
      ),
    });
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/costs/budget'), pendingGet('/costs')] });
  },
};
export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, {
      before: [
        failingGet('/costs/budget', 503, 'The database is unavailable'),
        failingGet('/costs', 503, 'The database is unavailable'),
      ],
    });
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('The database is unavailable'))[0]).toBeVisible();
  },
};
