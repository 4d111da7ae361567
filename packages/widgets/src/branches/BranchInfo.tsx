import type { ReactNode } from 'react';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import type { BranchRow } from './types';

export interface BranchInfoProps {
  /** The branch; `undefined` while loading, `null` when there is none to show. */
  branch: BranchRow | null | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Buttons for the actions the role allows (e.g. an edit link). */
  actions?: ReactNode;
  appearance?: Appearance;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The branch information view: name, organization, description, location, projects and creation date. */
export function BranchInfo({ branch, error, onRetry, actions, appearance }: BranchInfoProps) {
  if (error)
    return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} {...(appearance ? { appearance } : {})} />;
  if (branch === undefined) return <LoadingState label="Loading branch…" {...(appearance ? { appearance } : {})} />;
  if (branch === null) return <EmptyState title="No branch selected" {...(appearance ? { appearance } : {})} />;
  const rows: [string, ReactNode][] = [
    ['Organization', branch.organizationName],
    ['Description', branch.description || '—'],
    ['Location', branch.location ?? '—'],
    ['Projects', branch.projectCount],
    ['Created', dateFormat.format(new Date(branch.createdAt))],
  ];
  return (
    <WidgetRoot appearance={appearance} data-slot="branch-info">
      <div data-slot="info-header">
        <h2 data-slot="info-title">{branch.name}</h2>
        {actions === undefined ? null : <div data-slot="row-actions">{actions}</div>}
      </div>
      <dl data-slot="info-list">
        {rows.map(([term, value]) => (
          <div key={term} data-slot="info-item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </WidgetRoot>
  );
}
