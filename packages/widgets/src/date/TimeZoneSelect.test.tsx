import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { WidgetRoot } from '../theme/WidgetRoot';
import { TimeZoneSelect, type TimeZoneSelectProps } from './TimeZoneSelect';
import '../styles.css';

const winter = new Date(Date.UTC(2026, 0, 15, 12));

function select(props: Partial<TimeZoneSelectProps> = {}) {
  return (
    <WidgetRoot>
      <TimeZoneSelect label="Time zone" at={winter} {...props} />
    </WidgetRoot>
  );
}

describe('TimeZoneSelect', () => {
  it("lists the browser's IANA zones by area with their offsets, UTC first", async () => {
    const screen = await render(select());
    const combo = screen.getByRole('combobox', { name: 'Time zone' });
    const element = combo.element() as HTMLSelectElement;
    expect(element.options.length).toBeGreaterThan(300);
    expect(element.options[0]?.text).toBe('Choose a time zone');
    expect(element.options[1]?.value).toBe('UTC');
    const berlin = element.querySelector('optgroup[label="Europe"] option[value="Europe/Berlin"]');
    expect(berlin?.textContent).toBe('Europe/Berlin (UTC+01:00)');
    expect(element.querySelector('option[value="America/New_York"]')?.textContent).toBe('America/New York (UTC-05:00)');
    await expectNoAxeViolations(screen.container);
  });

  it('picks a zone with the keyboard and reports its name', async () => {
    const onValueChange = vi.fn();
    const screen = await render(select({ zones: ['UTC', 'Asia/Tokyo', 'Europe/Lisbon'], onValueChange }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    expect(onValueChange).toHaveBeenLastCalledWith('Asia/Tokyo');
    await expect.element(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
  });

  it('keeps a stored zone the list lacks, and flags a name no runtime knows', async () => {
    const screen = await render(select({ zones: ['UTC'], defaultValue: 'US/Eastern' }));
    const element = screen.getByRole('combobox', { name: 'Time zone' }).element() as HTMLSelectElement;
    expect(element.value).toBe('US/Eastern');
    await screen.rerender(select({ value: 'Mars/Base', error: 'Pick a time zone from the list' }));
    await expect
      .element(screen.getByRole('combobox', { name: 'Time zone' }))
      .toHaveAccessibleDescription('Pick a time zone from the list');
    await expect.element(screen.getByRole('combobox', { name: 'Time zone' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('can be required and disabled', async () => {
    const screen = await render(select({ required: true, disabled: true }));
    await expect.element(screen.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    await expect.element(screen.getByRole('combobox', { name: 'Time zone' })).toHaveAttribute('aria-required', 'true');
  });
});
