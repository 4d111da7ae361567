import * as z from 'zod';
import { textRules } from '../form/textRules';
import { common as commonEn } from '../i18n/messages/en/common';
import { organizations as organizationsEn } from '../i18n/messages/en/organizations';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn, organizations: organizationsEn };

/** Validation of the organization form; the server checks the same rules again. */
export function organizationSchemaOf(messages: MessagesOf<'common' | 'organizations'>) {
  const rules = textRules(messages);
  return z.object({
    name: rules.name(100),
    description: rules.text(500),
    contactEmail: z.union([z.literal(''), z.email(messages.organizations.form.enterEmail)]),
    logo: rules.logo(),
  });
}

/** Validation of the organization form, in English. */
export const organizationSchema = /* @__PURE__ */ organizationSchemaOf(en);

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
