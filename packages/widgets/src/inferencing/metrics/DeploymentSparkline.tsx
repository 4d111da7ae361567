import type { Deployment, DeploymentMetrics } from '@console/core';
import { deploymentMetricsQuery, type MetricsWindow, useConsoleClient } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { serving as servingEn } from '../../i18n/messages/en/serving';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { MetricsSparkline } from './MetricsSparkline';

/** The last hour, in the same window object for every row (one query key per deployment, one per list page). */
export const LAST_HOUR: MetricsWindow = { lastMinutes: 60 };

/** A deployment's calls as a sparkline, from a series already loaded (a list loads its page's in one call). */
export function DeploymentSeriesSparkline({ name, series }: { name: string; series: DeploymentMetrics | undefined }) {
  const t = useMessages({ serving: servingEn }).serving.metrics;
  const format = useFormat();
  const values = series?.points.map((p) => p.requests);
  const total = values?.reduce((s, v) => s + v, 0) ?? 0;
  return <MetricsSparkline values={values} label={t.sparkline({ name, count: format.number(total) })} />;
}

/** A deployment's calls over the last hour as a sparkline, inside `ConsoleProvider`. */
export function DeploymentSparkline({ deployment }: { deployment: Pick<Deployment, 'id' | 'projectId' | 'name'> }) {
  const client = useConsoleClient();
  const { data } = useQuery(deploymentMetricsQuery(client, deployment.projectId, deployment.id, LAST_HOUR));
  return <DeploymentSeriesSparkline name={deployment.name} series={data} />;
}
