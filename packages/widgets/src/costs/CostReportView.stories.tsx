import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { CostReportView } from './CostReportView';
import { sampleBudget, sampleCostReport, sampleCostRow, sampleCostWorkload } from './fixtures';

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
        sampleCostRow({
          level: 'ORGANIZATION',
          id: 1,
          name: 'Acme AI',
          parentName: '',
          cost: 4_812.37,
          idleCost: 1_530.12,
          gpuHours: 1_620,
          cpuCoreHours: 25_200,
          memoryGiBHours: 153_600,
        }),
        sampleCostRow({
          level: 'ORGANIZATION',
          id: 2,
          name: 'Globex',
          parentName: '',
          cost: 612.4,
          idleCost: 98.2,
          gpuHours: 180,
          cpuCoreHours: 3_600,
          memoryGiBHours: 20_480,
        }),
      ],
    }),
  },
};
/** A project admin: the project's own row and every workload in it, a stopped notebook billed for its storage alone. */
export const ProjectWorkloads: Story = {
  args: {
    report: sampleCostReport({
      level: 'PROJECT',
      total: { cost: 96.4, idleCost: 21.3, storageCost: 3.6 },
      rows: [
        sampleCostRow({
          level: 'PROJECT',
          id: 1,
          name: 'Vision Lab',
          parentName: 'Acme AI / Research',
          cost: 96.4,
          idleCost: 21.3,
          gpuHours: 30,
          cpuCoreHours: 240,
          memoryGiBHours: 960,
          storageCost: 3.6,
        }),
      ],
      workloads: [
        sampleCostWorkload({
          key: 'notebook:12',
          kind: 'NOTEBOOK',
          name: 'Tuning runs',
          projectName: 'Vision Lab',
          cost: 92.8,
        }),
        sampleCostWorkload({
          key: 'notebook:14',
          kind: 'NOTEBOOK',
          name: 'Stopped experiment',
          projectName: 'Vision Lab',
          cost: 3.6,
          idleCost: 0,
          gpuCost: 0,
          cpuCost: 0,
          memoryCost: 0,
          storageCost: 3.6,
          gpuHours: 0,
          cpuCoreHours: 0,
          memoryGiBHours: 0,
          storageGiBHours: 36_000,
        }),
      ],
      workloadCount: 2,
    }),
  },
};
export const Loading: Story = { args: { report: undefined, budget: undefined, loading: true } };
export const Empty: Story = {
  args: {
    report: sampleCostReport({
      total: { cost: 0, idleCost: 0, storageCost: 0 },
      rows: [],
      workloads: [],
      workloadCount: 0,
    }),
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
