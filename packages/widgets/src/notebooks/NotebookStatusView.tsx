import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { useActionRunner } from '../actions/useActionRunner';
import type { WidgetMessages } from '../i18n/messages/en';
import { notebooks as notebooksEn } from '../i18n/messages/en/notebooks';
import { useFormat, useMessages } from '../i18n/useMessages';
import { StatusBadge } from '../status/StatusBadge';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { notebookResources, notebookStatusLabel, notebookTone, powerActionOf } from './notebookStatus';
import { OpenNotebookLink } from './OpenNotebookLink';
import type { NotebookRow } from './types';

export interface NotebookStatusViewProps {
  notebook: NotebookRow;
  /** Starts or stops it; no button without it. */
  onPower?: (action: 'start' | 'stop') => unknown;
  canPower?: Allowance;
  /** Asks for the one-time address Open follows (its owner only); without it Open follows `notebook.url`. */
  onOpen?: (() => Promise<{ url: string }>) | undefined;
  /** The hub's own progress events while it starts (shown while PENDING). */
  progress?: readonly { progress: number; message: string }[] | undefined;
  appearance?: Appearance;
}

type Step = { label: string; state: 'done' | 'current' | 'todo' | 'failed' };

function stepsOf(status: NotebookRow['status'], t: WidgetMessages['notebooks']['steps']): Step[] {
  const requested: Step = { label: t.requested, state: 'done' };
  if (status === 'PENDING')
    return [requested, { label: t.starting, state: 'current' }, { label: t.running, state: 'todo' }];
  if (status === 'RUNNING')
    return [requested, { label: t.starting, state: 'done' }, { label: t.running, state: 'done' }];
  if (status === 'FAILED')
    return [requested, { label: t.starting, state: 'failed' }, { label: t.running, state: 'todo' }];
  if (status === 'STOPPING')
    return [
      { label: t.stopping, state: 'current' },
      { label: t.stopped, state: 'todo' },
    ];
  return [{ label: t.stopped, state: 'done' }];
}

/**
 * Where a notebook is on its way up or down, announced politely as it changes: the steps of its start,
 * the hub's reason when it failed or was stopped, and Open once it runs.
 */
export function NotebookStatusView({
  notebook,
  onPower,
  canPower = true,
  onOpen,
  progress,
  appearance,
}: NotebookStatusViewProps) {
  const action = useActionRunner();
  const power = powerActionOf(notebook.status);
  const messages = useMessages({ notebooks: notebooksEn });
  const format = useFormat();
  const t = messages.notebooks;
  return (
    <WidgetRoot appearance={appearance} data-slot="notebook-status-view">
      <section aria-label={t.steps.statusOf({ name: notebook.name })}>
        <p role="status" aria-live="polite" data-slot="status-line">
          <StatusBadge tone={notebookTone(notebook.status)}>
            {notebookStatusLabel(notebook.status, messages)}
          </StatusBadge>{' '}
          {notebook.name} · {notebookResources(notebook, messages, format)} · {notebook.imageName}
        </p>
        <ol data-slot="status-steps" aria-label={t.steps.label}>
          {stepsOf(notebook.status, t.steps).map((step) => (
            <li key={step.label} data-state={step.state}>
              {step.label} <span data-slot="visually-hidden">({t.steps.states[step.state]})</span>
            </li>
          ))}
        </ol>
        {notebook.status === 'PENDING' && progress && progress.length > 0 ? (
          <HubProgress events={progress} label={t.hubProgress.label} percent={t.hubProgress.percent} />
        ) : null}
        {notebook.statusReason ? (
          <p data-slot="status-reason" role={notebook.status === 'FAILED' ? 'alert' : undefined}>
            {notebook.statusReason}
          </p>
        ) : null}
        <div data-slot="form-actions">
          {notebook.url ? (
            <OpenNotebookLink name={notebook.name} href={notebook.url} onOpen={onOpen}>
              {t.openOf({ name: notebook.name })}
            </OpenNotebookLink>
          ) : null}
          {onPower && power ? (
            <ActionButton
              allow={canPower}
              disabled={action.pending}
              onClick={() => void action.run(() => onPower(power))}
            >
              {power === 'start' ? t.start : t.stop}
            </ActionButton>
          ) : null}
        </div>
        {action.error ? (
          <p data-slot="form-error" role="alert">
            {action.error.message}
          </p>
        ) : null}
      </section>
    </WidgetRoot>
  );
}

/** The hub's progress events of a start: a bar at the latest percentage, and its messages as they came. */
function HubProgress({
  events,
  label,
  percent,
}: {
  events: readonly { progress: number; message: string }[];
  label: string;
  percent: (p: { percent: string }) => string;
}) {
  const latest = events[events.length - 1];
  const value = Math.max(0, Math.min(100, latest?.progress ?? 0));
  return (
    <div data-slot="hub-progress">
      <progress max={100} value={value} aria-label={label} aria-valuetext={percent({ percent: String(value) })} />
      <ol aria-label={label}>
        {events.map((event, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events only ever append, and may repeat a message
          <li key={i}>{event.message}</li>
        ))}
      </ol>
    </div>
  );
}
