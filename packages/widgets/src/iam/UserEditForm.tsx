import type { User } from '@console/core';
import { roleValues } from '@console/core/enums';
import { useMemo } from 'react';
import * as z from 'zod';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { iam as iamEn } from '../i18n/messages/en/iam';
import type { MessagesOf } from '../i18n/types';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { placeLabel } from './assignmentLabel';
import type { AssignmentRole } from './types';
import type { UserEditable } from './userEditAccess';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn, iam: iamEn };

/** What an edit changed: only the fields that differ from the user as loaded. */
export interface UserEditChanges {
  name?: string;
  email?: string;
  isActive?: boolean;
  /** Roles changed at the places of the user's assignments. */
  roles?: { assignmentId: number; role: AssignmentRole }[];
}

/** Validation of the user edit form; the server checks the same rules and the editor's rights again. */
export function userEditSchemaOf(messages: MessagesOf<'common' | 'iam'>) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, messages.common.validation.enterName)
      .max(120, messages.common.validation.maxChars({ max: 120 })),
    email: z.email(messages.iam.inviteDialog.enterEmail),
    isActive: z.boolean(),
    roles: z.array(z.object({ assignmentId: z.number(), role: z.enum(roleValues) })),
  });
}

/** Validation of the user edit form, in English. */
export const userEditSchema = /* @__PURE__ */ userEditSchemaOf(en);

export interface UserEditFormProps {
  user: User;
  /** What the editor may change; the rest is left out of the form. */
  editable: UserEditable;
  /** Saves the changes; a rejected `ConsoleError` puts the `details` of a 400 or 409 on the fields they name. */
  onSubmit: (changes: UserEditChanges) => Promise<unknown>;
  onCancel?: (() => void) | undefined;
  appearance?: Appearance | undefined;
}

/** Edits a user's name, email, whether they are enabled and their roles, showing only what the editor may change. */
export function UserEditForm({ user, editable, onSubmit, onCancel, appearance }: UserEditFormProps) {
  const messages = useMessages({ common: commonEn, iam: iamEn });
  const t = messages.iam.edit;
  const schema = useMemo(() => userEditSchemaOf(messages), [messages]);
  const assignments = user.assignments.filter((a) => editable.roles.includes(a.id));
  const form = useZodForm(schema, {
    defaultValues: {
      name: user.name,
      email: user.email,
      isActive: user.isActive,
      roles: assignments.map((a) => ({ assignmentId: a.id, role: a.role })),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const changes: UserEditChanges = {};
    if (editable.account && values.name !== user.name) changes.name = values.name;
    if (editable.account && values.email !== user.email) changes.email = values.email;
    if (editable.active && values.isActive !== user.isActive) changes.isActive = values.isActive;
    const roles = values.roles.filter((r) => user.assignments.find((a) => a.id === r.assignmentId)?.role !== r.role);
    if (roles.length > 0) changes.roles = roles;
    try {
      await onSubmit(changes);
    } catch (error) {
      applyServerErrors(form, error as WidgetError, { fields: ['name', 'email'] });
    }
  });
  const busy = form.formState.isSubmitting;
  const nothing = !editable.account && !editable.active && assignments.length === 0;

  return (
    <WidgetRoot appearance={appearance} data-slot="user-edit-form">
      <form onSubmit={submit} noValidate aria-label={t.title({ name: user.name })} aria-busy={busy || undefined}>
        <FormError control={form.control} />
        {nothing ? <p data-slot="state-description">{t.nothingToChange}</p> : null}
        {editable.account ? (
          <>
            <FormField control={form.control} name="name" label={t.name} required>
              {(field) => <input autoComplete="off" {...field} />}
            </FormField>
            <FormField control={form.control} name="email" label={t.email} required>
              {(field) => <input type="email" autoComplete="off" {...field} />}
            </FormField>
          </>
        ) : null}
        {editable.active ? (
          <FormField control={form.control} name="isActive" label={t.enabled} description={t.enabledHelp}>
            {({ value, onChange, ...field }) => (
              <input
                type="checkbox"
                {...field}
                value="on"
                checked={value === true}
                onChange={(e) => onChange(e.target.checked)}
              />
            )}
          </FormField>
        ) : null}
        {assignments.length > 0 ? (
          <fieldset data-slot="user-edit-roles">
            <legend>{t.roles}</legend>
            {assignments.length < user.assignments.length ? <p data-slot="field-description">{t.rolesHelp}</p> : null}
            {assignments.map((a, i) => (
              <FormField
                key={a.id}
                control={form.control}
                name={`roles.${i}.role`}
                label={t.roleAt({ where: placeLabel(a) })}
              >
                {(field) => (
                  <select {...field}>
                    {roleValues.map((role) => (
                      <option key={role} value={role}>
                        {messages.iam.roles[role]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ))}
          </fieldset>
        ) : null}
        <FormActions busy={busy} submitLabel={messages.common.actions.save} onCancel={onCancel} />
      </form>
    </WidgetRoot>
  );
}
