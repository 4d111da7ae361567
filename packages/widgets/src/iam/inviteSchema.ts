import * as z from 'zod';

/** Validation of the invite form; the server checks the same rules and the inviter's rights again. */
export const inviteSchema = z.object({
  email: z.email('Enter an email address'),
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  scope: z.string().min(1, 'Choose where the user gets the role'),
  role: z.enum(['ADMIN', 'MEMBER'], 'Choose a role'),
});

/** What the invite form edits. */
export type InviteFormValues = z.input<typeof inviteSchema>;
