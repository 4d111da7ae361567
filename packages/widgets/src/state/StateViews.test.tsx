import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import '../styles.css';

describe('state views', () => {
  it('given loading, announces a busy status with its label', async () => {
    const screen = await render(<LoadingState label="Loading organizations…" />);
    const status = screen.getByRole('status');
    await expect.element(status).toHaveAttribute('aria-busy', 'true');
    await expect.element(status).toHaveTextContent('Loading organizations…');
    await expectNoAxeViolations(screen.container);
  });

  it('given nothing to show, shows the title, description and action', async () => {
    const screen = await render(
      <EmptyState
        title="No organizations yet"
        description="Create the first one."
        action={<button type="button">Create</button>}
      />,
    );
    await expect.element(screen.getByText('No organizations yet')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Create' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('given an error, shows its message as text in an alert and retries by keyboard', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <ErrorState
        error={{ message: '<img src=x onerror=alert(1)> Service unavailable', status: 503 }}
        onRetry={onRetry}
      />,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('<img src=x onerror=alert(1)> Service unavailable');
    expect(screen.container.querySelector('img')).toBeNull();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(screen.container);
  });

  it('titles the error after its status', async () => {
    const screen = await render(<ErrorState error={{ message: 'Forbidden', status: 403 }} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('You do not have access');
    await screen.rerender(<ErrorState error={{ message: 'fetch failed', status: 0 }} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Cannot reach the server');
    await screen.rerender(<ErrorState error={{ message: 'x', status: 404 }} title="No such project" />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No such project');
  });

  it('given an error without a retry, offers no button', async () => {
    const screen = await render(<ErrorState error={new Error('Forbidden')} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Forbidden');
    expect(screen.container.querySelector('button')).toBeNull();
  });
});
