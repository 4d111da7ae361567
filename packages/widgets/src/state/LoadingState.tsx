import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface LoadingStateProps {
  /** Announced to assistive technology and shown beside the spinner. */
  label?: string;
  appearance?: Appearance;
}

/** A busy region with a spinner, announced politely. */
export function LoadingState({ label, appearance }: LoadingStateProps) {
  const messages = useMessages({ common: commonEn });
  return (
    <WidgetRoot appearance={appearance} data-slot="loading-state" role="status" aria-busy="true" aria-live="polite">
      <span data-slot="spinner" aria-hidden="true" />
      <span>{label ?? messages.common.state.loading}</span>
    </WidgetRoot>
  );
}
