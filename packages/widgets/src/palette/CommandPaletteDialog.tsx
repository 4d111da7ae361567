import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { palette as paletteEn } from '../i18n/messages/en/audit';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import type { PaletteGroup, PaletteItem, PaletteStatus } from './types';

export interface CommandPaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text typed. */
  query: string;
  onQueryChange: (query: string) => void;
  /** What to offer, in groups; empty groups are left out. */
  groups: readonly PaletteGroup[];
  status: PaletteStatus;
  /** Read out by screen readers when it changes (the count of results). */
  announcement?: string | undefined;
  /** A choice was made (Enter or a click); the host goes there or runs it. */
  onSelect: (item: PaletteItem) => void;
  appearance?: Appearance | undefined;
}

/**
 * The palette itself: a modal dialog with a combobox over a listbox of grouped choices. Keyboard only works
 * throughout: ↑ ↓ (Home, End) move the active choice, Enter takes it, Escape closes and focus returns to
 * where it was. The count of results is announced in a polite live region.
 */
export function CommandPaletteDialog(props: CommandPaletteDialogProps) {
  const messages = useMessages({ palette: paletteEn, common: commonEn });
  const t = messages.palette;
  const id = useId();
  const listId = `${id}-list`;
  const groups = useMemo(() => props.groups.filter((g) => g.items.length > 0), [props.groups]);
  const items = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // A new list starts at its first choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the choices change
  useEffect(() => setActive(0), [items]);
  const current = items[Math.min(active, items.length - 1)];
  const optionId = (item: PaletteItem) => `${id}-option-${item.id.replace(/[^\w-]/g, '_')}`;
  useEffect(() => {
    if (!current) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(current))}`)?.scrollIntoView?.({ block: 'nearest' });
  });
  const move = (to: number) => {
    if (items.length === 0) return;
    setActive((to + items.length) % items.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(items.length - 1);
    else if (event.key === 'Enter' && current) props.onSelect(current);
    else return;
    event.preventDefault();
  };
  const showNone = props.status === 'done' && props.query.trim() !== '' && items.length === 0;
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <WidgetRoot appearance={props.appearance} data-slot="dialog-portal">
          <RadixDialog.Overlay data-slot="dialog-overlay" />
          <RadixDialog.Content
            data-slot="palette"
            aria-describedby={`${id}-hint`}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const input = inputRef.current;
              input?.focus();
              // What was typed before the dialog was there (its code loading) is kept: the caret goes after it.
              input?.setSelectionRange(input.value.length, input.value.length);
            }}
          >
            <RadixDialog.Title data-slot="visually-hidden">{t.title}</RadixDialog.Title>
            <div data-slot="palette-search">
              <svg data-slot="palette-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
              <input
                ref={inputRef}
                type="text"
                role="combobox"
                aria-label={t.input}
                aria-expanded={items.length > 0}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={current ? optionId(current) : undefined}
                autoComplete="off"
                spellCheck={false}
                placeholder={t.placeholder}
                value={props.query}
                onChange={(e) => props.onQueryChange(e.target.value)}
                onKeyDown={onKeyDown}
              />
              {/* Escape closes from the keyboard; on a touch screen this does. */}
              <RadixDialog.Close data-slot="palette-close" aria-label={messages.common.actions.close}>
                <kbd data-slot="palette-kbd">{t.escKey}</kbd>
              </RadixDialog.Close>
            </div>
            <div ref={listRef} id={listId} role="listbox" aria-label={t.results} data-slot="palette-list">
              {groups.map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (ARIA listbox pattern)
                <div key={group.id} role="group" aria-labelledby={`${id}-group-${group.id}`} data-slot="palette-group">
                  <div id={`${id}-group-${group.id}`} data-slot="palette-group-label" role="presentation">
                    {group.label}
                  </div>
                  {group.items.map((item) => {
                    const selected = item === current;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
                      <div
                        key={item.id}
                        id={optionId(item)}
                        role="option"
                        tabIndex={-1}
                        aria-selected={selected}
                        data-slot="palette-option"
                        data-kind={item.kind}
                        onMouseMove={() => {
                          const index = items.indexOf(item);
                          if (index !== active) setActive(index);
                        }}
                        onClick={() => props.onSelect(item)}
                      >
                        <span data-slot="palette-kind">{t.kinds[item.kind]}</span>
                        <span data-slot="palette-label">{item.label}</span>
                        {item.detail ? <span data-slot="palette-detail">{item.detail}</span> : null}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
            {props.status === 'loading' && items.length === 0 ? <p data-slot="palette-note">{t.searching}</p> : null}
            {props.status === 'error' ? (
              <p data-slot="palette-note" role="alert">
                {t.failed}
              </p>
            ) : null}
            {showNone ? <p data-slot="palette-note">{t.none({ query: props.query.trim() })}</p> : null}
            <p id={`${id}-hint`} data-slot="palette-hint">
              {t.hint}
            </p>
            <p role="status" aria-live="polite" data-slot="visually-hidden">
              {props.announcement ?? ''}
            </p>
          </RadixDialog.Content>
        </WidgetRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
