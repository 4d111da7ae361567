import type { PriceList } from '@console/core';
import { priceListQuery, useConsoleClient, useSetPrices } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../button/Button';
import { costs as costsEn } from '../i18n/messages/en/costs';
import { useMessages } from '../i18n/useMessages';
import { SectionCard } from '../layout/SectionCard';
import { useSuccessToast } from '../panel/useSuccessToast';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';

export interface PriceListFormProps {
  prices: PriceList;
  /** Saves the list; without it (anyone but super admins) the prices are shown read-only. */
  onSave?: ((prices: Omit<PriceList, 'updatedAt' | 'canEdit'>) => Promise<unknown>) | undefined;
}

type Draft = Record<string, string>;

const draftOf = (p: PriceList): Draft => ({
  currency: p.currency,
  other: String(p.otherGpuHourly),
  cpu: String(p.cpuCoreHourly),
  memory: String(p.memoryGiBHourly),
  storage: String(p.storageGiBHourly),
  ...Object.fromEntries(p.gpuHourly.map((g) => [`gpu:${g.model}`, String(g.hourly)])),
});

/** The price list: per GPU-hour by model, per CPU core-hour, per GiB-hour of memory and storage; super admins edit it. */
export function PriceListForm({ prices, onSave }: PriceListFormProps) {
  const messages = useMessages({ costs: costsEn });
  const t = messages.costs.prices;
  const [draft, setDraft] = useState<Draft>(() => draftOf(prices));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(draftOf(prices)), [prices]);
  const fields = [
    ...prices.gpuHourly.map((g) => ({ key: `gpu:${g.model}`, label: t.gpuModel({ model: g.model }) })),
    { key: 'other', label: t.otherGpu },
    { key: 'cpu', label: t.cpuCore },
    { key: 'memory', label: t.memoryGiB },
    { key: 'storage', label: t.storageGiB },
  ];
  const value = (key: string) => Number(draft[key] ?? '0');
  return (
    <SectionCard title={t.title} description={onSave ? t.description : `${t.description} ${t.readOnly}`}>
      <form
        data-slot="price-list-form"
        aria-label={t.title}
        onSubmit={async (e) => {
          e.preventDefault();
          if (!onSave) return;
          setBusy(true);
          setProblem(null);
          try {
            await onSave({
              currency: (draft.currency ?? 'USD').toUpperCase(),
              gpuHourly: prices.gpuHourly.map((g) => ({ model: g.model, hourly: value(`gpu:${g.model}`) })),
              otherGpuHourly: value('other'),
              cpuCoreHourly: value('cpu'),
              memoryGiBHourly: value('memory'),
              storageGiBHourly: value('storage'),
            });
          } catch (error) {
            setProblem((error as WidgetError).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <div data-slot="field">
          <label htmlFor="price-currency" data-slot="field-label">
            {t.currency}
          </label>
          <input
            id="price-currency"
            value={draft.currency ?? ''}
            maxLength={3}
            readOnly={!onSave}
            onChange={(e) => setDraft({ ...draft, currency: e.target.value })}
          />
        </div>
        {fields.map((f) => (
          <div data-slot="field" key={f.key}>
            <label htmlFor={`price-${f.key}`} data-slot="field-label">
              {f.label}
            </label>
            <input
              id={`price-${f.key}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              readOnly={!onSave}
              value={draft[f.key] ?? ''}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
            />
          </div>
        ))}
        {problem ? (
          <p data-slot="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        {onSave ? (
          <div data-slot="form-actions">
            <Button type="submit" variant="primary" disabled={busy}>
              {t.save}
            </Button>
          </div>
        ) : null}
      </form>
    </SectionCard>
  );
}

/** The price list inside `ConsoleProvider`; super admins save it (every report is priced anew). */
export function PriceListPanel() {
  const client = useConsoleClient();
  const messages = useMessages({ costs: costsEn });
  const toast = useSuccessToast();
  const query = useQuery(priceListQuery(client));
  const save = useSetPrices();
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  return (
    <PriceListForm
      prices={query.data}
      onSave={
        query.data.canEdit
          ? async (prices) => {
              await save.mutateAsync(prices);
              toast(messages.costs.prices.saved);
            }
          : undefined
      }
    />
  );
}
