import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { WidgetRoot } from '../theme/WidgetRoot';
import { UptimeForm, type UptimeValues } from './fixtures';
import '../styles.css';

function Form({ submit }: { submit: (values: UptimeValues) => Promise<void> }) {
  return (
    <WidgetRoot>
      <UptimeForm submit={submit} />
    </WidgetRoot>
  );
}

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

describe('date controls in a react-hook-form form', () => {
  it('on submit, shows each schema message on its control and focuses the first', async () => {
    const submit = vi.fn();
    const screen = await render(<Form submit={submit} />);
    await userEvent.type(textbox('End time'), '08:00');
    await userEvent.type(textbox('Start time'), '18:00');
    await userEvent.type(textbox('Starts on'), '2026-12-25');
    await userEvent.type(textbox('Review at'), '25:00');
    await userEvent.type(textbox('Start date'), '2026-11-20');
    // No message while filling in: the form speaks on submit.
    await expect.element(textbox('End time')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).not.toHaveBeenCalled();
    await expect
      .element(screen.getByRole('group', { name: 'Days (required)' }))
      .toHaveAccessibleDescription('Pick at least one day');
    await expect.element(screen.getByRole('button', { name: 'Monday' })).toHaveFocus();
    await expect.element(textbox('End time')).toHaveAccessibleDescription('Pick an end time after the start time');
    await expect
      .element(screen.getByRole('combobox', { name: 'Time zone' }))
      .toHaveAccessibleDescription('Pick a time zone');
    await expect
      .element(textbox('Starts on'))
      .toHaveAccessibleDescription('2026-12-25 is not available; pick another date');
    await expect.element(textbox('Review at')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(textbox('End date')).toHaveAccessibleDescription('Enter an end date');
    await expect.element(textbox('Start date')).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(screen.container);
  });

  it('submits canonical values once fixed, picked with keyboard and mouse', async () => {
    const submit = vi.fn().mockResolvedValue(undefined);
    const screen = await render(<Form submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Friday' }));
    await userEvent.keyboard('{Home} ');
    await userEvent.type(textbox('Start time'), '8:30');
    await userEvent.type(textbox('End time'), '17:00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar for Starts on' }));
    await userEvent.click(page.getByRole('button', { name: 'Monday, November 23rd, 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({
      days: [1, 5],
      window: { start: '08:30', end: '17:00' },
      timeZone: 'Europe/Berlin',
      startsOn: '2026-11-23',
      reviewAt: '',
      period: { from: '', to: '' },
    });
  });

  it('focuses the end of a range when only its end is wrong', async () => {
    const screen = await render(<Form submit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Wednesday' }));
    await userEvent.type(textbox('Start time'), '10:00');
    await userEvent.type(textbox('End time'), '09:00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'UTC');
    await userEvent.type(textbox('Starts on'), '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(textbox('End time')).toHaveFocus();
    await expect.element(textbox('Start time')).not.toHaveAttribute('aria-invalid');
    // After submit the form checks on each change.
    await userEvent.fill(textbox('End time'), '11:00');
    await expect.element(textbox('End time')).not.toHaveAttribute('aria-invalid');
  });

  it("puts a 400's details on the range ends and the zone, the rest above the form", async () => {
    const submit = vi.fn().mockRejectedValue({
      status: 400,
      message: 'Validation failed',
      errors: {
        'window.end': 'Windows end by 20:00 on this plan',
        timeZone: 'This cluster runs in UTC only',
        deploymentId: 'The deployment was deleted',
      },
    });
    const screen = await render(<Form submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Monday' }));
    await userEvent.type(textbox('Start time'), '08:00');
    await userEvent.type(textbox('End time'), '22:00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/Berlin');
    await userEvent.type(textbox('Starts on'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(textbox('End time')).toHaveAccessibleDescription('Windows end by 20:00 on this plan');
    await expect
      .element(screen.getByRole('combobox', { name: 'Time zone' }))
      .toHaveAccessibleDescription('This cluster runs in UTC only');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('deploymentId: The deployment was deleted');
    await expectNoAxeViolations(screen.container);
  });
});
