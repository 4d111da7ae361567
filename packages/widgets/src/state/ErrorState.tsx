import { Button } from '../button/Button';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import type { WidgetError } from './widgetError';

/** A heading that says what kind of failure it was, from the HTTP status (0: no response). */
export function errorTitle(status: number | undefined): string {
  if (status === 0) return 'Cannot reach the server';
  if (status === 401) return 'Your session has ended';
  if (status === 403) return 'You do not have access';
  if (status === 404) return 'Not found';
  return 'Something went wrong';
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
export function ErrorState({ error, title, onRetry, retryLabel = 'Try again', appearance }: ErrorStateProps) {
  return (
    <WidgetRoot appearance={appearance} data-slot="error-state" role="alert">
      <p data-slot="state-title">{title ?? errorTitle(error.status)}</p>
      <p data-slot="state-description">{error.message}</p>
      {onRetry === undefined ? null : (
        <div data-slot="state-action">
          <Button onClick={onRetry}>{retryLabel}</Button>
        </div>
      )}
    </WidgetRoot>
  );
}
