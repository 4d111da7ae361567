import * as z from 'zod';
import type { NotebookChoices } from './types';

/** A whole number typed into a text field; kept as text so the form's values and its input agree. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `Enter ${label} as a whole number`)
    .refine((v) => Number(v) >= min, `At least ${min}`)
    .refine((v) => Number(v) <= max, `At most ${max}`);

/**
 * Validation of the notebook form from the hub's limits; the server checks the same rules again.
 * `minStorageGiB` is the current size on update (storage only grows).
 */
export function notebookSchema(choices: NotebookChoices, minStorageGiB = choices.minStorageGiB) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, 'Enter a name')
        .max(63, 'Use at most 63 characters')
        .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, 'Start with a letter or digit; use letters, digits, spaces, . _ -'),
      imageId: z.string().min(1, 'Choose an image'),
      size: z.enum(['SMALL', 'MEDIUM', 'LARGE', 'XLARGE']),
      gpuCount: wholeNumber('the GPU count', 0, choices.maxGpu),
      storageGiB: wholeNumber('the storage', minStorageGiB, choices.maxStorageGiB),
      idleTimeoutMinutes: wholeNumber('the idle timeout', 0, choices.maxIdleTimeoutMinutes),
    })
    .superRefine((v, ctx) => {
      const image = choices.images.find((i) => i.id === v.imageId);
      if (Number(v.gpuCount) > 0 && image && !image.gpuCapable) {
        ctx.addIssue({
          code: 'custom',
          path: ['gpuCount'],
          message: `${image.name} has no CUDA libraries: choose a GPU image`,
        });
      }
    });
}

/** The request body the notebook form submits. */
export interface NotebookInput {
  name: string;
  imageId: string;
  size: 'SMALL' | 'MEDIUM' | 'LARGE' | 'XLARGE';
  gpuCount: number;
  storageGiB: number;
  idleTimeoutMinutes: number;
}
