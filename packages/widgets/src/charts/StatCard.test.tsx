import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { CapacityCard } from './CapacityCard';
import { StatCard } from './StatCard';
import '../styles.css';

describe('StatCard', () => {
  it('shows a number with its unit, named by its label', async () => {
    const screen = await render(<StatCard label="Open tickets" value={1234} unit="tickets" description="+3 today" />);
    const card = screen.getByRole('group', { name: 'Open tickets' });
    await expect.element(card).toHaveTextContent('1,234 tickets');
    await expect.element(card).toHaveTextContent('+3 today');
    await expectNoAxeViolations(screen.container);
  });

  it('shows loading, a missing value and an error with retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(<StatCard label="Open tickets" value={undefined} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading Open tickets…');
    await screen.rerender(<StatCard label="Open tickets" value={null} />);
    await expect.element(screen.getByRole('group', { name: 'Open tickets' })).toHaveTextContent('no data');
    await screen.rerender(
      <StatCard
        label="Open tickets"
        value={undefined}
        error={{ message: 'Not allowed', status: 403 }}
        onRetry={onRetry}
      />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('You do not have access');
    await screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('CapacityCard', () => {
  it('shows use as a meter of capacity, with allocation in its text', async () => {
    const screen = await render(<CapacityCard label="GPUs" used={12} allocated={14} capacity={16} unit="GPU" />);
    const meter = screen.getByRole('meter', { name: 'GPUs in use' });
    await expect.element(meter).toHaveAttribute('aria-valuenow', '12');
    await expect.element(meter).toHaveAttribute('aria-valuemax', '16');
    await expect.element(meter).toHaveAttribute('aria-valuetext', '12 GPU used, 14 GPU allocated, of 16 GPU');
    const card = screen.getByRole('group', { name: 'GPUs' });
    await expect.element(card).toHaveTextContent('12 GPU');
    await expect.element(card).toHaveTextContent('Used 12 GPU (75%)');
    await expect.element(card).toHaveTextContent('Allocated 14 GPU (88%)');
    await expect.element(card).toHaveTextContent('Free 2 GPU');
    const used = screen.container.querySelector<HTMLElement>('[data-slot="capacity-used"]');
    expect(used?.style.width).toBe('75%');
    await expectNoAxeViolations(screen.container);
  });

  it('names over-allocation instead of hiding it', async () => {
    const screen = await render(<CapacityCard label="Memory" used={200} allocated={600} capacity={512} unit="GiB" />);
    await expect.element(screen.getByText('Over-allocated by 88 GiB')).toBeVisible();
    const allocated = screen.container.querySelector<HTMLElement>('[data-slot="capacity-allocated"]');
    expect(allocated?.style.width).toBe('100%');
    await expect.element(screen.getByRole('group', { name: 'Memory' })).toHaveTextContent('Free 0 GiB');
    await expectNoAxeViolations(screen.container);
  });

  it('waits for both numbers before drawing', async () => {
    const screen = await render(<CapacityCard label="GPUs" used={3} capacity={undefined} />);
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(screen.getByRole('meter').query()).toBeNull();
  });
});
