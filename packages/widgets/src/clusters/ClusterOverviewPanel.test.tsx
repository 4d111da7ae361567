import { ConsoleProvider } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { mockConsoleClient } from '../testing/mockConsoleClient';
import { ClusterOverviewPanel } from './ClusterOverviewPanel';
import { demoCluster, demoSeries, demoUsage } from './fixtures';
import '../styles.css';

/** The cluster calls answered in-process, recording each request's path and query. */
function clusterApi() {
  const seen: URL[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    seen.push(url);
    return url;
  };
  const handlers = [
    http.get('*/api/clusters', ({ request }) => {
      record(request);
      return HttpResponse.json([demoCluster]);
    }),
    http.get('*/api/clusters/usage', ({ request }) => {
      record(request);
      return HttpResponse.json(demoUsage);
    }),
    http.get('*/api/clusters/:id/utilisation', ({ request }) => {
      const url = record(request);
      // A longer range answers more points, as the server does.
      const days =
        (Date.parse(url.searchParams.get('to') ?? '') - Date.parse(url.searchParams.get('from') ?? '')) / 86_400_000;
      return HttpResponse.json(demoSeries(Math.round(days * 24)));
    }),
  ];
  return { handlers, seen };
}

describe('ClusterOverviewPanel', () => {
  it('loads clusters, the series and usage for its scope, and reloads the series for a new range', async () => {
    const { handlers, seen } = clusterApi();
    const client = mockConsoleClient(handlers);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const screen = await render(
      <ConsoleProvider client={client} queryClient={queryClient}>
        <ClusterOverviewPanel scope={{ branchId: 2 }} today="2026-11-02" timeZone="UTC" />
      </ConsoleProvider>,
    );
    await expect.element(screen.getByRole('application', { name: 'GPUs usage per project' })).toBeVisible();
    await expect.element(screen.getByRole('application', { name: 'GPUs utilisation' })).toBeVisible();
    for (const url of seen) expect(url.searchParams.get('branchId')).toBe('2');
    const series = () => seen.filter((u) => u.pathname.endsWith('/utilisation'));
    expect(series()).toHaveLength(1);
    const firstFrom = series()[0]?.searchParams.get('from');

    await screen.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => series().length).toBe(2);
    const from = series()[1]?.searchParams.get('from') ?? '';
    expect(Date.parse(from)).toBeLessThan(Date.parse(firstFrom ?? ''));
    await expectNoAxeViolations(screen.container);
  });
});
