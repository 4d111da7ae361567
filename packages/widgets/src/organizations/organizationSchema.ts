import { z } from 'zod';
import { en, type WidgetMessages } from '../i18n/messages/en';

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/** Validation of the organization form; the server checks the same rules again. */
export function organizationSchemaOf(messages: WidgetMessages) {
  const v = messages.common.validation;
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, v.enterName)
      .max(100, v.maxChars({ max: 100 })),
    description: optionalText(500, v.maxChars({ max: 500 })),
    contactEmail: z.union([z.literal(''), z.email(messages.organizations.form.enterEmail)]),
    logo: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: v.httpUrl })]),
  });
}

/** Validation of the organization form, in English. */
export const organizationSchema = organizationSchemaOf(en);

/** What the organization form edits (empty strings for blank optional fields). */
export type OrganizationFormValues = z.input<typeof organizationSchema>;

/** The request body the form submits: blank optional fields become `null`. */
export interface OrganizationInput {
  name: string;
  description: string;
  contactEmail: string | null;
  logo: string | null;
}

/** Turns validated form values into the admin API's body. */
export function toOrganizationInput(values: z.output<typeof organizationSchema>): OrganizationInput {
  return {
    name: values.name,
    description: values.description,
    contactEmail: values.contactEmail || null,
    logo: values.logo || null,
  };
}
