import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { useActionRunner } from '../actions/useActionRunner';
import { StatusBadge } from '../status/StatusBadge';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { notebookResources, notebookStatusLabel, notebookTone, powerActionOf } from './notebookStatus';
import type { NotebookRow } from './types';

export interface NotebookStatusViewProps {
  notebook: NotebookRow;
  /** Starts or stops it; no button without it. */
  onPower?: (action: 'start' | 'stop') => unknown;
  canPower?: Allowance;
  appearance?: Appearance;
}

type Step = { label: string; state: 'done' | 'current' | 'todo' | 'failed' };

function stepsOf(status: NotebookRow['status']): Step[] {
  const requested: Step = { label: 'Requested', state: 'done' };
  if (status === 'PENDING')
    return [requested, { label: 'Starting the container', state: 'current' }, { label: 'Running', state: 'todo' }];
  if (status === 'RUNNING')
    return [requested, { label: 'Starting the container', state: 'done' }, { label: 'Running', state: 'done' }];
  if (status === 'FAILED')
    return [requested, { label: 'Starting the container', state: 'failed' }, { label: 'Running', state: 'todo' }];
  if (status === 'STOPPING')
    return [
      { label: 'Stopping', state: 'current' },
      { label: 'Stopped', state: 'todo' },
    ];
  return [{ label: 'Stopped', state: 'done' }];
}

const stateText: Record<Step['state'], string> = {
  done: 'done',
  current: 'in progress',
  todo: 'to come',
  failed: 'failed',
};

/**
 * Where a notebook is on its way up or down, announced politely as it changes: the steps of its start,
 * the hub's reason when it failed or was stopped, and Open once it runs.
 */
export function NotebookStatusView({ notebook, onPower, canPower = true, appearance }: NotebookStatusViewProps) {
  const action = useActionRunner();
  const power = powerActionOf(notebook.status);
  return (
    <WidgetRoot appearance={appearance} data-slot="notebook-status-view">
      <section aria-label={`Status of ${notebook.name}`}>
        <p role="status" aria-live="polite" data-slot="status-line">
          <StatusBadge tone={notebookTone(notebook.status)}>{notebookStatusLabel(notebook.status)}</StatusBadge>{' '}
          {notebook.name} · {notebookResources(notebook)} · {notebook.imageName}
        </p>
        <ol data-slot="status-steps" aria-label="Progress">
          {stepsOf(notebook.status).map((step) => (
            <li key={step.label} data-state={step.state}>
              {step.label} <span data-slot="visually-hidden">({stateText[step.state]})</span>
            </li>
          ))}
        </ol>
        {notebook.statusReason ? (
          <p data-slot="status-reason" role={notebook.status === 'FAILED' ? 'alert' : undefined}>
            {notebook.statusReason}
          </p>
        ) : null}
        <div data-slot="form-actions">
          {notebook.url ? (
            <a href={notebook.url} target="_blank" rel="noreferrer">
              Open {notebook.name}
            </a>
          ) : null}
          {onPower && power ? (
            <ActionButton
              allow={canPower}
              disabled={action.pending}
              onClick={() => void action.run(() => onPower(power))}
            >
              {power === 'start' ? 'Start' : 'Stop'}
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
