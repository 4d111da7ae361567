import {
  ticketAssigneesQuery,
  ticketCommentsQuery,
  ticketHistoryQuery,
  ticketQuery,
  useAddTicketComment,
  useConsoleClient,
  useTicketLiveUpdates,
  useUpdateTicket,
  useUserInfo,
} from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { support as supportEn } from '../i18n/messages/en/support';
import { useMessages } from '../i18n/useMessages';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { Appearance } from '../theme/appearance';
import { TicketDetail } from './TicketDetail';

export interface TicketDetailPanelProps {
  ticketId: number;
  appearance?: Appearance;
}

/**
 * A ticket by id, inside `ConsoleProvider`: facts, live SLA clock, work controls by role, the thread and
 * the history. New comments and changes by others arrive over the live stream without a reload.
 */
export function TicketDetailPanel({ ticketId, appearance }: TicketDetailPanelProps) {
  const client = useConsoleClient();
  useTicketLiveUpdates();
  const user = useUserInfo();
  const ticket = useQuery(ticketQuery(client, ticketId));
  const messages = useMessages({ support: supportEn });
  const comments = useQuery(ticketCommentsQuery(client, ticketId));
  const history = useQuery(ticketHistoryQuery(client, ticketId));
  const assignees = useQuery({ ...ticketAssigneesQuery(client, ticketId), enabled: ticket.data?.canWork === true });
  const update = useUpdateTicket();
  const comment = useAddTicketComment();
  if (ticket.error) return <ErrorState error={ticket.error} onRetry={() => void ticket.refetch()} />;
  if (ticket.data === undefined) return <LoadingState label={messages.support.detail.loading} />;
  return (
    <TicketDetail
      ticket={ticket.data}
      comments={comments.data}
      commentsError={comments.error}
      history={history.data}
      assignees={assignees.data}
      userId={user.data?.id}
      onChange={(body) => update.mutateAsync({ id: ticketId, body })}
      onAddComment={(body) => comment.mutateAsync({ id: ticketId, body })}
      {...(appearance ? { appearance } : {})}
    />
  );
}
