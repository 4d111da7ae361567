import type { SearchHit } from '@console/core';
import { searchQuery, useConsoleClient, useUserInfo } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLatch } from '../hooks/useLatch';
import { palette as paletteEn } from '../i18n/messages/en/audit';
import { useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import { LazyPart, lazyPart } from '../state/lazyPart';
import type { Appearance } from '../theme/appearance';
import type { CommandPaletteDialogProps } from './CommandPaletteDialog';
import { readRecent, rememberChoice } from './recentChoices';
import { matchLocal, type PaletteGroup, type PaletteItem, type PaletteStatus } from './types';

export interface CommandPaletteProps {
  /** Where a search result goes in the host (undefined leaves it out, e.g. a kind the host has no page for). */
  hrefOf: (hit: SearchHit) => string | undefined;
  /**
   * Opens a chosen search result (or a recent one) instead of navigating to its `href`: e.g. to select its
   * organization, branch and project first. Left out, the palette navigates to the `href`.
   */
  onOpenHit?: ((hit: SearchHit, href: string) => void | Promise<void>) | undefined;
  /** The host's pages the caller may open, found by their label (and keywords). */
  pages?: readonly PaletteItem[] | undefined;
  /** Actions that make sense from anywhere (create a project, open a ticket, sign out). */
  actions?: readonly PaletteItem[] | undefined;
  /** Controlled open state; leave out to let the palette hold it. */
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Opens on Ctrl-K / ⌘-K anywhere on the page (default true). */
  shortcut?: boolean | undefined;
  appearance?: Appearance | undefined;
}

/**
 * The dialog's code (Radix Dialog, its focus trap and scroll lock) is fetched when the palette first opens, or ahead of
 * that with {@link preloadCommandPalette}: a closed palette on every page carries only its shortcut.
 */
const dialog = lazyPart<CommandPaletteDialogProps>(() =>
  import('./CommandPaletteDialog').then((m) => m.CommandPaletteDialog),
);

/** Starts fetching the palette's dialog before its first open (e.g. when a pointer or the focus reaches its button). */
export const preloadCommandPalette = (): void => dialog.preload();

/** How long typing pauses before the server is asked. */
const DEBOUNCE_MS = 150;

/** `text` once it has not changed for `ms`. */
function useDebounced(text: string, ms: number) {
  const [value, setValue] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setValue(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return value;
}

/**
 * The command palette inside `ConsoleProvider`: Ctrl-K (⌘-K) anywhere opens it; typing searches everything the
 * caller may see (the server filters by access and ranks), plus the host's pages and actions; Enter opens the
 * choice through the host's navigation. The last choices are remembered per user and shown first.
 */
export function CommandPalette(props: CommandPaletteProps) {
  const client = useConsoleClient();
  const user = useUserInfo();
  const userId = user.data?.id;
  const { navigate } = useNavigationOrAnchors();
  const t = useMessages({ palette: paletteEn }).palette;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  // Mounted from its first open on (then its closing animation and focus return run as before).
  const used = useLatch(open);
  const { onOpenChange } = props;
  const setOpen = useCallback(
    (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const [query, setQuery] = useState('');
  const shortcut = props.shortcut ?? true;
  useEffect(() => {
    if (!shortcut) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(!open);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcut, open, setOpen]);
  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);
  // Until the dialog's code is there, what is typed after the shortcut goes into the query (and Escape closes), so a
  // quick "Ctrl-K, then a word" loses no letter.
  const [ready, setReady] = useState(dialog.loaded);
  useEffect(() => {
    if (!open || ready) return;
    let live = true;
    void dialog.load().then(() => {
      if (live) setReady(dialog.loaded);
    });
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') setOpen(false);
      else if (event.key === 'Backspace') setQuery((typed) => typed.slice(0, -1));
      else if (event.key.length === 1) setQuery((typed) => typed + event.key);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      live = false;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ready, setOpen]);

  const text = useDebounced(query.trim(), DEBOUNCE_MS);
  const search = useQuery({ ...searchQuery(client, text), enabled: open && text.length > 0 });
  const [recent, setRecent] = useState<PaletteItem[]>([]);
  useEffect(() => {
    if (open) setRecent(readRecent(userId));
  }, [open, userId]);

  const { hrefOf, pages = [], actions = [] } = props;
  const results = useMemo<PaletteItem[]>(() => {
    if (!text || !search.data) return [];
    return search.data.items.flatMap((hit) => {
      const href = hrefOf(hit);
      return href
        ? [{ id: `${hit.kind}:${hit.id}`, kind: hit.kind, label: hit.name, detail: hit.detail ?? undefined, href, hit }]
        : [];
    });
  }, [search.data, text, hrefOf]);
  const typed = query.trim();
  const groups = useMemo<PaletteGroup[]>(
    () => [
      { id: 'recent', label: t.recent, items: typed ? matchLocal(recent, typed) : recent },
      { id: 'results', label: t.results, items: results },
      { id: 'pages', label: t.pages, items: typed ? matchLocal(pages, typed).slice(0, 6) : [] },
      { id: 'actions', label: t.actions, items: matchLocal(actions, typed) },
    ],
    [t, typed, recent, results, pages, actions],
  );
  const waiting = typed !== '' && (typed !== text || search.isFetching);
  const status: PaletteStatus = search.isError ? 'error' : waiting ? 'loading' : typed ? 'done' : 'idle';
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  const announcement = status === 'done' ? t.count({ count }) : '';

  const onSelect = (item: PaletteItem) => {
    setOpen(false);
    if (item.run) {
      item.run();
      return;
    }
    if (!item.href) return;
    rememberChoice(userId, item);
    if (item.hit && props.onOpenHit) void props.onOpenHit(item.hit, item.href);
    else navigate(item.href);
  };
  if (!used) return null;
  return (
    <LazyPart
      code={dialog}
      props={{
        open,
        onOpenChange: setOpen,
        query,
        onQueryChange: setQuery,
        groups,
        status,
        announcement,
        onSelect,
        appearance: props.appearance,
      }}
      loading={null}
      // The palette stays closed if its code cannot be fetched; the next open tries again.
      failed={(retry) => <RetryOnOpen open={open} retry={retry} />}
    />
  );
}

/** After a failed fetch of the dialog's code: nothing shown, and a new fetch once the palette is opened again. */
function RetryOnOpen({ open, retry }: { open: boolean; retry: () => void }) {
  const closed = useRef(!open);
  useEffect(() => {
    if (!open) closed.current = true;
    else if (closed.current) retry();
  }, [open, retry]);
  return null;
}
