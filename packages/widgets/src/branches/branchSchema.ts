import * as z from 'zod';

/** Validation of the branch form; the server checks the same rules again. */
export const branchSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  description: z.string().trim().max(500, 'Use at most 500 characters'),
  location: z.string().trim().max(100, 'Use at most 100 characters'),
  logo: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Enter an http or https address' })]),
});

/** The request body the branch form submits: blank optional fields become `null`. */
export interface BranchInput {
  name: string;
  description: string;
  location: string | null;
  logo: string | null;
}
