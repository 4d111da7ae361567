import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { BarChart } from './BarChart';
import { allocationSeries, nodeAllocation, ticketStatusSeries, ticketsByPriority } from './fixtures';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  decorators: [withWidgets],
  args: {
    title: 'GPU allocation per node',
    description: 'Capacity, the part allocated to workloads and the part in use.',
    unit: 'GPU',
    data: nodeAllocation(8),
    series: allocationSeries,
    layout: 'overlay',
    orientation: 'horizontal',
    categoryLabel: 'Node',
  },
} satisfies Meta<typeof BarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Capacity vs allocation vs use: nested amounts drawn from zero, so nothing is counted twice. */
export const Data: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('application', { name: 'GPU allocation per node' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText(/^gpu-node-01: Capacity 16 GPU/)).toBeInTheDocument();
  },
};

/** Tickets by priority, stacked by status: parts of a whole. */
export const Stacked: Story = {
  args: {
    title: 'Tickets by priority',
    description: 'Open, in progress and resolved this month.',
    unit: undefined,
    data: ticketsByPriority,
    series: ticketStatusSeries,
    layout: 'stacked',
    orientation: 'vertical',
    categoryLabel: 'Priority',
  },
};

/** Usage per tenant, one series per resource side by side. */
export const Grouped: Story = {
  args: {
    title: 'Usage per tenant',
    description: 'GPU hours and CPU hours this week.',
    unit: 'h',
    layout: 'grouped',
    orientation: 'vertical',
    categoryLabel: 'Tenant',
    series: [
      { key: 'gpu', label: 'GPU hours' },
      { key: 'cpu', label: 'CPU hours' },
    ],
    data: [
      { label: 'research', values: { gpu: 412, cpu: 1_980 } },
      { label: 'vision-team', values: { gpu: 265, cpu: 740 } },
      { label: 'nlp-platform', values: { gpu: 530, cpu: 1_230 } },
      { label: 'data-eng', values: { gpu: 12, cpu: 2_410 } },
    ],
  },
};

export const Loading: Story = { args: { data: undefined, loading: true } };

export const Empty: Story = {
  args: { data: [], emptyTitle: 'No nodes yet', emptyDescription: 'Nodes appear here once they join the cluster.' },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { data: undefined, error: { message: 'You do not have access to this cluster.', status: 403 }, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have access');
  },
};

export const Dark: Story = { parameters: dark };

export const DarkStacked: Story = { ...Stacked, parameters: dark };
