import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { ClusterOverview } from './ClusterOverview';
import { demoCluster, demoSeries, demoUsage, edgeCluster } from './fixtures';

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

/** A day of samples: capacity cards, utilisation, allocation per node and usage per project. */
export const Data: Story = {
  play: async ({ canvas, args }) => {
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
