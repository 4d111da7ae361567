import { ticketCategoryValues, ticketPriorityValues } from '@console/core/enums';
import * as z from 'zod';
import { support as supportEn } from '../i18n/messages/en/support';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { support: supportEn };

/** Validation of the ticket form; the server checks the same rules again. */
export function ticketSchemaOf(messages: MessagesOf<'support'>) {
  const t = messages.support.form;
  return z.object({
    subject: z
      .string()
      .trim()
      .min(3, t.minChars({ min: 3 }))
      .max(160, t.maxChars({ max: '160' })),
    description: z
      .string()
      .trim()
      .min(1, t.describe)
      .max(10_000, t.maxChars({ max: '10 000' })),
    category: z.enum(ticketCategoryValues),
    priority: z.enum(ticketPriorityValues),
  });
}

/** Validation of the ticket form, in English. */
export const ticketSchema = /* @__PURE__ */ ticketSchemaOf(en);

/** What the ticket form submits. */
export type TicketInput = z.infer<typeof ticketSchema>;
