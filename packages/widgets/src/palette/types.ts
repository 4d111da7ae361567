import type { SearchHit } from '@console/core';

/** What a palette entry is: a resource kind of the search, a page of the host, or an action. */
export type PaletteKind = SearchHit['kind'] | 'PAGE' | 'ACTION';

/** One choice of the palette: go somewhere (`href`) or do something (`run`). */
export interface PaletteItem {
  /** Unique among the items shown, e.g. `PROJECT:3`, `page:/org-module/branches`, `action:sign-out`. */
  id: string;
  kind: PaletteKind;
  label: string;
  /** A second line: an email, a ticket's status, the project a deployment runs in. */
  detail?: string | undefined;
  /** Where choosing it goes (through the host's navigation). */
  href?: string | undefined;
  /** What choosing it does, instead of going somewhere. */
  run?: (() => void) | undefined;
  /** Extra words a page or action is found by (not shown). */
  keywords?: readonly string[] | undefined;
  /** The search result it came from (kept with a recent choice, so opening it again can do the same). */
  hit?: SearchHit | undefined;
}

/** A titled group of choices (recent, results, pages, actions). */
export interface PaletteGroup {
  id: string;
  label: string;
  items: readonly PaletteItem[];
}

/** Where the palette is with the current text. */
export type PaletteStatus = 'idle' | 'loading' | 'error' | 'done';

/** Ranks local choices (pages, actions) like the server ranks resources: prefix, then a word's start, then anywhere. */
export function matchLocal(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  const rank = (item: PaletteItem) => {
    const texts = [item.label, ...(item.keywords ?? [])].map((t) => t.toLowerCase());
    if (texts.some((t) => t.startsWith(q))) return 0;
    if (texts.some((t) => t.split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(q)))) return 1;
    if (texts.some((t) => t.includes(q))) return 2;
    return 3;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .filter((r) => r.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((r) => r.item);
}
