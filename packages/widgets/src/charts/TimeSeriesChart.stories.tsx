import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { utilisationSeries } from './fixtures';
import { TimeSeriesChart } from './TimeSeriesChart';

const day = 24 * 60;

const meta = {
  title: 'Charts/TimeSeriesChart',
  component: TimeSeriesChart,
  decorators: [withWidgets],
  args: {
    title: 'Cluster utilisation',
    description: 'Share of each resource in use over the last 24 hours.',
    unit: '%',
    valueDomain: [0, 100],
    timeZone: 'UTC',
    series: [
      utilisationSeries(day, { id: 'gpu', label: 'GPU', stepMs: 60_000, seed: 1, base: 60 }),
      utilisationSeries(day, { id: 'cpu', label: 'CPU', stepMs: 60_000, seed: 2, base: 35 }),
      utilisationSeries(day, { id: 'memory', label: 'Memory', stepMs: 60_000, seed: 3, base: 50 }),
    ],
  },
} satisfies Meta<typeof TimeSeriesChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('application', { name: 'Cluster utilisation' });
    chart.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText(/^GPU, .*Point 1 of 1,440\.$/)).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { series: undefined, loading: true } };

export const Empty: Story = {
  args: {
    series: [],
    emptyTitle: 'No samples in this range',
    emptyDescription: 'The metrics collector reported nothing for these dates.',
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    series: undefined,
    error: { message: 'The metrics service did not answer (503).', status: 503 },
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The metrics service did not answer (503).');
  },
};

/** A week of one-minute samples: drawn downsampled to the plot's width, listed in full in the table view. */
export const TenThousandPoints: Story = {
  name: '10 000 points',
  args: {
    title: 'GPU utilisation, one node',
    description: 'One sample a minute for a week.',
    series: [utilisationSeries(10_000)],
  },
  play: async ({ canvas, canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="chart-line"]');
    await expect(Number(line?.getAttribute('data-points'))).toBeLessThan(10_000);
    await expect(canvasElement.querySelector('svg[data-slot="chart"]')).toHaveAttribute('data-motion', 'off');
    await userEvent.click(canvas.getByRole('button', { name: 'Table view' }));
    await expect(canvas.getByRole('table', { name: 'GPU utilisation, one node, values' })).toBeInTheDocument();
    await expect(canvas.getByText('1–200 of 10,000')).toBeInTheDocument();
  },
};

/** A ticket trend over a date range: daily counts, a few points, so changes animate. */
export const TicketTrend: Story = {
  args: {
    title: 'Tickets opened and resolved',
    description: 'Per day, 1 to 14 November.',
    unit: undefined,
    valueLabel: 'Tickets',
    variant: 'card',
    valueDomain: undefined,
    series: [
      {
        id: 'opened',
        label: 'Opened',
        tone: 'info',
        points: [4, 7, 3, 9, 12, 6, 2, 5, 8, 11, 7, 4, 3, 6].map((value, i) => ({
          time: Date.UTC(2026, 10, 1 + i),
          value,
        })),
      },
      {
        id: 'resolved',
        label: 'Resolved',
        tone: 'success',
        points: [2, 5, 6, 7, 9, 8, 3, 4, 6, 12, 9, 5, null, 7].map((value, i) => ({
          time: Date.UTC(2026, 10, 1 + i),
          value,
        })),
      },
    ],
  },
};

export const Dark: Story = { parameters: dark };

/** One sample so far: a lone point draws no line, so it is marked, and a note says why there is no line. */
export const OnePoint: Story = {
  args: {
    ...TicketTrend.args,
    series: [{ id: 'opened', label: 'Opened', tone: 'info', points: [{ time: Date.UTC(2026, 10, 3), value: 2 }] }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only one point so far: a line needs two.')).toBeInTheDocument();
  },
};

/** Nothing happened: every day zero, drawn on the zero line of a 0–1 axis, with a note. */
export const AllZero: Story = {
  args: {
    ...TicketTrend.args,
    series: [
      {
        id: 'breached',
        label: 'Breached',
        tone: 'danger',
        points: Array.from({ length: 14 }, (_, i) => ({ time: Date.UTC(2026, 10, 1 + i), value: 0 })),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every value is zero.')).toBeInTheDocument();
  },
};

export const DarkTicketTrend: Story = { ...TicketTrend, parameters: dark };

export const DarkOnePoint: Story = { ...OnePoint, parameters: dark };

export const DarkEmpty: Story = { args: { series: [] }, parameters: dark };
