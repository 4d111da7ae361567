import type { BudgetStatus, CostReport, CostRow, CostWorkload } from '@console/core';
import { useCallback, useId, useMemo } from 'react';
import { Button } from '../button/Button';
import { BarChart } from '../charts/BarChart';
import type { BarSeries } from '../charts/barLayout';
import { StatCard } from '../charts/StatCard';
import { StatGrid } from '../charts/StatGrid';
import { costs as costsEn } from '../i18n/messages/en/costs';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import { DataTable } from '../table/DataTable';
import type { DataTableColumn } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { BudgetForm } from './BudgetForm';

/** The ranges a report offers, counted back from now. */
export const COST_RANGES = ['7d', '30d', '90d'] as const;
export type CostRange = (typeof COST_RANGES)[number];

export interface CostReportViewProps {
  /** The report; `undefined` while it loads. */
  report: CostReport | undefined;
  /** This month's budget status of the scope; left out at the platform (no budget there). */
  budget?: BudgetStatus | undefined;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  range: CostRange;
  onRangeChange: (range: CostRange) => void;
  /** Offers the CSV export (FOCUS columns). */
  onExport?: (() => void) | undefined;
  exporting?: boolean | undefined;
  /** Saves the monthly budget (null removes it); offered when the budget says the caller may set it. */
  onSaveBudget?: ((monthlyBudget: number | null) => Promise<unknown>) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * Chargeback for one scope: cost and idle cost over the range, this month's spending against the budget with the
 * forecast to month end, the cost per tenant one level down as bars and as a table, the budget form, the export.
 */
export function CostReportView(props: CostReportViewProps) {
  const {
    report,
    budget,
    loading,
    error,
    onRetry,
    range,
    onRangeChange,
    onExport,
    exporting,
    onSaveBudget,
    appearance,
  } = props;
  const messages = useMessages({ costs: costsEn });
  const { number, percent, locale } = useFormat();
  const t = messages.costs;
  const currency = report?.currency ?? budget?.currency ?? 'USD';
  const money = useCallback(
    (v: number) => number(v, { style: 'currency', currency, maximumFractionDigits: 2 }),
    [number, currency],
  );
  const level = report?.level ?? 'BRANCH';
  const series = useMemo<readonly BarSeries[]>(
    () => [
      { key: 'used', label: t.chart.used, tone: 'primary' },
      { key: 'idle', label: t.chart.idle, tone: 'warning' },
    ],
    [t],
  );
  const data = useMemo(
    () =>
      report?.rows.map((r) => ({
        id: `${r.level}-${r.id}`,
        label: r.name,
        values: { used: Math.max(0, r.cost - r.idleCost), idle: r.idleCost },
      })),
    [report],
  );
  const columns = useMemo<DataTableColumn<CostRow>[]>(
    () => [
      { id: 'name', header: t.table.name, cell: (r) => r.name },
      ...(level === 'ORGANIZATION'
        ? []
        : [{ id: 'parent', header: t.table.parent, cell: (r: CostRow) => r.parentName }]),
      { id: 'cost', header: t.table.cost, align: 'end', cell: (r) => money(r.cost) },
      { id: 'idle', header: t.table.idle, align: 'end', cell: (r) => money(r.idleCost) },
      {
        id: 'gpu',
        header: t.table.gpuHours,
        align: 'end',
        cell: (r) => number(r.gpuHours, { maximumFractionDigits: 1 }),
      },
      {
        id: 'cpu',
        header: t.table.cpuCoreHours,
        align: 'end',
        cell: (r) => number(r.cpuCoreHours, { maximumFractionDigits: 0 }),
      },
      {
        id: 'memory',
        header: t.table.memoryGiBHours,
        align: 'end',
        cell: (r) => number(r.memoryGiBHours, { maximumFractionDigits: 0 }),
      },
      { id: 'storage', header: t.table.storage, align: 'end', cell: (r) => money(r.storageCost) },
    ],
    [t, level, number, money],
  );
  const workloadColumns = useMemo<DataTableColumn<CostWorkload>[]>(
    () => [
      {
        id: 'name',
        header: t.workloads.name,
        cell: (w) => (
          <span data-slot="cost-workload">
            <span>{w.name}</span>
            <span data-slot="cost-workload-kind">{t.workloads.kinds[w.kind]}</span>
          </span>
        ),
      },
      { id: 'project', header: t.workloads.project, cell: (w) => w.projectName },
      { id: 'cost', header: t.table.cost, align: 'end', cell: (w) => money(w.cost) },
      { id: 'idle', header: t.table.idle, align: 'end', cell: (w) => money(w.idleCost) },
      { id: 'storage', header: t.table.storage, align: 'end', cell: (w) => money(w.storageCost) },
      {
        id: 'gpu',
        header: t.table.gpuHours,
        align: 'end',
        cell: (w) => number(w.gpuHours, { maximumFractionDigits: 1 }),
      },
    ],
    [t, number, money],
  );
  const total = report?.total;
  const stale = loading && !report;
  const workloadsTitleId = useId();
  return (
    <WidgetRoot appearance={appearance} data-slot="cost-report">
      <div data-slot="cost-toolbar">
        <label data-slot="inline-field">
          <span>{t.range}</span>
          <select value={range} onChange={(e) => onRangeChange(e.target.value as CostRange)}>
            {COST_RANGES.map((r) => (
              <option key={r} value={r}>
                {t.ranges[r]}
              </option>
            ))}
          </select>
        </label>
        {onExport ? (
          <Button onClick={onExport} disabled={exporting || !report}>
            {exporting ? t.exporting : t.exportCsv}
          </Button>
        ) : null}
      </div>
      <StatGrid>
        <StatCard
          label={t.stats.cost}
          value={total?.cost}
          formatValue={money}
          loading={stale}
          error={error}
          onRetry={onRetry}
          description={
            total && total.storageCost > 0 ? t.stats.storageHelp({ storage: money(total.storageCost) }) : undefined
          }
        />
        <StatCard
          label={t.stats.idle}
          value={total?.idleCost}
          formatValue={money}
          loading={stale}
          error={error}
          description={
            total && total.cost > 0 ? t.stats.idleHelp({ share: percent(total.idleCost / total.cost) }) : undefined
          }
        />
        {budget ? (
          <StatCard
            label={t.stats.monthToDate({
              month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
                new Date(`${budget.month}-01T00:00:00Z`),
              ),
            })}
            value={budget.monthToDate}
            formatValue={money}
            description={
              budget.monthlyBudget !== null
                ? t.stats.ofBudget({ budget: money(budget.monthlyBudget) })
                : t.stats.noBudget
            }
          />
        ) : null}
        {budget ? (
          <StatCard
            label={t.stats.forecast}
            value={budget.forecast}
            formatValue={money}
            description={t.stats.forecastHelp({ rate: money(budget.hourlyRunRate) })}
          />
        ) : null}
      </StatGrid>
      <BarChart
        title={t.chart.title({ level: t.chart.levels[level] })}
        description={t.chart.description}
        emptyTitle={t.chart.empty}
        emptyDescription={t.chart.emptyHelp}
        variant="card"
        data={report && report.rows.length > 0 && total && total.cost > 0 ? data : report ? [] : undefined}
        series={series}
        layout="stacked"
        orientation="horizontal"
        categoryLabel={t.chart.category[level]}
        formatValue={money}
        loading={loading}
        error={error}
        {...(onRetry ? { onRetry } : {})}
      />
      <DataTable
        label={t.table.label}
        columns={columns}
        rows={report?.rows}
        getRowId={(r) => `${r.level}-${r.id}`}
        loading={loading ?? false}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        emptyTitle={t.chart.empty}
      />
      <section data-slot="cost-workloads" aria-labelledby={workloadsTitleId}>
        <h3 id={workloadsTitleId}>{t.workloads.title}</h3>
        {report && report.workloads.length > 0 ? (
          <p>{t.workloads.description({ shown: report.workloads.length, count: report.workloadCount })}</p>
        ) : null}
        <DataTable
          label={t.workloads.label}
          columns={workloadColumns}
          rows={report?.workloads}
          getRowId={(w) => w.key}
          loading={loading ?? false}
          error={error}
          {...(onRetry ? { onRetry } : {})}
          emptyTitle={t.workloads.empty}
        />
      </section>
      {budget ? <BudgetForm budget={budget} onSave={budget.canEdit ? onSaveBudget : undefined} /> : null}
      <p data-slot="cost-note">{t.metered}</p>
    </WidgetRoot>
  );
}
