import { Button } from '../button/Button';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import type { WidgetError } from './widgetError';

export interface ErrorStateProps {
  /** The failure; its `message` is shown as text. */
  error: WidgetError;
  title?: string;
  /** Shows a "Try again" button that calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  appearance?: Appearance;
}

/** A failed load: the error's message, announced as an alert, with an optional retry. */
export function ErrorState({
  error,
  title = 'Something went wrong',
  onRetry,
  retryLabel = 'Try again',
  appearance,
}: ErrorStateProps) {
  return (
    <WidgetRoot appearance={appearance} data-slot="error-state" role="alert">
      <p data-slot="state-title">{title}</p>
      <p data-slot="state-description">{error.message}</p>
      {onRetry === undefined ? null : (
        <div data-slot="state-action">
          <Button onClick={onRetry}>{retryLabel}</Button>
        </div>
      )}
    </WidgetRoot>
  );
}
