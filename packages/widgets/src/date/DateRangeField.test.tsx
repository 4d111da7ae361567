import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { WidgetRoot } from '../theme/WidgetRoot';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
import type { DateRange } from './dateRules';
import '../styles.css';

const today = '2026-11-18';

function range(props: Partial<DateRangeFieldProps> = {}) {
  return (
    <WidgetRoot>
      <DateRangeField label="Period" today={today} {...props} />
    </WidgetRoot>
  );
}

/** A host that keeps the range in its address, as the cluster overview does, and takes only whole ranges. */
function InTheUrl() {
  const [search, setSearch] = useState(new URLSearchParams('from=2026-11-01&to=2026-11-07'));
  const value = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const accept = (next: DateRange) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(next.from) && /^\d{4}-\d{2}-\d{2}$/.test(next.to) && next.from < next.to) {
      setSearch(new URLSearchParams({ from: next.from, to: next.to }));
    }
  };
  return (
    <WidgetRoot>
      <DateRangeField label="Period" today={today} value={value} onValueChange={accept} presets />
      <output>{search.toString()}</output>
    </WidgetRoot>
  );
}

describe('DateRangeField', () => {
  it('given two typed dates, reports { from, to } and accepts an ordered range', async () => {
    const onValueChange = vi.fn();
    const screen = await render(range({ onValueChange, description: 'Whole days, both included.' }));
    await expect
      .element(screen.getByRole('group', { name: 'Period' }))
      .toHaveAccessibleDescription('Whole days, both included.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '2026-11-3');
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '2026-11-04');
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-03', to: '2026-11-04' });
    await expect.element(screen.getByRole('textbox', { name: 'End date' })).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(screen.container);
  });

  it('puts "end after start" on the end field, and a parse error on the end it concerns', async () => {
    const screen = await render(range());
    const start = screen.getByRole('textbox', { name: 'Start date' });
    const end = screen.getByRole('textbox', { name: 'End date' });
    await userEvent.type(start, '2026-11-10');
    await userEvent.type(end, '2026-11-02');
    await userEvent.tab();
    await expect.element(end).toHaveAttribute('aria-invalid', 'true');
    await expect.element(end).toHaveAccessibleDescription('Pick an end date after the start date');
    await expect.element(start).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(screen.container);
    await userEvent.fill(start, '10 Nov');
    await userEvent.tab();
    await expect.element(start).toHaveAccessibleDescription('Enter a date as YYYY-MM-DD');
    await expect.element(end).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an end equal to its start, on the end field', async () => {
    const screen = await render(range());
    const end = screen.getByRole('textbox', { name: 'End date' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '2026-11-10');
    await userEvent.type(end, '2026-11-10');
    await userEvent.tab();
    await expect.element(end).toHaveAttribute('aria-invalid', 'true');
    await expect.element(end).toHaveAccessibleDescription('Pick an end date after the start date');
  });

  it('keeps waiting for the end when the start day is clicked twice on the calendar', async () => {
    const onValueChange = vi.fn();
    const screen = await render(range({ onValueChange }));
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar for Period' }));
    const calendar = page.getByRole('dialog', { name: 'Choose Period' });
    await userEvent.click(calendar.getByRole('button', { name: 'Tuesday, November 10th, 2026' }));
    await userEvent.click(calendar.getByRole('button', { name: /Tuesday, November 10th, 2026/ }));
    await expect.element(calendar.getByText('Now pick the end date.')).toBeVisible();
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(calendar.getByRole('button', { name: /Thursday, November 12th, 2026/ }));
    await expect.element(calendar).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-12' });
  });

  it('picks a range on the calendar with the mouse: start, then end, then closes', async () => {
    const onValueChange = vi.fn();
    const screen = await render(range({ onValueChange, min: '2026-11-02', disabledWeekdays: [7] }));
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar for Period' }));
    const calendar = page.getByRole('dialog', { name: 'Choose Period' });
    await expect.element(calendar.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect.element(calendar.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect.element(calendar.getByRole('button', { name: 'Sunday, November 1st, 2026' })).toBeDisabled();
    await expect.element(calendar.getByText('Pick the start date.')).toBeVisible();
    await userEvent.click(calendar.getByRole('button', { name: 'Wednesday, December 2nd, 2026' }));
    await expect.element(calendar.getByText('Now pick the end date.')).toBeVisible();
    await userEvent.click(calendar.getByRole('button', { name: 'Monday, November 23rd, 2026' }));
    await expect.element(calendar).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-23', to: '2026-12-02' });
    await expect.element(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-11-23');
  });

  it('picks a range with the keyboard from the chosen start', async () => {
    const screen = await render(range({ defaultValue: { from: '2026-11-09', to: '2026-11-10' } }));
    await screen.getByRole('button', { name: 'Open calendar for Period' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Monday, November 9th, 2026, selected' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}{ArrowDown}{Enter}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-11-10');
    await expect.element(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('2026-11-17');
  });

  it('keeps its value in a URL: presets and picks land there, half-typed dates do not', async () => {
    const screen = await render(<InTheUrl />);
    const status = screen.getByRole('status');
    const week = screen.getByRole('button', { name: 'Last 7 days' });
    await expect.element(week).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(week);
    await expect.element(status).toHaveTextContent('from=2026-11-12&to=2026-11-18');
    await expect.element(week).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    await expect.element(status).toHaveTextContent('from=2026-11-17&to=2026-11-18');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Start date' }), '2026-11-1');
    await expect.element(status).toHaveTextContent('from=2026-11-17&to=2026-11-18');
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '0');
    await expect.element(status).toHaveTextContent('from=2026-11-10&to=2026-11-18');
    await expectNoAxeViolations(screen.container);
  });

  it('cuts presets to the bounds, and shows outside errors and a whole-range message', async () => {
    const screen = await render(
      range({
        presets: true,
        min: '2026-11-15',
        error: { to: 'Too long for one report', range: 'This period overlaps a holiday' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await expect.element(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-11-15');
    await expect
      .element(screen.getByRole('textbox', { name: 'End date' }))
      .toHaveAccessibleDescription('Too long for one report');
    await expect
      .element(screen.getByRole('group', { name: 'Period' }))
      .toHaveAccessibleDescription('This period overlaps a holiday');
    await expectNoAxeViolations(screen.container);
  });

  it('disables every part when disabled', async () => {
    const screen = await render(range({ disabled: true, presets: true }));
    await expect.element(screen.getByRole('textbox', { name: 'Start date' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Open calendar for Period' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Last 7 days' })).toBeDisabled();
  });
});
