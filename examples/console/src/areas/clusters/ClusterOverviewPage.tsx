import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { ClusterOverviewPanel } from '@console/widgets/clusters';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { type ClusterSearch, clusterScopeOf } from './clusterSearch';

/**
 * Cluster Overview in the super-admin, org, branch and project modules: the numbers of the module's scope, with
 * the range, cluster and resource kept in the URL so a view can be shared or reloaded.
 */
export function ClusterOverviewPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { selection } = useSelection();
  const search = useSearch({ strict: false }) as ClusterSearch;
  const navigate = useNavigate();
  const scope = useMemo(() => clusterScopeOf(base, selection), [base, selection]);
  const update = (next: ClusterSearch) =>
    void navigate({ to: '.', search: (prev: ClusterSearch) => ({ ...prev, ...next }), replace: true });
  const dates = search.from && search.to ? { from: search.from, to: search.to } : undefined;

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.clusterOverview} />
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseClusterScope} />
      ) : (
        <ClusterOverviewPanel
          key={JSON.stringify(scope)}
          scope={scope}
          clusterId={search.cluster}
          onClusterIdChange={(cluster) => update({ cluster })}
          {...(dates ? { dates } : {})}
          onDatesChange={(next) => {
            // Half-typed ranges stay in the field; only a whole range goes to the URL.
            if (next.from && next.to && next.from < next.to) update({ from: next.from, to: next.to });
          }}
          resource={search.resource}
          onResourceChange={(resource) => update({ resource })}
        />
      )}
    </section>
  );
}
