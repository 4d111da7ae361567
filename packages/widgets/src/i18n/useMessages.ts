import { useContext } from 'react';
import type { CalendarLocale } from '../date/calendarProps';
import { WidgetsContext } from '../provider/widgetsContext';
import { type Formatter, formatterFor } from './format';
import { mergeMessages } from './mergeMessages';
import type { WidgetMessages } from './messages/en';
import type { DeepPartial } from './types';

/** Some areas of the catalogue, e.g. `{ common, notifications }`: what one widget shows. */
export type MessageAreas = Partial<WidgetMessages>;

const noOverrides: DeepPartial<WidgetMessages> = {};
const merged = new WeakMap<object, Map<string, MessageAreas>>();

/**
 * The areas a widget asked for, English (the `base` it passes) with the host's overrides laid over them. The same
 * overrides and areas give the same object every time, so it can sit in a hook's dependencies.
 */
export function messagesFor<A extends MessageAreas>(overrides: DeepPartial<WidgetMessages> | undefined, base: A): A {
  const owner = overrides ?? noOverrides;
  let byAreas = merged.get(owner);
  if (!byAreas) {
    byAreas = new Map();
    merged.set(owner, byAreas);
  }
  const key = Object.keys(base).join(',');
  const hit = byAreas.get(key);
  if (hit) return hit as A;
  const areas: Record<string, unknown> = {};
  for (const [area, messages] of Object.entries(base)) {
    const own = overrides?.[area as keyof WidgetMessages];
    areas[area] = own === undefined ? messages : mergeMessages<object>(messages, own as DeepPartial<object>);
  }
  byAreas.set(key, areas);
  return areas as A;
}

/**
 * The texts of the areas a widget shows: pass their English catalogues (the widgets pass the area modules they
 * import, a host's own component may pass `{ common: en.common }`) and read `messages.common.state.retry`. The
 * provider's `messages` (a host's overrides, or a whole catalogue such as `de`) are laid over them key by key. A
 * widget imports only its own areas' English, so a page pays for the words it shows, and for no other language
 * until the host chooses one.
 */
export function useMessages<A extends MessageAreas>(base: A): A {
  return messagesFor(useContext(WidgetsContext)?.messages, base);
}

/** The provider's calendar locale for the date pickers; `undefined` (English) outside one. */
export function useCalendarLocale(): CalendarLocale | undefined {
  return useContext(WidgetsContext)?.calendarLocale;
}

/** Dates, numbers and amounts in the provider's `locale`; the browser's locale outside a `WidgetsProvider`. */
export function useFormat(): Formatter {
  return formatterFor(useContext(WidgetsContext)?.locale);
}
