import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { ClusterOverview, type ClusterOverviewProps } from './ClusterOverview';
import { demoCluster, demoSeries, demoUsage, edgeCluster, machineCluster, machineSeries } from './fixtures';
import '../styles.css';

const overview = (props: Partial<ClusterOverviewProps> = {}) => (
  <div style={{ width: 900 }}>
    <ClusterOverview
      clusters={{ data: [demoCluster, edgeCluster] }}
      series={{ data: demoSeries(40) }}
      usage={{ data: demoUsage }}
      today="2026-11-02"
      timeZone="UTC"
      {...props}
    />
  </div>
);

describe('ClusterOverview', () => {
  it('says whether the cluster in view is measured or simulated, and marks simulated ones in the picker', async () => {
    const screen = await render(
      overview({ clusters: { data: [machineCluster, demoCluster] }, series: { data: machineSeries(40) } }),
    );
    const note = screen.container.querySelector('[data-slot="cluster-source"]');
    expect(note?.getAttribute('data-source')).toBe('measured');
    await expect.element(screen.getByText('Measured', { exact: true })).toBeVisible();
    await expect.element(screen.getByRole('option', { name: 'zrh-gpu-1 (Zurich), simulated' })).toBeInTheDocument();
    // A machine without GPUs: no GPU card, model or choice; the charts show CPU.
    expect(screen.container.querySelector('[data-slot="gpu-models"]')).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'GPUs' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('application', { name: 'CPU utilisation' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'CPU', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(screen.container);
  });

  it('says once that the metrics engine is down, with one retry for every part it took down', async () => {
    const down = { message: 'Prometheus is not available: not reachable at http://127.0.0.1:9090', status: 503 };
    const retryClusters = vi.fn();
    const retrySeries = vi.fn();
    const screen = await render(
      overview({
        clusters: { data: undefined, error: down, onRetry: retryClusters },
        series: { data: undefined, error: down, onRetry: retrySeries },
      }),
    );
    await expect.element(screen.getByText('Measurements are unavailable')).toBeVisible();
    expect(screen.container.textContent?.split('Prometheus is not available').length).toBe(2);
    expect(screen.container.querySelectorAll('[role="alert"]')).toHaveLength(1);
    await screen.getByRole('button', { name: 'Try again' }).click();
    expect(retryClusters).toHaveBeenCalledTimes(1);
    expect(retrySeries).toHaveBeenCalledTimes(1);
    // Usage per tenant does not need the engine: it still shows.
    await expect.element(screen.getByRole('application', { name: 'GPUs usage per project' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('marks a simulated cluster as simulated', async () => {
    const screen = await render(overview());
    await expect.element(screen.getByText('Simulated', { exact: true })).toBeVisible();
  });

  it('shows capacity, GPU models, allocation per node, utilisation and usage per tenant', async () => {
    const screen = await render(overview());
    await expect.element(screen.getByRole('application', { name: 'GPUs utilisation' })).toBeVisible();
    await expect.element(screen.getByRole('application', { name: 'GPUs allocation per node' })).toBeVisible();
    await expect.element(screen.getByRole('application', { name: 'GPUs usage per project' })).toBeVisible();
    await expect.element(screen.getByText('NVIDIA A100 80GB')).toBeVisible();
    await expect.element(screen.getByText('16 GPU, 13 free')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('switches every chart to another resource, and keeps the table view of the same numbers', async () => {
    const screen = await render(overview());
    await screen.getByRole('button', { name: 'Memory' }).click();
    await expect.element(screen.getByRole('application', { name: 'Memory allocation per node' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Memory usage per project' })).toBeVisible();
    // Utilisation, allocation per node, usage per tenant: the last toggle is the usage chart's.
    await screen.getByRole('button', { name: 'Table view' }).last().click();
    const table = screen.getByRole('table', { name: 'Memory usage per project, values' });
    await expect.element(table.getByRole('cell', { name: 'Language Models' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: '72 GiB' }).first()).toBeVisible();
  });

  it('reports a chosen range and cluster to its owner', async () => {
    const onDatesChange = vi.fn();
    const onClusterIdChange = vi.fn();
    const screen = await render(overview({ onDatesChange, onClusterIdChange }));
    await screen.getByRole('button', { name: 'Last 7 days' }).click();
    expect(onDatesChange).toHaveBeenLastCalledWith({ from: '2026-10-27', to: '2026-11-02' });
    await screen.getByLabelText('Cluster').selectOptions('2');
    expect(onClusterIdChange).toHaveBeenLastCalledWith(2);
  });

  it('draws a series of 51 points without transitions', async () => {
    const screen = await render(overview({ series: { data: demoSeries(17) } }));
    // Three lines of 17 points are 51: the toolkit turns motion off above 50 (spec section 9).
    await expect.element(screen.getByRole('application', { name: 'GPUs utilisation' })).toBeVisible();
    const svg = screen.container.querySelector('[data-slot="chart-frame"] svg[data-slot="chart"]');
    expect(svg?.getAttribute('data-motion')).toBe('off');
  });

  it('shows loading, error with retry, and an empty platform', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      overview({ series: { data: undefined, error: { message: 'Not allowed here', status: 403 }, onRetry } }),
    );
    await expect.element(screen.getByText('Not allowed here')).toBeVisible();
    await screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalled();
    await screen.rerender(overview({ clusters: { data: [] } }));
    await expect.element(screen.getByText('No clusters')).toBeVisible();
  });
});
