import * as z from 'zod';

/** Validation of the ticket form; the server checks the same rules again. */
export const ticketSchema = z.object({
  subject: z.string().trim().min(3, 'Use at least 3 characters').max(160, 'Use at most 160 characters'),
  description: z.string().trim().min(1, 'Describe the problem').max(10_000, 'Use at most 10 000 characters'),
  category: z.enum(['INCIDENT', 'QUESTION', 'ACCESS', 'QUOTA', 'BILLING', 'OTHER']),
  priority: z.enum(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']),
});

/** What the ticket form submits. */
export type TicketInput = z.infer<typeof ticketSchema>;
