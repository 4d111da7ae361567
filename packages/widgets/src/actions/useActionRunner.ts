import { useCallback, useState } from 'react';
import type { WidgetError } from '../state/widgetError';

/** What `useActionRunner` gives: `run` a host callback, and the failure of the last one to show. */
export interface ActionRunner {
  run: (action: () => unknown) => Promise<void>;
  error: WidgetError | null;
  pending: boolean;
}

/**
 * Runs host callbacks that may return a promise (a mutation), keeping its failure to show next to the action
 * instead of leaving an unhandled rejection.
 */
export function useActionRunner(): ActionRunner {
  const [error, setError] = useState<WidgetError | null>(null);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => unknown) => {
    setError(null);
    setPending(true);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error || isErrorLike(failure) ? failure : { message: String(failure) });
    } finally {
      setPending(false);
    }
  }, []);
  return { run, error, pending };
}

function isErrorLike(value: unknown): value is WidgetError {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}
