import type { TicketComment } from '@console/core';
import { useId, useState } from 'react';
import { Button } from '../button/Button';
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

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A ticket's comments, oldest first, as plain text, with a box to add one. */
export function TicketThread({ comments, error, onRetry, onAddComment }: TicketThreadProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    if (!onAddComment || draft.trim() === '') {
      setFailure('Write a comment first');
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
      <h2 id={`${id}-title`}>Conversation</h2>
      {error ? (
        <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />
      ) : comments === undefined ? (
        <LoadingState label="Loading comments…" />
      ) : comments.length === 0 ? (
        <EmptyState title="No comments yet" />
      ) : (
        <ol aria-label="Comments" data-slot="ticket-comments">
          {comments.map((c) => (
            <li key={c.id} data-slot="ticket-comment">
              <p data-slot="ticket-comment-meta">
                <strong>{c.author.name}</strong>{' '}
                <time dateTime={c.createdAt}>{dateTime.format(new Date(c.createdAt))}</time>
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
          aria-label="Add a comment"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`${id}-body`}>Comment</label>
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
            {sending ? 'Sending…' : 'Add comment'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
