import * as z from 'zod';
import { textRules } from '../form/textRules';
import { en, type WidgetMessages } from '../i18n/messages/en';

/** Validation of the project form with a catalogue's messages; the server checks the same rules again. */
export function projectSchemaOf(messages: WidgetMessages) {
  const rules = textRules(messages);
  return z.object({
    name: rules.name(100),
    description: rules.text(500),
    branchId: z.string().min(1, messages.projects.form.chooseBranch),
    logo: rules.logo(),
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
