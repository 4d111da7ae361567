import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { inviteSchemaOf } from './inviteSchema';
import type { AssignmentRole } from './types';

/** A place the inviter may grant a role in, with the roles they may grant there. */
export interface InviteScope {
  /** Stable key, e.g. `org:1` or `project:7`. */
  key: string;
  /** Readable place, e.g. "Acme Research / Vision". */
  label: string;
  organizationId: number;
  branchId?: number | undefined;
  projectId?: number | undefined;
  roles: readonly AssignmentRole[];
}

/** The body of the admin API's invite call. */
export interface InviteUserInput {
  email: string;
  name: string;
  organizationId: number;
  branchId?: number;
  projectId?: number;
  role: AssignmentRole;
}

export interface InviteDialogProps {
  /** Where the inviter may grant roles; computed by the host from the inviter's role. */
  scopes: readonly InviteScope[];
  /** Whether an account exists for an email (`isUserExit`); checked when the email field is left. */
  checkEmail?: (email: string) => Promise<boolean>;
  /** Sends the invitation; a rejected `ConsoleError` puts the `details` of a 400 or 409 on the fields they name. */
  onInvite: (input: InviteUserInput) => Promise<unknown>;
  trigger?: ReactElement | undefined;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * `false` leaves the page behind readable and usable (no overlay, no focus trap), for a host that shows the
   * dialog as the content of its own invite page; default `true`.
   */
  modal?: boolean;
  appearance?: Appearance;
}

/** Invites a user by email with a role in one place, offering only the places and roles the inviter may grant. */
export function InviteDialog({
  scopes,
  checkEmail,
  onInvite,
  trigger,
  open: openProp,
  onOpenChange,
  modal = true,
  appearance,
}: InviteDialogProps) {
  const messages = useMessages();
  const t = messages.iam.inviteDialog;
  const inviteSchema = useMemo(() => inviteSchemaOf(messages), [messages]);
  const [openState, setOpenState] = useState(false);
  const [exists, setExists] = useState<boolean | null>(null);
  const open = openProp ?? openState;
  const first = scopes[0];
  const form = useZodForm(inviteSchema, {
    defaultValues: { email: '', name: '', scope: first?.key ?? '', role: first?.roles[0] ?? 'MEMBER' },
  });
  const scopeKey = form.watch('scope');
  const scope = scopes.find((s) => s.key === scopeKey);
  const roles = scope?.roles ?? [];

  useEffect(() => {
    const role = form.getValues('role');
    if (scope && !scope.roles.includes(role) && scope.roles[0]) form.setValue('role', scope.roles[0]);
  }, [scope, form]);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    if (!next) {
      form.reset();
      setExists(null);
    }
    onOpenChange?.(next);
  };

  const lookUp = async (email: string) => {
    setExists(null);
    if (!checkEmail || !inviteSchema.shape.email.safeParse(email).success) return;
    try {
      setExists(await checkEmail(email));
    } catch {
      // Unknown is fine here: the server decides on submit.
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const target = scopes.find((s) => s.key === values.scope);
    if (!target) return;
    try {
      await onInvite({
        email: values.email,
        name: values.name,
        organizationId: target.organizationId,
        ...(target.branchId === undefined ? {} : { branchId: target.branchId }),
        ...(target.projectId === undefined ? {} : { projectId: target.projectId }),
        role: values.role,
      });
      setOpen(false);
    } catch (error) {
      applyServerErrors(form, error as WidgetError, {
        rename: { organizationId: 'scope', branchId: 'scope', projectId: 'scope' },
      });
    }
  });

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen} modal={modal}>
      {trigger === undefined ? null : <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <WidgetRoot appearance={appearance} data-slot="dialog-portal">
          <RadixDialog.Overlay data-slot="dialog-overlay" />
          <RadixDialog.Content data-slot="dialog" data-size="form">
            <RadixDialog.Title data-slot="dialog-title">{t.title}</RadixDialog.Title>
            <RadixDialog.Description data-slot="dialog-description">{t.description}</RadixDialog.Description>
            <form
              onSubmit={submit}
              noValidate
              aria-label={t.title}
              aria-busy={form.formState.isSubmitting || undefined}
            >
              <FormError control={form.control} />
              <FormField control={form.control} name="email" label={t.email} required>
                {(field) => (
                  <input
                    type="email"
                    autoComplete="off"
                    {...field}
                    onBlur={() => {
                      field.onBlur();
                      void lookUp(field.value);
                    }}
                  />
                )}
              </FormField>
              <p data-slot="field-description" aria-live="polite">
                {exists === true ? t.hasAccount : null}
                {exists === false ? t.noAccount : null}
              </p>
              <FormField control={form.control} name="name" label={t.name} required>
                {(field) => <input autoComplete="off" {...field} />}
              </FormField>
              <FormField control={form.control} name="scope" label={t.where} required>
                {(field) => (
                  <select {...field}>
                    {scopes.map((s) => (
                      <option key={s.key} value={s.key}>
                        {s.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField control={form.control} name="role" label={t.role} required>
                {(field) => (
                  <select {...field}>
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {messages.iam.roles[role]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <div data-slot="form-actions">
                <RadixDialog.Close asChild>
                  <Button disabled={form.formState.isSubmitting}>{messages.common.actions.cancel}</Button>
                </RadixDialog.Close>
                <Button type="submit" variant="primary" disabled={form.formState.isSubmitting || scopes.length === 0}>
                  {t.send}
                </Button>
              </div>
            </form>
          </RadixDialog.Content>
        </WidgetRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
