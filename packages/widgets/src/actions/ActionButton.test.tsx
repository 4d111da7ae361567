import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { WidgetRoot } from '../theme/WidgetRoot';
import { ActionButton } from './ActionButton';
import '../styles.css';

describe('ActionButton', () => {
  it('given an allowed action, runs it', async () => {
    const onClick = vi.fn();
    const screen = await render(<ActionButton onClick={onClick}>Create</ActionButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('given a forbidden action, renders nothing', async () => {
    const screen = await render(<ActionButton allow={false}>Create</ActionButton>);
    expect(screen.getByRole('button').query()).toBeNull();
  });

  it('given a reason, stays focusable, explains itself and does nothing', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <WidgetRoot>
        <ActionButton allow={{ reason: 'Only super admins can create organizations' }} onClick={onClick}>
          Create
        </ActionButton>
      </WidgetRoot>,
    );
    const button = screen.getByRole('button', { name: 'Create' });
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).toHaveAccessibleDescription('Only super admins can create organizations');
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Only super admins can create organizations');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});
