import { z } from 'zod';
import { en, type WidgetMessages } from '../i18n/messages/en';

/** Validation of the project form with a catalogue's messages; the server checks the same rules again. */
export function projectSchemaOf(messages: WidgetMessages) {
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
    branchId: z.string().min(1, messages.projects.form.chooseBranch),
    logo: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: v.httpUrl })]),
    services: z.array(z.number().int().positive()),
  });
}

/** Validation of the project form, in English. */
export const projectSchema = projectSchemaOf(en);

/** The request body the project form submits. */
export interface ProjectInput {
  branchId: number;
  name: string;
  description: string;
  logo: string | null;
  services: { serviceId: number }[];
}
