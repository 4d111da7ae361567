import * as z from 'zod';
import { textRules } from '../form/textRules';
import { common as commonEn } from '../i18n/messages/en/common';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn, projects: projectsEn };

/** Validation of the project form with a catalogue's messages; the server checks the same rules again. */
export function projectSchemaOf(messages: MessagesOf<'common' | 'projects'>) {
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
export const projectSchema = /* @__PURE__ */ projectSchemaOf(en);

/** The request body the project form submits. */
export interface ProjectInput {
  branchId: number;
  name: string;
  description: string;
  logo: string | null;
  services: { serviceId: number }[];
}
