import { roleValues } from '@console/core/enums';
import * as z from 'zod';
import { en, type WidgetMessages } from '../i18n/messages/en';

/** Validation of the invite form; the server checks the same rules and the inviter's rights again. */
export function inviteSchemaOf(messages: WidgetMessages) {
  const t = messages.iam.inviteDialog;
  return z.object({
    email: z.email(t.enterEmail),
    name: z
      .string()
      .trim()
      .min(1, messages.common.validation.enterName)
      .max(100, messages.common.validation.maxChars({ max: 100 })),
    scope: z.string().min(1, t.chooseWhere),
    role: z.enum(roleValues, t.chooseRole),
  });
}

/** Validation of the invite form, in English. */
export const inviteSchema = inviteSchemaOf(en);

/** What the invite form edits. */
export type InviteFormValues = z.input<typeof inviteSchema>;
