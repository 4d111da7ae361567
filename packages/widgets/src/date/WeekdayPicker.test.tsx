import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { WidgetRoot } from '../theme/WidgetRoot';
import { WeekdayPicker, type WeekdayPickerProps } from './WeekdayPicker';
import '../styles.css';

function picker(props: Partial<WeekdayPickerProps> = {}) {
  return (
    <WidgetRoot>
      <WeekdayPicker label="Days" {...props} />
    </WidgetRoot>
  );
}

describe('WeekdayPicker', () => {
  it('shows Monday to Sunday as toggles, the chosen ones pressed', async () => {
    const screen = await render(picker({ defaultValue: [1, 5], description: 'When the deployment runs.' }));
    const group = screen.getByRole('group', { name: 'Days' });
    await expect.element(group).toHaveAccessibleDescription('When the deployment runs.');
    const names = [...group.element().querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await expect.element(screen.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByRole('button', { name: 'Monday' })).toHaveTextContent('Mon');
    await expect.element(screen.getByRole('button', { name: 'Tuesday' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(screen.container);
  });

  it('toggles with the mouse and reports the days in week order', async () => {
    const onValueChange = vi.fn();
    const screen = await render(picker({ defaultValue: [5], onValueChange }));
    await userEvent.click(screen.getByRole('button', { name: 'Sunday' }));
    expect(onValueChange).toHaveBeenLastCalledWith([5, 7]);
    await userEvent.click(screen.getByRole('button', { name: 'Monday' }));
    expect(onValueChange).toHaveBeenLastCalledWith([1, 5, 7]);
    await userEvent.click(screen.getByRole('button', { name: 'Friday' }));
    expect(onValueChange).toHaveBeenLastCalledWith([1, 7]);
  });

  it('is one tab stop; arrows, Home and End move, Space toggles', async () => {
    const onValueChange = vi.fn();
    await render(
      <WidgetRoot>
        <button type="button">Before</button>
        <WeekdayPicker label="Days" defaultValue={[3]} onValueChange={onValueChange} />
        <button type="button">After</button>
      </WidgetRoot>,
    );
    await userEvent.click(document.querySelector('button') as HTMLElement);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday');
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith([3, 5]);
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Monday');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday');
    await userEvent.keyboard('{Home}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith([1, 3, 5]);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('After');
  });

  it('when required, says so once the last day is turned off', async () => {
    const screen = await render(picker({ required: true, defaultValue: [2] }));
    const group = screen.getByRole('group', { name: 'Days (required)' });
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday' }));
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Pick at least one day');
    await expectNoAxeViolations(screen.container);
    await userEvent.click(screen.getByRole('button', { name: 'Thursday' }));
    await expect.element(group).not.toHaveAttribute('aria-invalid');
  });

  it('follows a controlled value, shows an outside error, and can be disabled', async () => {
    const screen = await render(picker({ value: [6, 7], error: 'Weekends only on the premium plan' }));
    await expect.element(screen.getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByText('Weekends only on the premium plan')).toBeVisible();
    await screen.rerender(picker({ value: [1], disabled: true }));
    await expect.element(screen.getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByRole('button', { name: 'Monday' })).toBeDisabled();
  });
});
