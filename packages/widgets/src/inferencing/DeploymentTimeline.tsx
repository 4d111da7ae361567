import type { TimelineEvent } from '@console/core';
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

const ACTION: Record<TimelineEvent['action'], string> = {
  CREATED: 'Created',
  UPDATED: 'Updated',
  RUNNING: 'Running',
  FAILED: 'Failed',
  PAUSED: 'Paused',
  RESUMED: 'Resumed',
  VERSION_ACTIVATED: 'Version activated',
  KEY_CREATED: 'Key created',
  KEY_REVOKED: 'Key revoked',
  PERMISSIONS_CHANGED: 'Permissions changed',
  SCHEDULE_CHANGED: 'Schedule changed',
  SCHEDULE_PAUSED: 'Paused by schedule',
  SCHEDULE_RESUMED: 'Resumed by schedule',
  STOPPED: 'Stopped',
};

/** Who did what to a deployment, and when, newest first (`actor` empty: the platform itself). */
export function DeploymentTimeline({ events, loading, error, onRetry, appearance }: DeploymentTimelineProps) {
  let body: React.ReactNode;
  if (error) body = <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
  else if (loading || events === undefined) body = <LoadingState label="Loading timeline…" />;
  else if (events.length === 0) body = <EmptyState title="Nothing has happened yet" />;
  else
    body = (
      <ol aria-label="Timeline" data-slot="timeline">
        {events.map((e) => (
          <li key={e.id} data-action={e.action}>
            <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time> <strong>{ACTION[e.action]}</strong>{' '}
            <span>{e.detail}</span> <small>{e.actor ? `by ${e.actor}` : 'by the platform'}</small>
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
