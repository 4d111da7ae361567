import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { Toaster, type ToasterProps, type ToastItem } from './Toaster';
import '../styles.css';

function Harness({ initial, ...props }: { initial: ToastItem[] } & Partial<ToasterProps<ToastItem>>) {
  const [toasts, setToasts] = useState(initial);
  return <Toaster toasts={toasts} onDismiss={(id) => setToasts((all) => all.filter((t) => t.id !== id))} {...props} />;
}

const created: ToastItem = {
  id: 1,
  severity: 'success',
  summary: 'Project created',
  detail: '<b>ml-lab</b> is ready',
};

describe('Toaster', () => {
  it('given toasts, shows summary and detail as text with the severity for styling', async () => {
    await render(<Harness initial={[created]} />);
    const toast = page.getByText('Project created');
    await expect.element(toast).toBeVisible();
    await expect.element(page.getByText('<b>ml-lab</b> is ready')).toBeVisible();
    expect(document.querySelector('[data-slot="toast"]')?.getAttribute('data-severity')).toBe('success');
    expect(document.querySelector('[data-slot="toast"] b')).toBeNull();
    await expectNoAxeViolations();
  });

  it('names its region with the label prop, keeping the F8 hint', async () => {
    await render(<Harness initial={[created]} label="Console alerts" />);
    const region = document.querySelector('[data-slot="toast-viewport"]')?.closest('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Console alerts (F8)');
  });

  it('sits top-right by default and where the position prop says', async () => {
    const screen = await render(<Harness initial={[created]} />);
    expect(screen.container.querySelector('[data-slot="toaster"]')?.getAttribute('data-position')).toBe('top-right');
    const bottom = await render(<Harness initial={[]} position="bottom-right" />);
    const viewport = bottom.container.querySelector('[data-slot="toast-viewport"]');
    expect(viewport).not.toBeNull();
    if (viewport) expect(getComputedStyle(viewport).bottom).toBe('0px');
  });

  it('after clicking close, asks the owner to dismiss it', async () => {
    const onDismiss = vi.fn();
    await render(<Toaster toasts={[created]} onDismiss={onDismiss} />);
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it('hides the close button of a toast that is not closable', async () => {
    await render(<Harness initial={[{ ...created, closable: false }]} />);
    await expect.element(page.getByText('Project created')).toBeVisible();
    expect(page.getByRole('button', { name: 'Dismiss' }).query()).toBeNull();
  });

  it('dismisses a toast when its life runs out', async () => {
    await render(<Harness initial={[{ ...created, life: 200 }]} />);
    await expect.element(page.getByText('Project created')).toBeVisible();
    // A toast's life pauses while its window is in the background; test files running beside this one can take
    // the focus away, so the window says it is back in front before each look.
    await expect
      .poll(
        () => {
          window.dispatchEvent(new FocusEvent('focus'));
          return page.getByText('Project created').query();
        },
        { timeout: 3000 },
      )
      .toBeNull();
  });

  it('shows only the toasts of its group', async () => {
    await render(
      <Harness group="live" initial={[created, { id: 2, severity: 'info', summary: 'Live event', group: 'live' }]} />,
    );
    await expect.element(page.getByText('Live event')).toBeVisible();
    expect(page.getByText('Project created').query()).toBeNull();
  });

  it('shows the newest three of a burst, and the next one back when one closes', async () => {
    const burst = Array.from({ length: 5 }, (_, i) => ({ ...created, id: i + 1, detail: `p${i + 1} is ready` }));
    await render(<Harness initial={burst} />);
    // A toast's own line: the polite live region also reads each new toast out, with the same words in a longer text.
    const detail = (text: string) => page.getByText(text, { exact: true });
    await expect.element(detail('p5 is ready')).toBeVisible();
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(3);
    expect(detail('p2 is ready').query()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }).last());
    await expect.element(detail('p2 is ready')).toBeVisible();
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(3);
    // The one back from behind takes its place in the stack, above the newer ones, not below them.
    const top = (text: string) => detail(text).element().getBoundingClientRect().top;
    expect(top('p2 is ready')).toBeLessThan(top('p3 is ready'));
    expect(top('p3 is ready')).toBeLessThan(top('p4 is ready'));
  });

  it('shows as many as max allows', async () => {
    const burst = Array.from({ length: 5 }, (_, i) => ({ ...created, id: i + 1, detail: `p${i + 1} is ready` }));
    await render(<Harness initial={burst} max={5} />);
    await expect.element(page.getByText('p1 is ready')).toBeVisible();
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(5);
  });

  it('can be reached with F8 and closed by keyboard', async () => {
    await render(<Harness initial={[{ ...created, life: Number.POSITIVE_INFINITY }]} />);
    await expect.element(page.getByText('Project created')).toBeVisible();
    await userEvent.keyboard('{F8}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByText('Project created').query()).toBeNull();
  });
});
