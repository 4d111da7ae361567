import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dark, withWidgets } from '../../stories/withWidgets';
import { DeploymentMetrics } from './DeploymentMetrics';
import { sampleMetricEvents, sampleMetrics } from './fixtures';
import { MetricsSparkline } from './MetricsSparkline';

/** A deployment's metrics as the detail screen shows them: stats, three charts, marks from the timeline. */
const meta = {
  title: 'Inferencing/DeploymentMetrics',
  component: DeploymentMetrics,
  decorators: [withWidgets],
  args: {
    metrics: sampleMetrics(),
    events: sampleMetricEvents,
    today: '2026-01-05',
    defaultDates: { from: '2026-01-05', to: '2026-01-05' },
    timeZone: 'UTC',
  },
} satisfies Meta<typeof DeploymentMetrics>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The deployments list's cell: the last hour of calls, busy or idle, and while it loads. */
export const Sparklines: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: '0.75rem', listStyle: 'none', padding: 0 }}>
      <li>
        <MetricsSparkline
          label="chat: 412 calls in the last hour"
          values={sampleMetrics({ hours: 1 }).points.map((p) => p.requests)}
        />
      </li>
      <li>
        <MetricsSparkline label="embeddings: 0 calls in the last hour" values={new Array(60).fill(0)} />
      </li>
      <li>
        <MetricsSparkline label="loading" values={undefined} />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'chat: 412 calls in the last hour' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'embeddings: 0 calls in the last hour' })).toHaveAttribute(
      'data-idle',
      'true',
    );
  },
};

export const Data: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Text queries: role queries walk every point of three 240-point charts and take seconds on a busy machine.
    const titles = [...canvasElement.querySelectorAll('[data-slot="chart-title"]')].map((h) => h.textContent);
    await expect(titles).toEqual(['Request rate', 'Latency', 'Error rate']);
    await expect(canvasElement.querySelectorAll('svg[data-slot="chart"] [data-slot="chart-rule"]')).toHaveLength(12);
    // The pause, the resume and the rollout are marked; a key change is not.
    const marks = canvasElement.querySelector('[data-slot="deployment-metrics-markers"]') as HTMLElement;
    await expect(within(marks).getAllByText(/(Paused|Resumed|Updated|Running): /)).toHaveLength(4);
    await expect(within(marks).queryByText(/Key web/)).toBeNull();
    await expect(canvas.getByText('Calls in range').closest('[data-slot="stat-card"]')).toHaveTextContent(/\d/);
  },
};

export const DataDark: Story = { parameters: dark };

/** A week: the API answers one point per 15 minutes, and the widget says so. */
export const LongRange: Story = {
  args: {
    metrics: sampleMetrics({ step: 900, hours: 24 * 7 }),
    defaultDates: { from: '2025-12-30', to: '2026-01-05' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('One point per 15 min.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { metrics: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const frames = canvasElement.querySelectorAll('[data-slot="chart-frame"]');
    await expect(frames).toHaveLength(3);
    for (const frame of frames) await expect(frame).toHaveAttribute('data-state', 'loading');
  },
};

/** No call in the range: one empty state instead of three flat lines. */
export const NoCalls: Story = {
  args: { metrics: sampleMetrics({ quiet: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No calls in this range')).toBeVisible();
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { metrics: undefined, error: { status: 503, message: 'The admin API did not answer.' }, onRetry: () => {} },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('The admin API did not answer.')).length).toBeGreaterThan(0);
  },
};
