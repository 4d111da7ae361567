import { Button } from '../button/Button';
import { common as commonEn } from '../i18n/messages/en/common';
import type { MessagesOf } from '../i18n/types';
import { useMessages } from '../i18n/useMessages';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import type { WidgetError } from './widgetError';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn };

/** A heading that says what kind of failure it was, from the HTTP status (0: no response). */
export function errorTitle(status: number | undefined, messages: MessagesOf<'common'> = en): string {
  const titles = messages.common.state.errorTitle;
  if (status === 0) return titles.unreachable;
  if (status === 401) return titles.sessionEnded;
  if (status === 403) return titles.forbidden;
  if (status === 404) return titles.notFound;
  return titles.failed;
}

export interface ErrorStateProps {
  /** The failure; its `message` is shown as text. */
  error: WidgetError;
  /** Defaults to a title from the error's status (403: "You do not have access", ...). */
  title?: string;
  /** Shows a "Try again" button that calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  appearance?: Appearance;
}

/** A failed load: the error's message, announced as an alert, with an optional retry. */
export function ErrorState({ error, title, onRetry, retryLabel, appearance }: ErrorStateProps) {
  const messages = useMessages({ common: commonEn });
  return (
    <WidgetRoot appearance={appearance} data-slot="error-state" role="alert">
      <p data-slot="state-title">{title ?? errorTitle(error.status, messages)}</p>
      <p data-slot="state-description">{error.message}</p>
      {onRetry === undefined ? null : (
        <div data-slot="state-action">
          <Button onClick={onRetry}>{retryLabel ?? messages.common.state.retry}</Button>
        </div>
      )}
    </WidgetRoot>
  );
}
