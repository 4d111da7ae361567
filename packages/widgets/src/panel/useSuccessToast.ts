import { useConsoleClient } from '@console/react';
import { useCallback } from 'react';

/**
 * Shows a success toast through the console client's toast store, which the host's `Toaster` renders, e.g.
 * `notify('Project deleted', project.name)`.
 */
export function useSuccessToast(): (summary: string, detail?: string) => void {
  const { toasts } = useConsoleClient();
  return useCallback(
    (summary: string, detail?: string) => {
      toasts.show({ severity: 'success', summary, ...(detail === undefined ? {} : { detail }) });
    },
    [toasts],
  );
}
