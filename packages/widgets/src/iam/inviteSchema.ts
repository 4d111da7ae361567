import { roleValues } from '@console/core/enums';
import * as z from 'zod';
import { common as commonEn } from '../i18n/messages/en/common';
import { iam as iamEn } from '../i18n/messages/en/iam';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn, iam: iamEn };

/** Validation of the invite form; the server checks the same rules and the inviter's rights again. */
export function inviteSchemaOf(messages: MessagesOf<'common' | 'iam'>) {
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
export const inviteSchema = /* @__PURE__ */ inviteSchemaOf(en);

/** What the invite form edits. */
export type InviteFormValues = z.input<typeof inviteSchema>;
