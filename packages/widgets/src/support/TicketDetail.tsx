import type { Ticket, TicketComment, TicketHistoryEntry, TicketPerson } from '@console/core';
import { support as supportEn } from '../i18n/messages/en/support';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { DescriptionItem } from '../layout/DescriptionList';
import { DetailCard } from '../layout/DetailCard';
import { SectionCard } from '../layout/SectionCard';
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

/** One ticket: its facts, a live SLA clock, work controls by role, the conversation and the history. */
export function TicketDetail(props: TicketDetailProps) {
  const { ticket: t, appearance } = props;
  const messages = useMessages({ support: supportEn });
  const format = useFormat();
  const m = messages.support;
  const scope = [t.organizationName, t.branchName, t.projectName].filter(Boolean).join(' / ');
  const facts: DescriptionItem[] = [
    { label: m.detail.scope, value: scope },
    ...(t.related
      ? [
          {
            label: m.detail.about,
            value: `${
              t.related.kind === 'DEPLOYMENT'
                ? m.related.DEPLOYMENT
                : t.related.kind === 'NOTEBOOK'
                  ? m.related.NOTEBOOK
                  : m.related.SERVICE
            } ${t.related.name || `#${t.related.id}`}`,
          },
        ]
      : []),
    { label: m.detail.requester, value: t.requester.name },
    { label: m.detail.assignee, value: t.assignee?.name ?? m.tickets.unassigned },
    { label: m.detail.opened, value: <time dateTime={t.createdAt}>{format.dateTime(t.createdAt)}</time> },
  ];
  return (
    <WidgetRoot appearance={appearance} data-slot="ticket-detail">
      <header data-slot="ticket-header">
        <h2>
          #{t.id} {t.subject}
        </h2>
        <p data-slot="ticket-badges">
          <StatusBadge tone={ticketStatusTone(t.status)}>{ticketStatusLabel(t.status, messages)}</StatusBadge>{' '}
          <StatusBadge tone={ticketPriorityTone(t.priority)}>{ticketPriorityLabel(t.priority, messages)}</StatusBadge>{' '}
          <StatusBadge>{ticketCategoryLabel(t.category, messages)}</StatusBadge>
        </p>
      </header>
      <div data-slot="ticket-layout">
        <div data-slot="ticket-main">
          <SectionCard title={m.detail.description}>
            <p data-slot="ticket-description">{t.description}</p>
          </SectionCard>
          <TicketThread comments={props.comments} error={props.commentsError} onAddComment={props.onAddComment} />
          <TicketHistoryList history={props.history} />
        </div>
        <div data-slot="ticket-aside">
          <div data-slot="ticket-facts">
            <DetailCard title={m.detail.facts} items={facts} columns={1} />
          </div>
          <SlaClock ticket={t} {...(props.now ? { now: props.now } : {})} />
          <TicketWorkPanel
            ticket={t}
            assignees={props.assignees}
            isRequester={props.userId === t.requester.id}
            onChange={props.onChange}
          />
        </div>
      </div>
    </WidgetRoot>
  );
}
