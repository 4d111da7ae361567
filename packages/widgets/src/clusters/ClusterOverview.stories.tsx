import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { de } from '../locales/de';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import { dark, withWidgets } from '../stories/withWidgets';
import { ClusterOverview } from './ClusterOverview';
import { demoCluster, demoSeries, demoUsage, edgeCluster, machineCluster, machineSeries } from './fixtures';

const meta = {
  title: 'Clusters/ClusterOverview',
  component: ClusterOverview,
  decorators: [withWidgets],
  args: {
    clusters: { data: [demoCluster, edgeCluster] },
    series: { data: demoSeries(288) },
    usage: { data: demoUsage },
    today: '2026-11-02',
    timeZone: 'UTC',
    onDatesChange: fn(),
    onClusterIdChange: fn(),
  },
} satisfies Meta<typeof ClusterOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A day of samples of a simulated cluster (marked so): capacity cards, utilisation, allocation per node and usage. */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Simulated')).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'fra-edge-1 (Frankfurt), simulated' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onDatesChange).toHaveBeenCalledWith({ from: '2026-10-27', to: '2026-11-02' });
  },
};

/** Ten thousand points: drawn downsampled to the plot's width, every one in the table view. */
export const TenThousandPoints: Story = { args: { series: { data: demoSeries(10_000) } } };

export const Loading: Story = {
  args: {
    clusters: { data: undefined, loading: true },
    series: { data: undefined, loading: true },
    usage: { data: undefined, loading: true },
  },
};

/** A range with no samples, and a platform with no clusters. */
export const Empty: Story = {
  args: { series: { data: { ...demoSeries(0), points: [] } }, usage: { data: { ...demoUsage, items: [] } } },
};

export const NoClusters: Story = { args: { clusters: { data: [] } } };

export const ErrorState: Story = {
  name: 'Error',
  args: {
    clusters: {
      data: undefined,
      error: { message: 'You are not allowed to do this here', status: 403 },
      onRetry: fn(),
    },
    series: { data: undefined, error: { message: 'You are not allowed to do this here', status: 403 }, onRetry: fn() },
    usage: { data: undefined, error: { message: 'You are not allowed to do this here', status: 403 }, onRetry: fn() },
  },
};

export const Dark: Story = { parameters: dark };

const engineDown = {
  message: 'Prometheus is not available: not reachable at http://127.0.0.1:9090',
  status: 503,
};

/** This machine measured by Prometheus, beside the seeded clusters: marked measured, no GPU row invented. */
export const Measured: Story = {
  args: {
    clusters: { data: [machineCluster, demoCluster, edgeCluster] },
    clusterId: 3,
    series: { data: machineSeries(288) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Measured')).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'local (This machine)' })).toBeInTheDocument();
    await expect(canvas.queryByText('Simulated')).toBeNull();
    // No GPU card or choice on a machine without GPUs: the charts show CPU.
    await expect(canvas.queryByRole('button', { name: 'GPUs' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'CPU utilisation' })).toBeVisible();
  },
};

/**
 * Prometheus does not answer: one notice says so, in place of the cards and charts it took down, with one retry for
 * each of them; usage per tenant (from the platform's own records) still shows.
 */
export const MetricsEngineDown: Story = {
  args: {
    clusters: { data: undefined, error: engineDown, onRetry: fn() },
    series: { data: undefined, error: engineDown, onRetry: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findAllByText(/Prometheus is not available/)).toHaveLength(1);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getByText('Measurements are unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.clusters.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.series.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('application', { name: /usage per/ })).toBeVisible();
  },
};

/** The measured cluster in German. */
export const MeasuredGerman: Story = {
  ...Measured,
  decorators: [
    (Story) => (
      <WidgetsProvider locale="de-DE" messages={de}>
        <Story />
      </WidgetsProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gemessen')).toBeVisible();
  },
};

export const MeasuredDark: Story = { ...Measured, parameters: dark };
