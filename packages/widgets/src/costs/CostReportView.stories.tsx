import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { CostReportView } from './CostReportView';
import { sampleBudget, sampleCostReport } from './fixtures';

const meta = {
  title: 'Costs/CostReportView',
  component: CostReportView,
  decorators: [withWidgets],
  args: {
    report: sampleCostReport(),
    budget: sampleBudget(),
    range: '30d',
    onRangeChange: fn(),
    onExport: fn(),
    onRetry: fn(),
    onSaveBudget: fn(async () => undefined),
  },
} satisfies Meta<typeof CostReportView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An organization admin: cost per branch, a budget the forecast crosses, and the alerts sent. */
export const Data: Story = {};
/** A branch admin looking at the organization's numbers reads the budget but cannot set it. */
export const ReadOnlyBudget: Story = { args: { budget: sampleBudget({ canEdit: false }) } };
/** The platform (super admins): cost per organization, no budget. */
export const Platform: Story = {
  args: {
    budget: undefined,
    report: sampleCostReport({
      level: 'ORGANIZATION',
      rows: [
        {
          level: 'ORGANIZATION',
          id: 1,
          name: 'Acme AI',
          parentName: '',
          cost: 4_812.37,
          idleCost: 1_530.12,
          gpuHours: 1_620,
          cpuCoreHours: 25_200,
          memoryGiBHours: 153_600,
        },
        {
          level: 'ORGANIZATION',
          id: 2,
          name: 'Globex',
          parentName: '',
          cost: 612.4,
          idleCost: 98.2,
          gpuHours: 180,
          cpuCoreHours: 3_600,
          memoryGiBHours: 20_480,
        },
      ],
    }),
  },
};
export const Loading: Story = { args: { report: undefined, budget: undefined, loading: true } };
export const Empty: Story = {
  args: {
    report: sampleCostReport({ total: { cost: 0, idleCost: 0 }, rows: [] }),
    budget: sampleBudget({ monthToDate: 0, forecast: 0, alerts: [] }),
  },
};
export const Failed: Story = {
  args: { report: undefined, budget: undefined, error: { status: 503, message: 'The database is unavailable' } },
};
export const Forbidden: Story = {
  args: { report: undefined, budget: undefined, error: { status: 403, message: 'Not allowed for this user' } },
};
export const Dark: Story = { parameters: { appearance: { theme: 'dark' } } };
