import type { ReactNode } from 'react';
import { common as commonEn } from '../i18n/messages/en/common';
import { organizations as organizationsEn } from '../i18n/messages/en/organizations';
import { useFormat, useMessages } from '../i18n/useMessages';
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

/** The branch information view: name, organization, description, location, projects and creation date. */
export function BranchInfo({ branch, error, onRetry, actions, appearance }: BranchInfoProps) {
  const messages = useMessages({ common: commonEn, organizations: organizationsEn });
  const format = useFormat();
  const t = messages.organizations.branches;
  if (error)
    return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} {...(appearance ? { appearance } : {})} />;
  if (branch === undefined) return <LoadingState label={t.loading} {...(appearance ? { appearance } : {})} />;
  if (branch === null) return <EmptyState title={t.noneSelected} {...(appearance ? { appearance } : {})} />;
  const rows: [string, ReactNode][] = [
    [t.columns.organization, branch.organizationName],
    [t.columns.description, branch.description || messages.common.none],
    [t.columns.location, branch.location ?? messages.common.none],
    [t.columns.projects, format.number(branch.projectCount)],
    [t.columns.created, format.date(branch.createdAt, { dateStyle: 'long' })],
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
