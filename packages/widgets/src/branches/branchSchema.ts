import { z } from 'zod';
import { en, type WidgetMessages } from '../i18n/messages/en';

/** Validation of the branch form; the server checks the same rules again. */
export function branchSchemaOf(messages: WidgetMessages) {
  const v = messages.common.validation;
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, v.enterName)
      .max(100, v.maxChars({ max: 100 })),
    description: z
      .string()
      .trim()
      .max(500, v.maxChars({ max: 500 })),
    location: z
      .string()
      .trim()
      .max(100, v.maxChars({ max: 100 })),
    logo: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: v.httpUrl })]),
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
