import * as z from 'zod';
import type { WidgetMessages } from '../i18n/messages/en';

/** The zod rules the resource forms share, with a catalogue's messages. */
export function textRules(messages: Pick<WidgetMessages, 'common'>) {
  const v = messages.common.validation;
  return {
    /** A required name of at most `max` characters. */
    name: (max: number) => z.string().trim().min(1, v.enterName).max(max, v.maxChars({ max })),
    /** Optional text of at most `max` characters. */
    text: (max: number) => z.string().trim().max(max, v.maxChars({ max })),
    /** An http(s) address, or empty. */
    logo: () => z.union([z.literal(''), z.url({ protocol: /^https?$/, message: v.httpUrl })]),
  };
}
