import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { AuditLogView } from './AuditLogView';
import { sampleAuditEntries, sampleAuditEntry } from './fixtures';
import { auditQueryOf, matchesAuditFilters } from './types';
import '../styles.css';

describe('AuditLogView', () => {
  it('shows who did what to which resource, the change before and after, and from where', async () => {
    const screen = await render(<AuditLogView entries={sampleAuditEntries()} hasMore onLoadMore={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Audit entries' });
    await expect.element(table.getByText('Vision Lab 2', { exact: true }).first()).toBeVisible();
    await expect.element(table.getByText('Olga Org').first()).toBeVisible();
    await expect.element(table.getByText('203.0.113.7').first()).toBeVisible();
    const rename = table.getByRole('row').nth(1);
    await expect.element(rename.getByText('Vision Lab', { exact: true })).toBeVisible();
    await expect.element(rename.getByText('Updated')).toBeVisible();
    await expect.element(table.getByText('Key created')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Load older entries' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('renders values from the API as text, never as markup', async () => {
    const entry = sampleAuditEntry({
      resource: { kind: 'PROJECT', id: '3', name: '<img src=x onerror=alert(1)>' },
      changes: { description: { before: '<b>old</b>', after: '<script>x</script>' } },
    });
    const screen = await render(<AuditLogView entries={[entry]} />);
    await expect.element(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect.element(screen.getByText('<script>x</script>')).toBeVisible();
    expect(screen.container.querySelector('img, script, b')).toBeNull();
  });

  it('reports filter choices, exports and older pages, by keyboard too', async () => {
    const onFiltersChange = vi.fn();
    const onExport = vi.fn();
    const onLoadMore = vi.fn();
    const screen = await render(
      <AuditLogView
        entries={sampleAuditEntries()}
        hasMore
        onLoadMore={onLoadMore}
        onExport={onExport}
        onFiltersChange={onFiltersChange}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Updated');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ action: 'UPDATE' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Project');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ action: 'UPDATE', resourceKind: 'PROJECT' });
    (screen.getByRole('button', { name: 'Export CSV' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onExport).toHaveBeenCalledWith('csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export NDJSON' }));
    expect(onExport).toHaveBeenLastCalledWith('ndjson');
    await userEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('labels the actor and resource filters visibly, not by placeholder alone', async () => {
    const onFiltersChange = vi.fn();
    const screen = await render(<AuditLogView entries={sampleAuditEntries()} onFiltersChange={onFiltersChange} />);
    const filters = screen.getByRole('group', { name: 'Audit log filters' });
    for (const name of ['Who', 'Resource']) {
      const label = filters.getByText(name, { exact: true }).first();
      await expect.element(label).toBeVisible();
      expect(label.element().tagName).toBe('LABEL');
      await expect.element(filters.getByRole('searchbox', { name })).toBeVisible();
    }
    await userEvent.fill(filters.getByRole('searchbox', { name: 'Who' }), 'olga');
    await expect.poll(() => onFiltersChange.mock.calls.at(-1)?.[0]).toEqual({ actor: 'olga' });
  });

  it('announces what arrived, and says when filters match nothing', async () => {
    const screen = await render(
      <AuditLogView entries={[]} defaultFilters={{ actor: 'nobody' }} announcement="New entry: Updated Vision Lab" />,
    );
    await expect.element(screen.getByText('No entries match these filters')).toBeVisible();
    await expect.element(screen.getByRole('status').last()).toHaveTextContent('New entry: Updated Vision Lab');
  });
});

describe('the audit filters', () => {
  it('turn days into instants from local midnight to the midnight after the last day', () => {
    const q = auditQueryOf({ from: '2026-03-01', to: '2026-03-02', actor: ' olga ', action: 'UPDATE' });
    expect(q.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(q.to).toBe(new Date(2026, 2, 3).toISOString());
    expect(q).toMatchObject({ actor: 'olga', action: 'UPDATE' });
    expect(auditQueryOf({ from: '2026-13-45', resource: '' })).toEqual({});
  });

  it('match a live entry only when it fits every filter', () => {
    const entry = sampleAuditEntry();
    expect(matchesAuditFilters(entry, { actor: 'OLGA', resourceKind: 'PROJECT', resource: '3' })).toBe(true);
    expect(matchesAuditFilters(entry, { action: 'DELETE' })).toBe(false);
    expect(matchesAuditFilters(entry, { resource: 'speech' })).toBe(false);
  });
});
