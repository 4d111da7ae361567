import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { samplePrices } from './fixtures';
import { PriceListPanel } from './PriceListPanel';

/** Connected: the platform's price list inside a bare `ConsoleProvider`, against the mocked admin API. */
const meta = {
  title: 'Costs/PriceListPanel',
  component: PriceListPanel,
  decorators: [withConsole],
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [http.get('*/api/costs/prices', () => HttpResponse.json(samplePrices()))] });
  },
} satisfies Meta<typeof PriceListPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Price list' })).toBeVisible();
  },
};
/** Nothing priced yet: every price at zero. */
export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, {
      before: [
        http.get('*/api/costs/prices', () =>
          HttpResponse.json(
            samplePrices({
              gpuHourly: [],
              otherGpuHourly: 0,
              cpuCoreHourly: 0,
              memoryGiBHourly: 0,
              storageGiBHourly: 0,
              updatedAt: null,
            }),
          ),
        ),
      ],
    });
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/costs/prices')] });
  },
};
export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/costs/prices', 503, 'The database is unavailable')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is unavailable')).toBeVisible();
  },
};
