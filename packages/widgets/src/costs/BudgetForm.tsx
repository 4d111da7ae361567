import type { BudgetStatus } from '@console/core';
import { useState } from 'react';
import { Button } from '../button/Button';
import { costs as costsEn } from '../i18n/messages/en/costs';
import { useFormat, useMessages } from '../i18n/useMessages';
import { SectionCard } from '../layout/SectionCard';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';

export interface BudgetFormProps {
  budget: BudgetStatus;
  /** Saves the budget (null removes it); without it the budget is shown read-only. */
  onSave?: ((monthlyBudget: number | null) => Promise<unknown>) | undefined;
}

/** A tier's monthly budget with the alerts sent this month; its admins (and those above) set or remove it. */
export function BudgetForm({ budget, onSave }: BudgetFormProps) {
  const messages = useMessages({ costs: costsEn });
  const { number } = useFormat();
  const t = messages.costs.budget;
  const [value, setValue] = useState(budget.monthlyBudget === null ? '' : String(budget.monthlyBudget));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (next: number | null) => {
    if (!onSave) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSave(next);
    } catch (error) {
      setProblem((error as WidgetError).message);
    } finally {
      setBusy(false);
    }
  };
  const amount = Number(value);
  const valid = value.trim() !== '' && Number.isFinite(amount) && amount >= 0;
  return (
    <SectionCard title={t.title({ name: budget.name })} description={t.description}>
      <div data-slot="budget-form">
        {onSave ? (
          <form
            aria-label={t.title({ name: budget.name })}
            onSubmit={(e) => {
              e.preventDefault();
              if (valid) void save(amount);
            }}
          >
            <div data-slot="field">
              <label htmlFor={`budget-${budget.level}-${budget.id}`} data-slot="field-label">
                {t.amount({ currency: budget.currency })}
              </label>
              <input
                id={`budget-${budget.level}-${budget.id}`}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-invalid={problem ? true : undefined}
              />
            </div>
            {problem ? (
              <p data-slot="form-error" role="alert">
                {problem}
              </p>
            ) : null}
            <div data-slot="form-actions">
              {budget.monthlyBudget !== null ? (
                <Button onClick={() => void save(null)} disabled={busy}>
                  {t.clear}
                </Button>
              ) : null}
              <Button type="submit" variant="primary" disabled={busy || !valid}>
                {t.save}
              </Button>
            </div>
          </form>
        ) : (
          <p>
            {budget.monthlyBudget === null
              ? t.none
              : number(budget.monthlyBudget, { style: 'currency', currency: budget.currency })}{' '}
            {t.readOnly}
          </p>
        )}
        <div data-slot="budget-alerts">
          <span>{t.alertsSent}</span>
          {budget.alerts.length === 0 ? (
            <span data-slot="muted">{t.noAlerts}</span>
          ) : (
            <ul>
              {budget.alerts.map((a) => (
                <li key={a}>
                  <StatusBadge tone={a === '100' || a === 'FORECAST' ? 'danger' : 'warning'}>
                    {t.alert({ alert: a })}
                  </StatusBadge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
