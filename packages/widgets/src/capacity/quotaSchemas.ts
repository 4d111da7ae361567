import * as z from 'zod';
import { capacity as capacityEn } from '../i18n/messages/en/capacity';
import { common as commonEn } from '../i18n/messages/en/common';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { capacity: capacityEn, common: commonEn };

/** The most one request may ask for of each resource (the contract's maximum; the server refuses more). */
export const QUOTA_REQUEST_LIMITS = { gpus: 512, cpuCores: 16_384, memoryGiB: 131_072 } as const;

const count = (what: string, max: number, messages: MessagesOf<'capacity' | 'common'>) => {
  const v = messages.common.validation;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, v.wholeNumber({ what }))
    .refine((value) => Number(value) <= max, v.atMost({ max: String(max) }));
};

/** Validation of the quota request form; the server checks the same rules again. */
export function quotaRequestSchemaOf(messages: MessagesOf<'capacity' | 'common'> = en) {
  const t = messages.capacity.form;
  return z
    .object({
      gpus: count(t.gpus, QUOTA_REQUEST_LIMITS.gpus, messages),
      cpuCores: count(t.cpuCores, QUOTA_REQUEST_LIMITS.cpuCores, messages),
      memoryGiB: count(t.memoryGiB, QUOTA_REQUEST_LIMITS.memoryGiB, messages),
      reason: z
        .string()
        .trim()
        .min(3, t.reasonTooShort)
        .max(2000, messages.common.validation.maxChars({ max: 2000 })),
    })
    .refine((v) => Number(v.gpus) + Number(v.cpuCores) + Number(v.memoryGiB) > 0, {
      message: t.atLeastOne,
      path: ['gpus'],
    });
}

/** What the quota request form holds (numbers as typed). */
export type QuotaRequestFormValues = z.input<ReturnType<typeof quotaRequestSchemaOf>>;

/** Validation of an approval: each grant a whole number up to what may be granted. */
export function quotaGrantSchemaOf(
  cap: { gpus: number; cpuCores: number; memoryGiB: number },
  messages: MessagesOf<'capacity' | 'common'> = en,
) {
  const t = messages.capacity.decision;
  return z.object({
    gpus: count(t.gpus, cap.gpus, messages),
    cpuCores: count(t.cpuCores, cap.cpuCores, messages),
    memoryGiB: count(t.memoryGiB, cap.memoryGiB, messages),
    comment: z
      .string()
      .trim()
      .max(2000, messages.common.validation.maxChars({ max: 2000 })),
  });
}
