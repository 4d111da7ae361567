import type { TicketComment } from '@console/core';
import { useId, useState } from 'react';
import { Button } from '../button/Button';
import { support as supportEn } from '../i18n/messages/en/support';
import { useFormat, useMessages } from '../i18n/useMessages';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';

export interface TicketThreadProps {
  comments: readonly TicketComment[] | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Sends a plain-text comment; a rejection is shown under the box and the text is kept. */
  onAddComment?: (body: string) => Promise<unknown>;
}

/** A ticket's comments, oldest first, as plain text, with a box to add one. */
export function TicketThread({ comments, error, onRetry, onAddComment }: TicketThreadProps) {
  const id = useId();
  const format = useFormat();
  const t = useMessages({ support: supportEn }).support.thread;
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    if (!onAddComment || draft.trim() === '') {
      setFailure(t.writeFirst);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onAddComment(draft.trim());
      setDraft('');
    } catch (e) {
      setFailure((e as WidgetError).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <section data-slot="ticket-thread" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      {error ? (
        <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />
      ) : comments === undefined ? (
        <LoadingState label={t.loading} />
      ) : comments.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ol aria-label={t.label} data-slot="ticket-comments">
          {comments.map((c) => (
            <li key={c.id} data-slot="ticket-comment">
              <p data-slot="ticket-comment-meta">
                <strong>{c.author.name}</strong> <time dateTime={c.createdAt}>{format.dateTime(c.createdAt)}</time>
              </p>
              <p data-slot="ticket-comment-body" style={{ whiteSpace: 'pre-wrap' }}>
                {c.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {onAddComment ? (
        <form
          aria-label={t.add}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`${id}-body`}>{t.comment}</label>
          <textarea
            id={`${id}-body`}
            rows={3}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${id}-error` : undefined}
          />
          {failure ? (
            <p id={`${id}-error`} role="alert" data-slot="field-error">
              {failure}
            </p>
          ) : null}
          <Button type="submit" variant="primary" disabled={sending}>
            {sending ? t.sending : t.submit}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
