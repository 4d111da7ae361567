import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { Tooltip } from './Tooltip';
import '../styles.css';

describe('Tooltip', () => {
  it('when the trigger gets keyboard focus, opens with a 250 ms fade and describes the trigger', async () => {
    await render(
      <Tooltip content="Only super admins can create organizations">
        <button type="button">Create</button>
      </Tooltip>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Create' })).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Only super admins can create organizations');
    const content = document.querySelector('[data-slot="tooltip"]');
    expect(content).not.toBeNull();
    if (content) {
      expect(getComputedStyle(content).animationDuration).toBe('0.25s');
      expect(content.hasAttribute('data-console-widget')).toBe(true);
    }
    await expectNoAxeViolations();
  });

  it('when pressing escape, closes', async () => {
    await render(
      <Tooltip content="Hint">
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByRole('tooltip').query()).toBeNull();
  });

  it('after hovering past the delay, opens', async () => {
    await render(
      <Tooltip content="Hover hint" delayDuration={50}>
        <button type="button">Hover me</button>
      </Tooltip>,
    );
    await userEvent.hover(page.getByRole('button', { name: 'Hover me' }));
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Hover hint');
  });

  it('takes the dark theme from its appearance', async () => {
    await render(
      <Tooltip content="Dark hint" defaultOpen appearance={{ theme: 'dark' }}>
        <button type="button">Dark</button>
      </Tooltip>,
    );
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="tooltip"]')?.getAttribute('data-theme')).toBe('dark');
  });

  it('sits just above its trigger, and closes when the pointer leaves', async () => {
    await render(
      <div style={{ padding: 120 }}>
        <Tooltip content="Placed hint" delayDuration={0}>
          <button type="button">Anchor</button>
        </Tooltip>
      </div>,
    );
    const button = page.getByRole('button', { name: 'Anchor' });
    await userEvent.hover(button);
    await expect.element(page.getByRole('tooltip')).toBeVisible();
    const tip = page.getByRole('tooltip').element().getBoundingClientRect();
    const anchor = button.element().getBoundingClientRect();
    expect(anchor.top - tip.bottom).toBeCloseTo(6, 0);
    expect(tip.left + tip.width / 2).toBeCloseTo(anchor.left + anchor.width / 2, 0);
    await userEvent.unhover(button);
    await expect.poll(() => page.getByRole('tooltip').query()).toBeNull();
  });

  it('keeps the trigger its own ref and handlers', async () => {
    const seen: string[] = [];
    let node: HTMLButtonElement | null = null;
    await render(
      <Tooltip content="Hint">
        <button
          type="button"
          ref={(el) => {
            node = el;
          }}
          onFocus={() => seen.push('focus')}
        >
          Own
        </button>
      </Tooltip>,
    );
    await userEvent.keyboard('{Tab}');
    expect(seen).toEqual(['focus']);
    expect(node).toBe(page.getByRole('button', { name: 'Own' }).element());
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument();
  });
});
