import * as z from 'zod';

/** Validation of the project form; the server checks the same rules again. */
export const projectSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  description: z.string().trim().max(500, 'Use at most 500 characters'),
  branchId: z.string().min(1, 'Choose a branch'),
  logo: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Enter an http or https address' })]),
  services: z.array(z.number().int().positive()),
});

/** The request body the project form submits. */
export interface ProjectInput {
  branchId: number;
  name: string;
  description: string;
  logo: string | null;
  services: { serviceId: number }[];
}
