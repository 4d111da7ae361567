import type { Ticket, TicketComment, TicketHistoryEntry, TicketPerson } from '@console/core';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { SlaClock } from './SlaClock';
import { TicketHistoryList } from './TicketHistoryList';
import { TicketThread } from './TicketThread';
import { type TicketChange, TicketWorkPanel } from './TicketWorkPanel';
import {
  ticketCategoryLabel,
  ticketPriorityLabel,
  ticketPriorityTone,
  ticketStatusLabel,
  ticketStatusTone,
} from './ticketLabels';

export interface TicketDetailProps {
  ticket: Ticket;
  comments: readonly TicketComment[] | undefined;
  commentsError?: WidgetError | null | undefined;
  history: readonly TicketHistoryEntry[] | undefined;
  assignees?: readonly TicketPerson[] | undefined;
  /** The signed-in user's id: the requester may close or reopen. */
  userId?: number | undefined;
  onChange: (change: TicketChange) => Promise<unknown>;
  onAddComment: (body: string) => Promise<unknown>;
  /** A fixed instant for the SLA clock (stories, tests); it ticks by itself otherwise. */
  now?: Date;
  appearance?: Appearance;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One ticket: its facts, a live SLA clock, work controls by role, the conversation and the history. */
export function TicketDetail(props: TicketDetailProps) {
  const { ticket: t, appearance } = props;
  const scope = [t.organizationName, t.branchName, t.projectName].filter(Boolean).join(' / ');
  return (
    <WidgetRoot appearance={appearance} data-slot="ticket-detail">
      <header data-slot="ticket-header">
        <h2>
          #{t.id} {t.subject}
        </h2>
        <p>
          <StatusBadge tone={ticketStatusTone(t.status)}>{ticketStatusLabel(t.status)}</StatusBadge>{' '}
          <StatusBadge tone={ticketPriorityTone(t.priority)}>{ticketPriorityLabel(t.priority)}</StatusBadge>{' '}
          <StatusBadge>{ticketCategoryLabel(t.category)}</StatusBadge>
        </p>
      </header>
      <dl data-slot="ticket-facts">
        <dt>Scope</dt>
        <dd>{scope}</dd>
        {t.related ? (
          <>
            <dt>About</dt>
            <dd>
              {t.related.kind === 'DEPLOYMENT' ? 'Deployment' : t.related.kind === 'NOTEBOOK' ? 'Notebook' : 'Service'}{' '}
              {t.related.name || `#${t.related.id}`}
            </dd>
          </>
        ) : null}
        <dt>Requester</dt>
        <dd>{t.requester.name}</dd>
        <dt>Assignee</dt>
        <dd>{t.assignee?.name ?? 'Unassigned'}</dd>
        <dt>Opened</dt>
        <dd>
          <time dateTime={t.createdAt}>{dateTime.format(new Date(t.createdAt))}</time>
        </dd>
      </dl>
      <p data-slot="ticket-description" style={{ whiteSpace: 'pre-wrap' }}>
        {t.description}
      </p>
      <SlaClock ticket={t} {...(props.now ? { now: props.now } : {})} />
      <TicketWorkPanel
        ticket={t}
        assignees={props.assignees}
        isRequester={props.userId === t.requester.id}
        onChange={props.onChange}
      />
      <TicketThread comments={props.comments} error={props.commentsError} onAddComment={props.onAddComment} />
      <TicketHistoryList history={props.history} />
    </WidgetRoot>
  );
}
