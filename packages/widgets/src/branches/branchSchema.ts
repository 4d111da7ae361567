import * as z from 'zod';
import { textRules } from '../form/textRules';
import { common as commonEn } from '../i18n/messages/en/common';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn };

/** Validation of the branch form; the server checks the same rules again. */
export function branchSchemaOf(messages: MessagesOf<'common'>) {
  const rules = textRules(messages);
  return z.object({
    name: rules.name(100),
    description: rules.text(500),
    location: rules.text(100),
    logo: rules.logo(),
  });
}

/** Validation of the branch form, in English. */
export const branchSchema = /* @__PURE__ */ branchSchemaOf(en);

/** The request body the branch form submits: blank optional fields become `null`. */
export interface BranchInput {
  name: string;
  description: string;
  location: string | null;
  logo: string | null;
}
