import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('renders its label as text and exposes the tone for styling', async () => {
    const screen = await render(<StatusBadge tone="danger">{'<b>Failed</b>'}</StatusBadge>);
    const badge = screen.getByText('<b>Failed</b>');
    await expect.element(badge).toHaveAttribute('data-tone', 'danger');
  });
});
