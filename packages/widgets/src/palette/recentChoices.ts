import type { PaletteItem } from './types';

/** How many recent choices are kept per user. */
export const RECENT_LIMIT = 6;

const keyOf = (userId: number | string) => `console-palette-recent:${userId}`;

/** What is kept of a choice: enough to show and open it again (never an action's code). */
type Kept = Pick<PaletteItem, 'id' | 'kind' | 'label' | 'detail' | 'href' | 'hit'>;

/** The storage recent choices live in; a host without one (server rendering, privacy mode) keeps none. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The user's recent choices, newest first. */
export function readRecent(userId: number | string | undefined): PaletteItem[] {
  if (userId === undefined) return [];
  try {
    const raw = storage()?.getItem(keyOf(userId));
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (k): k is Kept =>
          typeof k === 'object' &&
          k !== null &&
          typeof (k as Kept).id === 'string' &&
          typeof (k as Kept).label === 'string' &&
          typeof (k as Kept).href === 'string' &&
          (k as Kept).href?.startsWith('/') === true &&
          !(k as Kept).href?.startsWith('//'),
      )
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** Remembers a choice that goes somewhere (first, without duplicates); actions are not remembered. */
export function rememberChoice(userId: number | string | undefined, item: PaletteItem): void {
  if (userId === undefined || !item.href) return;
  const kept: Kept = {
    id: item.id,
    kind: item.kind,
    label: item.label,
    detail: item.detail,
    href: item.href,
    ...(item.hit ? { hit: item.hit } : {}),
  };
  const list = [kept, ...readRecent(userId).filter((k) => k.id !== item.id)].slice(0, RECENT_LIMIT);
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify(list));
  } catch {
    // Full or refused storage: the palette still works, it just forgets.
  }
}
