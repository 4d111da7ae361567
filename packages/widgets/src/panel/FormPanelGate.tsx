import type { ReactNode } from 'react';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';

export interface FormPanelGateProps<T> {
  /** What the form edits: given by the host, or fetched; `undefined` while it loads. */
  value: T | undefined;
  /** Whether the form edits something that exists (and so must wait for it). */
  editing: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** The form, once there is something to edit (or nothing is needed). */
  children: (value: T | undefined) => ReactNode;
}

/** A connected form panel's first steps: the resource being fetched, or why it could not be, then the form. */
export function FormPanelGate<T>({ value, editing, error, onRetry, children }: FormPanelGateProps<T>) {
  const t = useMessages({ common: commonEn }).common.state;
  if (editing && value === undefined) {
    return error ? <ErrorState error={error} {...(onRetry ? { onRetry } : {})} /> : <LoadingState label={t.loading} />;
  }
  return <>{children(value)}</>;
}
