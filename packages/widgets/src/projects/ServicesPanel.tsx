import { type ReactNode, useId, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { useActionRunner } from '../actions/useActionRunner';
import type { ConfirmDialogProps } from '../dialog/ConfirmDialog';
import { useLatch } from '../hooks/useLatch';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useFormat, useMessages } from '../i18n/useMessages';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import { LazyPart, lazyPart } from '../state/lazyPart';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { serviceStatusLabel, serviceTone } from './serviceTone';
import type { ProjectServiceRow, ServiceOption } from './types';

export interface ServicesPanelProps<T extends ProjectServiceRow> {
  /** The project's services; `undefined` until loaded. */
  services: readonly T[] | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Services of the catalogue the project does not have yet. */
  available?: readonly ServiceOption[];
  canAdd?: Allowance;
  onAdd?: (serviceId: number) => unknown;
  canRedeploy?: (service: T) => Allowance;
  onRedeploy?: (service: T) => unknown;
  canRemove?: (service: T) => Allowance;
  /** Removes after confirmation; a rejected promise keeps the dialog open with the error. */
  onRemove?: (service: T) => unknown;
  /**
   * A service's detail (use against quota, history, the quota editor: `ServiceQuotaPanel`), opened under
   * it by its Details button; no button without it.
   */
  renderDetail?: (service: T) => ReactNode;
  appearance?: Appearance;
}

// The removal's confirmation (and Radix Dialog with it) is fetched when a Remove button is reached or pressed.
const confirmDialog = lazyPart<ConfirmDialogProps>(() =>
  import('../dialog/ConfirmDialog').then((m) => m.ConfirmDialog),
);

/** A project's services with status and quota; add, redeploy and remove (after confirmation) as the role allows. */
export function ServicesPanel<T extends ProjectServiceRow>({
  services,
  loading = false,
  error,
  onRetry,
  available = [],
  canAdd = false,
  onAdd,
  canRedeploy,
  onRedeploy,
  canRemove,
  onRemove,
  renderDetail,
  appearance,
}: ServicesPanelProps<T>) {
  const messages = useMessages({ projects: projectsEn });
  const { number } = useFormat();
  const t = messages.projects.services;
  const [openDetail, setOpenDetail] = useState<number | null>(null);
  const addId = useId();
  const [adding, setAdding] = useState<number | ''>('');
  const [removing, setRemoving] = useState<T | null>(null);
  // The dialog stays mounted once used, so that it closes as before.
  const confirmUsed = useLatch(removing !== null);
  const action = useActionRunner();

  const body = () => {
    if (error) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
    if (services === undefined || (loading && services.length === 0)) return <LoadingState label={t.loading} />;
    if (services.length === 0) return <EmptyState title={t.empty} description={t.emptyHelp} />;
    return (
      <ul data-slot="service-list" aria-label={t.label} aria-busy={loading || undefined}>
        {services.map((service) => (
          <li key={service.serviceId} data-slot="service" data-status={service.status}>
            <div data-slot="service-head">
              <span data-slot="service-name">{service.name}</span>
              <StatusBadge tone={serviceTone(service.status)}>
                {serviceStatusLabel(service.status, messages)}
              </StatusBadge>
            </div>
            <div data-slot="service-quota">
              <meter
                min={0}
                max={Math.max(service.quota, 1)}
                value={service.used}
                aria-label={t.quotaUsed({ name: service.name })}
              />
              <span>{t.usedOf({ used: number(service.used), quota: number(service.quota) })}</span>
            </div>
            <div data-slot="service-actions">
              {renderDetail ? (
                <ActionButton
                  variant="ghost"
                  aria-expanded={openDetail === service.serviceId}
                  aria-label={t.detailsOf({ name: service.name })}
                  onClick={() => setOpenDetail(openDetail === service.serviceId ? null : service.serviceId)}
                >
                  {t.details}
                </ActionButton>
              ) : null}
              {onRedeploy && canRedeploy ? (
                <ActionButton
                  allow={canRedeploy(service)}
                  aria-label={t.redeployOf({ name: service.name })}
                  onClick={() => void action.run(() => onRedeploy(service))}
                >
                  {t.redeploy}
                </ActionButton>
              ) : null}
              {onRemove && canRemove ? (
                <ActionButton
                  variant="danger"
                  allow={canRemove(service)}
                  aria-label={t.removeOf({ name: service.name })}
                  onClick={() => setRemoving(service)}
                  onPointerEnter={confirmDialog.preload}
                  onFocus={confirmDialog.preload}
                >
                  {t.remove}
                </ActionButton>
              ) : null}
            </div>
            {renderDetail && openDetail === service.serviceId ? (
              <div data-slot="service-detail">{renderDetail(service)}</div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <WidgetRoot appearance={appearance} data-slot="services-panel">
      {onAdd && canAdd !== false && available.length > 0 ? (
        <form
          data-slot="service-add"
          aria-label={t.add}
          onSubmit={(event) => {
            event.preventDefault();
            if (canAdd !== true || adding === '') return;
            const serviceId = adding;
            setAdding('');
            void action.run(() => onAdd(serviceId));
          }}
        >
          <label htmlFor={addId}>{t.toAdd}</label>
          <select
            id={addId}
            value={adding}
            onChange={(event) => setAdding(event.target.value === '' ? '' : Number(event.target.value))}
          >
            <option value="">{t.choose}</option>
            {available.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <ActionButton type="submit" variant="primary" allow={canAdd} disabled={canAdd === true && adding === ''}>
            {t.addButton}
          </ActionButton>
        </form>
      ) : null}
      {action.error ? (
        <p data-slot="form-error" role="alert">
          {action.error.message}
        </p>
      ) : null}
      {body()}
      {onRemove && confirmUsed ? (
        <LazyPart
          code={confirmDialog}
          props={{
            open: removing !== null,
            onOpenChange: (open) => {
              if (!open) setRemoving(null);
            },
            title: t.removeTitle({ name: removing?.name }),
            description: t.removeConsequence,
            confirmLabel: t.remove,
            destructive: true,
            onConfirm: () => (removing ? onRemove(removing) : undefined),
            ...(appearance ? { appearance } : {}),
          }}
          loading={null}
        />
      ) : null}
    </WidgetRoot>
  );
}
