import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { CommandPaletteDialog } from './CommandPaletteDialog';
import { sampleGroups, samplePages } from './fixtures';
import { readRecent, rememberChoice } from './recentChoices';
import { matchLocal } from './types';
import '../styles.css';

afterEach(() => window.localStorage.clear());

describe('CommandPaletteDialog', () => {
  it('is used with the keyboard alone: arrows move the active choice, Enter takes it', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <CommandPaletteDialog
        open
        onOpenChange={vi.fn()}
        query="fraud"
        onQueryChange={vi.fn()}
        groups={sampleGroups}
        status="done"
        announcement="3 results"
        onSelect={onSelect}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Search or run a command' });
    await expect.element(input).toHaveFocus();
    const options = screen.getByRole('option');
    await expect.element(options.first()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const active = input.element().getAttribute('aria-activedescendant');
    expect(active).toBe(options.nth(1).element().id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps to the last.
    await expect.element(options.nth(2)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'TICKET:12' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('3 results');
    await expectNoAxeViolations(document.body);
  });

  it('says when nothing matches and when the search failed', async () => {
    const props = { open: true, onOpenChange: vi.fn(), onQueryChange: vi.fn(), onSelect: vi.fn(), groups: [] };
    const screen = await render(<CommandPaletteDialog {...props} query="zzz" status="done" />);
    await expect.element(screen.getByText('Nothing matches “zzz”')).toBeVisible();
    await screen.rerender(<CommandPaletteDialog {...props} query="zzz" status="error" />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Search failed');
  });
});

describe('the palette’s ranking of pages and actions', () => {
  it('puts a prefix before a word start before a match anywhere', () => {
    const items = [
      { id: 'a', kind: 'PAGE' as const, label: 'Cluster overview' },
      { id: 'b', kind: 'PAGE' as const, label: 'Overview of tickets' },
      { id: 'c', kind: 'PAGE' as const, label: 'Ticket dashboard', keywords: ['stats overview'] },
      { id: 'd', kind: 'PAGE' as const, label: 'Notifications' },
    ];
    expect(matchLocal(items, 'over').map((i) => i.id)).toEqual(['b', 'a', 'c']);
    expect(matchLocal(items, 'ions').map((i) => i.id)).toEqual(['d']);
    expect(matchLocal(samplePages, 'people').map((i) => i.id)).toEqual(['page:iam']);
  });
});

describe('recent choices', () => {
  it('are kept per user, newest first, without duplicates, and only for console paths', () => {
    const [tickets, audit] = samplePages as [(typeof samplePages)[0], (typeof samplePages)[0]];
    rememberChoice(1, tickets);
    rememberChoice(1, audit);
    rememberChoice(1, tickets);
    expect(readRecent(1).map((r) => r.id)).toEqual(['page:tickets', 'page:audit']);
    expect(readRecent(2)).toEqual([]);
    window.localStorage.setItem(
      'console-palette-recent:3',
      JSON.stringify([
        { id: 'x', kind: 'PAGE', label: 'Evil', href: 'https://evil.test' },
        { id: 'y', label: 'Y', href: '//evil.test' },
      ]),
    );
    expect(readRecent(3)).toEqual([]);
  });
});
