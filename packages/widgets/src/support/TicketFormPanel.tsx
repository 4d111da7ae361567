import type { Ticket } from '@console/core';
import { useCreateTicket } from '@console/react';
import type { Appearance } from '../theme/appearance';
import { TicketForm } from './TicketForm';
import type { TicketInput } from './ticketSchema';

/** What a new ticket is about besides its scope: a deployment, a notebook or a project service. */
type RelatedResource = NonNullable<Parameters<ReturnType<typeof useCreateTicket>['mutateAsync']>[0]['related']>;

export interface TicketFormPanelProps {
  /** Where the ticket goes: an organization, and within it a branch or a project. */
  scope: { organizationId: number; branchId?: number | undefined; projectId?: number | undefined };
  /** The scope in words ("Acme AI / Research / Vision Lab"), shown above the fields. */
  scopeLabel: string;
  /** The resource the ticket is about, sent with it. */
  related?: RelatedResource | undefined;
  /** That resource in words ("Deployment vision-api"), shown, not editable. */
  relatedLabel?: string | undefined;
  /** A prefilled subject or description (from a link). */
  initialValues?: Partial<TicketInput> | undefined;
  /** Called with the opened ticket (toast it, go to it). */
  onSaved?: ((ticket: Ticket) => void) | undefined;
  onCancel?: (() => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * Opens a support ticket for a scope inside `ConsoleProvider`: validates, sends, and puts the server's 400 field
 * errors on the fields they name. The one place a ticket is opened.
 */
export function TicketFormPanel({
  scope,
  scopeLabel,
  related,
  relatedLabel,
  initialValues,
  onSaved,
  onCancel,
  appearance,
}: TicketFormPanelProps) {
  const create = useCreateTicket();
  return (
    <TicketForm
      scopeLabel={scopeLabel}
      relatedLabel={relatedLabel}
      {...(initialValues ? { initialValues } : {})}
      onSubmit={async (input) => {
        const ticket = await create.mutateAsync({
          ...input,
          organizationId: scope.organizationId,
          ...(scope.branchId !== undefined ? { branchId: scope.branchId } : {}),
          ...(scope.projectId !== undefined ? { projectId: scope.projectId } : {}),
          ...(related ? { related } : {}),
        });
        onSaved?.(ticket);
      }}
      {...(onCancel ? { onCancel } : {})}
      {...(appearance ? { appearance } : {})}
    />
  );
}
