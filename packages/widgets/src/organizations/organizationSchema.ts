import * as z from 'zod';

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/** Validation of the organization form; the server checks the same rules again. */
export const organizationSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  description: optionalText(500, 'Use at most 500 characters'),
  contactEmail: z.union([z.literal(''), z.email('Enter an email address')]),
  logo: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Enter an http or https address' })]),
});

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
