import * as z from 'zod';
import { textRules } from '../form/textRules';
import { en, type WidgetMessages } from '../i18n/messages/en';

/** Validation of the branch form; the server checks the same rules again. */
export function branchSchemaOf(messages: WidgetMessages) {
  const rules = textRules(messages);
  return z.object({
    name: rules.name(100),
    description: rules.text(500),
    location: rules.text(100),
    logo: rules.logo(),
  });
}

/** Validation of the branch form, in English. */
export const branchSchema = branchSchemaOf(en);

/** The request body the branch form submits: blank optional fields become `null`. */
export interface BranchInput {
  name: string;
  description: string;
  location: string | null;
  logo: string | null;
}
