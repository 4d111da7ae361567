import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { CodeBlock } from './CodeBlock';
import '../styles.css';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CodeBlock', () => {
  const code = "curl -X POST 'https://example.test/v2/models/chat/infer' -H 'Authorization: Bearer $API_KEY'";

  it('shows the code in a monospace box and copies it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await render(<CodeBlock code={code} title="curl" copyLabel="Copy example request" />);
    const pre = screen.container.querySelector('pre') as HTMLElement;
    expect(pre.textContent).toBe(code);
    expect(getComputedStyle(pre).fontFamily).toMatch(/mono/i);
    await userEvent.click(screen.getByRole('button', { name: 'Copy example request' }));
    expect(writeText).toHaveBeenCalledWith(code);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copied');
    await expectNoAxeViolations(screen.container);
  });

  it('scrolls a long line inside its own box, never the page', async () => {
    const screen = await render(
      <div style={{ width: 300 }}>
        <CodeBlock code={`${code} ${code}`} />
      </div>,
    );
    const block = screen.container.querySelector('[data-slot="code-block"]') as HTMLElement;
    const scroller = screen.getByRole('region', { name: 'Code' }).element();
    expect(block.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    expect(scroller.tabIndex).toBe(0);
  });
});
