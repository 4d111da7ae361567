import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useLatch } from './useLatch';

function Probe({ when }: { when: boolean }) {
  return <p>{useLatch(when) ? 'used' : 'unused'}</p>;
}

describe('useLatch', () => {
  it('is false until its condition first holds, then stays true when the condition no longer does', async () => {
    const screen = await render(<Probe when={false} />);
    await expect.element(screen.getByText('unused')).toBeVisible();
    await screen.rerender(<Probe when={true} />);
    await expect.element(screen.getByText('used')).toBeVisible();
    await screen.rerender(<Probe when={false} />);
    await expect.element(screen.getByText('used')).toBeVisible();
  });

  it('is true from the first render when its condition holds then', async () => {
    const screen = await render(<Probe when={true} />);
    await expect.element(screen.getByText('used')).toBeVisible();
  });
});
