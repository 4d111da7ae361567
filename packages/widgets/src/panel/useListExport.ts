import { useConsoleClient } from '@console/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import { saveFile, today } from './saveFile';

/** How a connected list saves its export; default: a download in the browser. */
export type SaveDownload = (file: Blob, name: string) => void;

/**
 * The Export button of a connected list: runs `exporter` with `variables` (the list's query without paging),
 * saves the file as `<name>-<YYYY-MM-DD>.csv` and says so in a toast, or says the export failed.
 * Spread the answer onto the table (`onExport`, `exporting`).
 */
export function useListExport<V>(
  exporter: UseMutationResult<Blob, Error, V>,
  name: string,
  variables: V,
  onDownload: SaveDownload | undefined,
) {
  const { toasts } = useConsoleClient();
  const t = useMessages({ common: commonEn }).common.table;
  return {
    exporting: exporter.isPending,
    onExport: () => {
      const file = `${name}-${today()}.csv`;
      exporter.mutate(variables, {
        onSuccess: (blob) => {
          (onDownload ?? saveFile)(blob, file);
          toasts.show({ severity: 'success', summary: t.exported({ file }) });
        },
        onError: (error) => toasts.show({ severity: 'error', summary: t.exportFailed, detail: error.message }),
      });
    },
  };
}
