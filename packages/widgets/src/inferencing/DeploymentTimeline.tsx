import type { TimelineEvent } from '@console/core';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { useFormat, useMessages } from '../i18n/useMessages';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface DeploymentTimelineProps {
  events: readonly TimelineEvent[] | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  appearance?: Appearance;
}

/** Who did what to a deployment, and when, newest first (`actor` empty: the platform itself). */
export function DeploymentTimeline({ events, loading, error, onRetry, appearance }: DeploymentTimelineProps) {
  const t = useMessages({ inferencing: inferencingEn }).inferencing.timeline;
  const format = useFormat();
  let body: React.ReactNode;
  if (error) body = <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
  else if (loading || events === undefined) body = <LoadingState label={t.loading} />;
  else if (events.length === 0) body = <EmptyState title={t.empty} />;
  else
    body = (
      <ol aria-label={t.label} data-slot="timeline">
        {events.map((e) => (
          <li key={e.id} data-action={e.action}>
            <time dateTime={e.at}>{format.dateTime(e.at)}</time> <strong>{t.actions[e.action]}</strong>{' '}
            <span>{e.detail}</span> <small>{e.actor ? t.by({ actor: e.actor }) : t.byPlatform}</small>
          </li>
        ))}
      </ol>
    );
  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-timeline">
      {body}
    </WidgetRoot>
  );
}
