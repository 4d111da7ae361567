import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { WidgetRoot } from '../theme/WidgetRoot';
import { TimeField } from './TimeField';
import { TimeRangeField, type TimeRangeFieldProps } from './TimeRangeField';
import '../styles.css';

function window(props: Partial<TimeRangeFieldProps> = {}) {
  return (
    <WidgetRoot>
      <TimeRangeField label="Business hours" {...props} />
    </WidgetRoot>
  );
}

describe('TimeField', () => {
  it('given a loosely typed time, reports it and tidies it into HH:mm on leaving', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <WidgetRoot>
        <TimeField label="Opens at" onValueChange={onValueChange} required />
      </WidgetRoot>,
    );
    const input = screen.getByRole('textbox', { name: 'Opens at' });
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await userEvent.type(input, '9:05');
    await userEvent.tab();
    await expect.element(input).toHaveValue('09:05');
    expect(onValueChange).toHaveBeenLastCalledWith('09:05');
    await expectNoAxeViolations(screen.container);
  });

  it('after leaving something that is not a 24-hour time, says how to write one', async () => {
    const screen = await render(
      <WidgetRoot>
        <TimeField label="Opens at" defaultValue="08:00" />
      </WidgetRoot>,
    );
    const input = screen.getByRole('textbox', { name: 'Opens at' });
    await userEvent.fill(input, '5 pm');
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription('Enter a time as HH:mm on the 24-hour clock, for example 09:30');
    await expectNoAxeViolations(screen.container);
    await userEvent.fill(input, '17:00');
    await userEvent.tab();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('TimeRangeField', () => {
  it('reports { start, end } and puts "end after start" on the end', async () => {
    const onValueChange = vi.fn();
    const screen = await render(window({ onValueChange, description: 'In the policy time zone.' }));
    await expect
      .element(screen.getByRole('group', { name: 'Business hours' }))
      .toHaveAccessibleDescription('In the policy time zone.');
    const start = screen.getByRole('textbox', { name: 'Start time' });
    const end = screen.getByRole('textbox', { name: 'End time' });
    await userEvent.type(start, '18:00');
    await userEvent.type(end, '8:00');
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '18:00', end: '08:00' });
    await expect.element(end).toHaveAttribute('aria-invalid', 'true');
    await expect.element(end).toHaveAccessibleDescription('Pick an end time after the start time');
    await expect.element(start).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(screen.container);
    await userEvent.fill(end, '20:00');
    await expect.element(end).not.toHaveAttribute('aria-invalid');
  });

  it('overnight, lets the window end the next morning but not where it began', async () => {
    const screen = await render(window({ overnight: true, defaultValue: { start: '22:00', end: '06:00' } }));
    const end = screen.getByRole('textbox', { name: 'End time' });
    await userEvent.click(end);
    await userEvent.tab();
    await expect.element(end).not.toHaveAttribute('aria-invalid');
    await userEvent.fill(end, '22:00');
    await userEvent.tab();
    await expect.element(end).toHaveAccessibleDescription('Pick an end time different from the start time');
  });

  it('follows a controlled value, shows outside messages, and disables both ends', async () => {
    const screen = await render(
      window({ value: { start: '09:00', end: '17:00' }, error: { range: 'Overlaps the maintenance window' } }),
    );
    await expect.element(screen.getByRole('textbox', { name: 'Start time' })).toHaveValue('09:00');
    await expect
      .element(screen.getByRole('group', { name: 'Business hours' }))
      .toHaveAccessibleDescription('Overlaps the maintenance window');
    await screen.rerender(window({ value: { start: '10:00', end: '16:00' }, disabled: true }));
    await expect.element(screen.getByRole('textbox', { name: 'Start time' })).toHaveValue('10:00');
    await expect.element(screen.getByRole('textbox', { name: 'End time' })).toBeDisabled();
  });
});
