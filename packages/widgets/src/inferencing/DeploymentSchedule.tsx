import type { ScheduledUptime, WeekDay } from '@console/core';
import { useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import { Button } from '../button/Button';
import { isoOf, weekDayOf } from '../date/apiWeekdays';
import { TimeRangeField } from '../date/TimeRangeField';
import { TimeZoneSelect } from '../date/TimeZoneSelect';
import { localTimeZone } from '../date/timeZones';
import { WeekdayPicker } from '../date/WeekdayPicker';
import { type IsoWeekday, listWeekdays } from '../date/weekdays';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { common as commonEn } from '../i18n/messages/en/common';
import { date as dateEn } from '../i18n/messages/en/date';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import { DataTable } from '../table/DataTable';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

/** A window as the editor sends it. */
export interface UptimeWindowInput {
  weekDays: WeekDay[];
  start: string;
  end: string;
  timeZone: string;
}

export interface DeploymentScheduleProps {
  windows: readonly ScheduledUptime[] | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Adds a window; a rejected 400 puts its field errors (weekDays, start, end, timeZone) on the editor. */
  onAdd?: (window: UptimeWindowInput) => Promise<unknown>;
  /** Changes a window in place; a rejected 400 puts its field errors on the editor, as for adding. */
  onUpdate?: (window: ScheduledUptime, changed: UptimeWindowInput) => Promise<unknown>;
  /** Removes a window after a confirmation. */
  onRemove?: (window: ScheduledUptime) => unknown;
  appearance?: Appearance;
}

/** A window in words for labels: "Monday, Tuesday and Friday 08:00–18:00", in the reader's language. */
const describe = (w: ScheduledUptime, locale: string | undefined) =>
  `${listWeekdays(w.weekDays.map(isoOf), 'and', locale)} ${w.start}–${w.end}`;
type Errors = Partial<Record<'weekDays' | 'start' | 'end' | 'timeZone' | 'form', string>>;

/** Uptime windows of a deployment: outside all of them the server pauses it, and resumes it when one opens. */
export function DeploymentSchedule({
  windows,
  onAdd,
  onUpdate,
  onRemove,
  appearance,
  ...state
}: DeploymentScheduleProps) {
  const messages = useMessages({ common: commonEn, date: dateEn, inferencing: inferencingEn });
  const { locale } = useFormat();
  const t = messages.inferencing.schedule;
  const [days, setDays] = useState<IsoWeekday[]>([1, 2, 3, 4, 5]);
  const [range, setRange] = useState<{ start: string; end: string }>({ start: '08:00', end: '18:00' });
  const [zone, setZone] = useState<string>(() => localTimeZone());
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // The window being changed: the editor holds its values and saves over it instead of adding one.
  const [editing, setEditing] = useState<ScheduledUptime | null>(null);
  const edit = (w: ScheduledUptime) => {
    setEditing(w);
    setDays(w.weekDays.map(isoOf));
    setRange({ start: w.start, end: w.end });
    setZone(w.timeZone);
    setErrors({});
  };
  const save = editing && onUpdate ? (input: UptimeWindowInput) => onUpdate(editing, input) : onAdd;
  const add = async () => {
    if (!save) return;
    const mine: Errors = {};
    if (days.length === 0) mine.weekDays = messages.date.schedule.weekdaysRequired;
    if (!range.start) mine.start = messages.date.time.startRequired;
    if (!range.end) mine.end = messages.date.time.endRequired;
    setErrors(mine);
    if (Object.keys(mine).length > 0) return;
    setBusy(true);
    try {
      await save({ weekDays: days.map(weekDayOf), start: range.start, end: range.end, timeZone: zone });
      setEditing(null);
    } catch (error) {
      const e = error as WidgetError;
      const details = e.errors && typeof e.errors === 'object' && !Array.isArray(e.errors) ? e.errors : {};
      const text = (k: string) => {
        const v = (details as Record<string, unknown>)[k];
        return Array.isArray(v) ? v.join(' ') : typeof v === 'string' ? v : undefined;
      };
      const next: Errors = {};
      for (const k of ['weekDays', 'start', 'end', 'timeZone'] as const) {
        const t = text(k);
        if (t) next[k] = t;
      }
      if (Object.keys(next).length === 0) next.form = e.message;
      setErrors(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-schedule">
      <DataTable
        label={t.label}
        rows={windows}
        getRowId={(w) => w.id}
        loading={state.loading ?? false}
        error={state.error}
        {...(state.onRetry ? { onRetry: state.onRetry } : {})}
        emptyTitle={t.empty}
        emptyDescription={t.emptyHelp}
        columns={[
          { id: 'days', header: t.days, cell: (w) => listWeekdays(w.weekDays.map(isoOf), 'and', locale, 'short') },
          { id: 'time', header: t.time, cell: (w) => `${w.start}–${w.end}` },
          { id: 'zone', header: t.timeZone, cell: (w) => w.timeZone },
          {
            id: 'actions',
            header: messages.common.table.actions,
            align: 'end',
            cell: (w) => (
              <>
                {onUpdate ? (
                  <ActionButton aria-label={t.editWindow({ window: describe(w, locale) })} onClick={() => edit(w)}>
                    {messages.common.actions.edit}
                  </ActionButton>
                ) : null}
                {onRemove ? (
                  <ConfirmDialog
                    title={t.removeTitle}
                    description={t.removeConsequence}
                    confirmLabel={t.remove}
                    destructive
                    onConfirm={() => onRemove(w)}
                    trigger={
                      <ActionButton aria-label={t.removeWindow({ window: describe(w, locale) })}>
                        {t.remove}
                      </ActionButton>
                    }
                    {...(appearance ? { appearance } : {})}
                  />
                ) : null}
              </>
            ),
          },
        ]}
        {...(appearance ? { appearance } : {})}
      />
      {save ? (
        <form
          aria-label={editing ? t.editTitle({ window: describe(editing, locale) }) : t.add}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <WeekdayPicker label={t.days} value={days} onValueChange={setDays} error={errors.weekDays ?? null} />
          <TimeRangeField
            label={t.runningHours}
            overnight
            value={range}
            onValueChange={setRange}
            error={errors.start || errors.end ? { start: errors.start, end: errors.end } : null}
          />
          <TimeZoneSelect label={t.timeZone} value={zone} onValueChange={setZone} error={errors.timeZone ?? null} />
          {errors.form ? <p role="alert">{errors.form}</p> : null}
          <div data-slot="form-actions">
            <Button type="submit" variant="primary" disabled={busy}>
              {editing ? t.save : t.addWindow}
            </Button>
            {editing ? (
              <Button
                type="button"
                onClick={() => {
                  setEditing(null);
                  setErrors({});
                }}
              >
                {messages.common.actions.cancel}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </WidgetRoot>
  );
}
