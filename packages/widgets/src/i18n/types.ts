import type { WidgetMessages } from './messages/en';

/** Makes every key optional, all the way down; functions and arrays are replaced whole. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> | undefined }
      : T;

/** Some areas of the catalogue, by name: what a label or schema helper reads, e.g. `MessagesOf<'common' | 'projects'>`. */
export type MessagesOf<K extends keyof WidgetMessages> = Pick<WidgetMessages, K>;
