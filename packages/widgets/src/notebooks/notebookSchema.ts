import { notebookSizeValues } from '@console/core/enums';
import * as z from 'zod';
import { textRules } from '../form/textRules';
import { en, type WidgetMessages } from '../i18n/messages/en';
import type { NotebookChoices } from './types';

/** A whole number typed into a text field; kept as text so the form's values and its input agree. */
export const wholeNumber = (label: string, min: number, max: number, messages: WidgetMessages = en) => {
  const v = messages.common.validation;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, v.wholeNumber({ what: label }))
    .refine((value) => Number(value) >= min, v.atLeast({ min: String(min) }))
    .refine((value) => Number(value) <= max, v.atMost({ max: String(max) }));
};

/**
 * Validation of the notebook form from the hub's limits; the server checks the same rules again.
 * `minStorageGiB` is the current size on update (storage only grows).
 */
export function notebookSchema(
  choices: NotebookChoices,
  minStorageGiB = choices.minStorageGiB,
  messages: WidgetMessages = en,
) {
  const t = messages.notebooks.form;
  return z
    .object({
      name: textRules(messages)
        .name(63)
        .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, t.nameRule),
      imageId: z.string().min(1, t.chooseImage),
      size: z.enum(notebookSizeValues),
      gpuCount: wholeNumber(t.theGpuCount, 0, choices.maxGpu, messages),
      storageGiB: wholeNumber(t.theStorage, minStorageGiB, choices.maxStorageGiB, messages),
      idleTimeoutMinutes: wholeNumber(t.theIdleTimeout, 0, choices.maxIdleTimeoutMinutes, messages),
    })
    .superRefine((v, ctx) => {
      const image = choices.images.find((i) => i.id === v.imageId);
      if (Number(v.gpuCount) > 0 && image && !image.gpuCapable) {
        ctx.addIssue({
          code: 'custom',
          path: ['gpuCount'],
          message: t.noCuda({ image: image.name }),
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
