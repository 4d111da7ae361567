import type { CostScope } from '@console/core';
import {
  budgetQuery,
  costReportQuery,
  useConsoleClient,
  useCostLiveUpdates,
  useExportCosts,
  useSetBudget,
} from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { costs as costsEn } from '../i18n/messages/en/costs';
import { useMessages } from '../i18n/useMessages';
import { saveFile } from '../panel/saveFile';
import { useSuccessToast } from '../panel/useSuccessToast';
import type { Appearance } from '../theme/appearance';
import { type CostRange, CostReportView } from './CostReportView';

export interface CostPanelProps {
  /** Whose costs: the most specific of `projectId`, `branchId` and `organizationId`; none is the platform (super admins). */
  scope: CostScope;
  /** The range shown first (default the last 30 days). */
  defaultRange?: CostRange | undefined;
  /** Saves the CSV export; default: a download in the browser. */
  onDownload?: ((file: Blob, name: string) => void) | undefined;
  appearance?: Appearance | undefined;
}

const DAYS: Record<CostRange, number> = { '7d': 7, '30d': 30, '90d': 90 };
const HOUR = 3_600_000;

/** The range ending at the current hour. */
function rangeOf(range: CostRange) {
  const to = Math.ceil(Date.now() / HOUR) * HOUR;
  return { from: new Date(to - DAYS[range] * 24 * HOUR).toISOString(), to: new Date(to).toISOString() };
}

/**
 * A scope's costs inside `ConsoleProvider`: the report over a range, this month's budget and forecast (with the
 * budget form for its admins), the FOCUS CSV export. Budget alerts arriving on the stream refresh it.
 */
export function CostPanel({ scope, defaultRange = '30d', onDownload, appearance }: CostPanelProps) {
  const client = useConsoleClient();
  const messages = useMessages({ costs: costsEn });
  const toast = useSuccessToast();
  useCostLiveUpdates();
  const [range, setRange] = useState<CostRange>(defaultRange);
  const window = useMemo(() => rangeOf(range), [range]);
  const query = { ...scope, ...window };
  const report = useQuery({ ...costReportQuery(client, query), placeholderData: keepPreviousData });
  const isPlatform = !scope.organizationId && !scope.branchId && !scope.projectId;
  const budget = useQuery({ ...budgetQuery(client, scope), enabled: !isPlatform });
  const setBudget = useSetBudget();
  const exportCosts = useExportCosts();
  const [exporting, setExporting] = useState(false);
  return (
    <CostReportView
      report={report.data}
      budget={budget.data}
      loading={report.isPending || report.isPlaceholderData}
      error={report.error}
      onRetry={() => void report.refetch()}
      range={range}
      onRangeChange={setRange}
      exporting={exporting}
      onExport={async () => {
        setExporting(true);
        try {
          const file = await exportCosts(query);
          const name = `costs-${window.from.slice(0, 10)}-${window.to.slice(0, 10)}.csv`;
          (onDownload ?? saveFile)(file, name);
        } finally {
          setExporting(false);
        }
      }}
      onSaveBudget={async (monthlyBudget) => {
        await setBudget.mutateAsync({ ...scope, monthlyBudget } as Parameters<typeof setBudget.mutateAsync>[0]);
        toast(messages.costs.budget.saved);
      }}
      appearance={appearance}
    />
  );
}
