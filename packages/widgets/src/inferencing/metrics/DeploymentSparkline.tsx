import type { Deployment } from '@console/core';
import { deploymentMetricsQuery, useConsoleClient } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { MetricsSparkline } from './MetricsSparkline';

/** The last hour, in the same window object for every row (one query key per deployment). */
const LAST_HOUR = { lastMinutes: 60 };

/** A deployment's calls over the last hour as a sparkline, inside `ConsoleProvider`. */
export function DeploymentSparkline({ deployment }: { deployment: Pick<Deployment, 'id' | 'projectId' | 'name'> }) {
  const client = useConsoleClient();
  const t = useMessages().serving.metrics;
  const format = useFormat();
  const { data } = useQuery(deploymentMetricsQuery(client, deployment.projectId, deployment.id, LAST_HOUR));
  const values = data?.points.map((p) => p.requests);
  const total = values?.reduce((s, v) => s + v, 0) ?? 0;
  return (
    <MetricsSparkline values={values} label={t.sparkline({ name: deployment.name, count: format.number(total) })} />
  );
}
