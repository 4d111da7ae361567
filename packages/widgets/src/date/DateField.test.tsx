import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { WidgetRoot } from '../theme/WidgetRoot';
import { DateField, type DateFieldProps } from './DateField';
import '../styles.css';

const today = '2026-11-18';

function field(props: Partial<DateFieldProps> = {}) {
  return (
    <WidgetRoot>
      <DateField label="Start date" today={today} {...props} />
    </WidgetRoot>
  );
}

/** An owner that, like a URL, takes only complete dates. */
function UrlBacked() {
  const [date, setDate] = useState('2026-11-02');
  return (
    <WidgetRoot>
      <DateField label="Day" value={date} onValueChange={(next) => /^\d{4}-\d{2}-\d{2}$/.test(next) && setDate(next)} />
      <output>{date}</output>
      <button type="button" onClick={() => setDate('2026-12-24')}>
        Christmas eve
      </button>
    </WidgetRoot>
  );
}

describe('DateField', () => {
  it('given a typed date, reports the text and tidies it into YYYY-MM-DD on leaving', async () => {
    const onValueChange = vi.fn();
    const screen = await render(field({ onValueChange, description: 'The first day the window applies.' }));
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await expect.element(input).toHaveAccessibleDescription('The first day the window applies.');
    await userEvent.type(input, '2026-1-5');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-1-5');
    await userEvent.tab();
    await expect.element(input).toHaveValue('2026-01-05');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-01-05');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(screen.container);
  });

  it('after leaving text that is not a date, says how to write one', async () => {
    const screen = await render(field());
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '2026-02-30');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Enter a date as YYYY-MM-DD');
    await expectNoAxeViolations(screen.container);
    await userEvent.fill(input, '2026-02-28');
    await userEvent.tab();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('names the bound or the disabled week day a typed date breaks', async () => {
    const screen = await render(field({ min: '2026-11-01', max: '2026-12-31', disabledWeekdays: [6, 7] }));
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '2026-10-30');
    await userEvent.tab();
    await expect.element(screen.getByText('Pick a date on or after 2026-11-01')).toBeVisible();
    await userEvent.fill(input, '2026-11-21');
    await expect.element(screen.getByText('Pick a day other than Saturday or Sunday')).toBeVisible();
  });

  it('picks a day with the mouse; disabled days cannot be picked', async () => {
    const onValueChange = vi.fn();
    const screen = await render(field({ onValueChange, disabledWeekdays: [7], max: '2026-11-25' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar for Start date' }));
    const calendar = page.getByRole('dialog', { name: 'Choose Start date' });
    await expect.element(calendar.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await expect.element(calendar.getByRole('button', { name: 'Sunday, November 22nd, 2026' })).toBeDisabled();
    await expect.element(calendar.getByRole('button', { name: 'Thursday, November 26th, 2026' })).toBeDisabled();
    await expect
      .element(calendar.getByRole('button', { name: 'Go to the Next Month' }))
      .toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations();
    await userEvent.click(calendar.getByRole('button', { name: 'Tuesday, November 24th, 2026' }));
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-11-24');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-11-24');
  });

  it('picks a day with the keyboard, starting on the chosen day, and escape returns to the button', async () => {
    const screen = await render(field({ defaultValue: '2026-11-10' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Start date' }));
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Open calendar for Start date' });
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Tuesday, November 10th, 2026, selected' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect.element(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-11-18');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await expect.element(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-11-18');
  });

  it('opens on today, moved inside the bounds, when empty', async () => {
    const screen = await render(field({ min: '2027-02-01' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar for Start date' }));
    await expect.element(page.getByRole('grid', { name: 'February 2027' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Go to the Previous Month' }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('controlled: follows its value, and keeps what the user types while the owner holds out for a date', async () => {
    const screen = await render(<UrlBacked />);
    const input = screen.getByRole('textbox', { name: 'Day' });
    await userEvent.fill(input, '2026-11-');
    await expect.element(input).toHaveValue('2026-11-');
    await expect.element(screen.getByRole('status')).toHaveTextContent('2026-11-02');
    await userEvent.type(input, '09');
    await expect.element(screen.getByRole('status')).toHaveTextContent('2026-11-09');
    await userEvent.click(screen.getByRole('button', { name: 'Christmas eve' }));
    await expect.element(input).toHaveValue('2026-12-24');
  });

  it('shows an outside error instead of its own, and can be disabled', async () => {
    const screen = await render(field({ error: 'The window already started', defaultValue: '2026-11-01' }));
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('The window already started');
    await expectNoAxeViolations(screen.container);
    await screen.rerender(field({ disabled: true, required: true }));
    await expect.element(screen.getByRole('textbox', { name: 'Start date' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Open calendar for Start date' })).toBeDisabled();
    await expect.element(screen.getByRole('textbox', { name: 'Start date' })).toHaveAttribute('aria-required', 'true');
  });
});
