import { notebookSizeValues } from '@console/core/enums';
import * as z from 'zod';
import { textRules } from '../form/textRules';
import type { WidgetMessages } from '../i18n/messages/en';
import { common as commonEn } from '../i18n/messages/en/common';
import { notebooks as notebooksEn } from '../i18n/messages/en/notebooks';
import type { MessagesOf } from '../i18n/types';
import type { NotebookChoices } from './types';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn, notebooks: notebooksEn };

/** A whole number typed into a text field; kept as text so the form's values and its input agree. */
export const wholeNumber = (label: string, min: number, max: number, messages: Pick<WidgetMessages, 'common'> = en) => {
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
  messages: MessagesOf<'common' | 'notebooks'> = en,
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
