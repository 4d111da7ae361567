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

const ticketCounts = [
  { id: 'OPEN', label: 'Open', values: { count: 1 } },
  { id: 'IN_PROGRESS', label: 'In progress', values: { count: 3 } },
  { id: 'WAITING', label: 'Waiting on customer', values: { count: 2 } },
  { id: 'RESOLVED', label: 'Resolved', values: { count: 1 } },
  { id: 'CLOSED', label: 'Closed', values: { count: 0 } },
];

/** Counts: the axis is named "Tickets" and steps in whole tickets, never "1.5"; a card, as on a dashboard. */
export const Counts: Story = {
  args: {
    title: 'Tickets by status',
    unit: undefined,
    valueLabel: 'Tickets',
    variant: 'card',
    data: ticketCounts,
    series: [{ key: 'count', label: 'Tickets' }],
    layout: 'grouped',
    orientation: 'vertical',
    categoryLabel: 'Status',
  },
  play: async ({ canvasElement }) => {
    const ticks = [...canvasElement.querySelectorAll('.visx-axis-left .visx-axis-tick text')].map((t) => t.textContent);
    await expect(ticks).toEqual(['0', '1', '2', '3']);
  },
};

/** Every value zero: the bars sit on the zero line, and a note says so rather than leaving a blank plot. */
export const AllZero: Story = {
  args: { ...Counts.args, data: ticketCounts.map((d) => ({ ...d, values: { count: 0 } })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every value is zero.')).toBeInTheDocument();
  },
};

/** Empty with the default words: a dashed box the size of a chart. */
export const EmptyDefault: Story = { args: { ...Counts.args, data: [] } };

export const DarkCounts: Story = { ...Counts, parameters: dark };

export const DarkAllZero: Story = { ...AllZero, parameters: dark };

export const DarkEmpty: Story = { ...EmptyDefault, parameters: dark };
