import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { iam as iamEn } from '../i18n/messages/en/iam';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { InviteDialogProps } from './InviteDialog';
import { inviteSchemaOf } from './inviteSchema';

export interface InviteFormProps extends Pick<InviteDialogProps, 'scopes' | 'checkEmail' | 'onInvite'> {
  /** Called once the invitation is sent. */
  onSent: () => void;
}

/**
 * The invite dialog's form: its own module, fetched when the dialog first opens, since it carries the form
 * and validation libraries a panel's first paint does not need.
 */
export function InviteForm({ scopes, checkEmail, onInvite, onSent }: InviteFormProps) {
  const messages = useMessages({ common: commonEn, iam: iamEn });
  const t = messages.iam.inviteDialog;
  const inviteSchema = useMemo(() => inviteSchemaOf(messages), [messages]);
  const [exists, setExists] = useState<boolean | null>(null);
  const first = scopes[0];
  const form = useZodForm(inviteSchema, {
    defaultValues: { email: '', name: '', scope: first?.key ?? '', role: first?.roles[0] ?? 'MEMBER' },
  });
  const scopeKey = form.watch('scope');
  const scope = scopes.find((s) => s.key === scopeKey);
  const roles = scope?.roles ?? [];
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const role = form.getValues('role');
    if (scope && !scope.roles.includes(role) && scope.roles[0]) form.setValue('role', scope.roles[0]);
  }, [scope, form]);

  // Arriving after the dialog opened (its code was still loading), the form takes the focus the dialog holds.
  useEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"]');
    if (dialog && document.activeElement === dialog) form.setFocus('email');
  }, [form]);

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
      onSent();
    } catch (error) {
      applyServerErrors(form, error as WidgetError, {
        rename: { organizationId: 'scope', branchId: 'scope', projectId: 'scope' },
      });
    }
  });

  return (
    <form
      ref={ref}
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
  );
}
