import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { BarChart, type BarChartProps } from './BarChart';
import { allocationSeries, nodeAllocation, ticketStatusSeries, ticketsByPriority } from './fixtures';
import '../styles.css';

function chart(props: Partial<BarChartProps> = {}) {
  return (
    <div style={{ width: 420 }}>
      <BarChart
        title="GPU allocation per node"
        unit="GPU"
        data={nodeAllocation(4)}
        series={allocationSeries}
        layout="overlay"
        orientation="horizontal"
        categoryLabel="Node"
        {...props}
      />
    </div>
  );
}

const bars = () => [...document.querySelectorAll<SVGRectElement>('[data-slot="chart-bar"]')];
const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('BarChart', () => {
  it('overlays capacity, allocation and use per node and steps between nodes by keyboard', async () => {
    const screen = await render(chart());
    const drawing = screen.getByRole('application', { name: 'GPU allocation per node' });
    await expect.element(drawing).toBeVisible();
    expect(bars()).toHaveLength(12);
    await expect.element(drawing).toHaveAccessibleDescription(/4 categories, Capacity, Allocated, Used\./);

    (drawing.element() as SVGElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    const first = nodeAllocation(4)[0]?.values;
    expect(live()).toBe(
      `gpu-node-01: Capacity ${first?.capacity} GPU, Allocated ${first?.allocated} GPU, Used ${first?.used} GPU. 1 of 4.`,
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(live()).toMatch(/^gpu-node-02: Capacity 8 GPU, Allocated 10 GPU, Used \d+ GPU\. 2 of 4\.$/);
    await userEvent.keyboard('{End}');
    expect(live()).toMatch(/^gpu-node-04: .* 4 of 4\.$/);
    expect(document.querySelector('[data-slot="chart-tooltip"]')?.textContent).toContain('gpu-node-04');
    await expectNoAxeViolations(screen.container);
  });

  it('stacks ticket statuses per priority, and its table adds a total', async () => {
    const screen = await render(
      chart({
        title: 'Tickets by priority',
        unit: undefined,
        data: ticketsByPriority,
        series: ticketStatusSeries,
        layout: 'stacked',
        orientation: 'vertical',
        categoryLabel: 'Priority',
      }),
    );
    await expect.element(screen.getByRole('application')).toBeVisible();
    // Vertical stacks: each status sits on top of the one before it.
    const [open, inProgress] = bars();
    expect(Number(inProgress?.getAttribute('y')) + Number(inProgress?.getAttribute('height'))).toBeCloseTo(
      Number(open?.getAttribute('y')),
    );
    (screen.getByRole('application').element() as SVGElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(live()).toBe('Critical: Open 3, In progress 2, Resolved 11, Total 16. 1 of 4.');

    await screen.getByRole('button', { name: 'Table view' }).click();
    const table = screen.getByRole('table', { name: 'Tickets by priority, values' });
    await expect.element(table).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Priority' })).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Total' })).toBeVisible();
    expect(table.element().querySelectorAll('tbody tr')).toHaveLength(4);
    await expect.element(screen.getByRole('row', { name: 'Medium 14 8 52 74' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('animates 50 bars and draws 51 without transitions', async () => {
    const two = allocationSeries.slice(1);
    const screen = await render(chart({ data: nodeAllocation(25), series: two }));
    await expect.element(screen.getByRole('application')).toBeVisible();
    const svg = () => document.querySelector('svg[data-slot="chart"]');
    expect(bars()).toHaveLength(50);
    expect(svg()?.getAttribute('data-motion')).toBe('on');
    expect(getComputedStyle(bars()[0] as Element).transitionDuration).toContain('0.3s');

    await screen.rerender(chart({ data: nodeAllocation(17) }));
    await expect.poll(() => bars().length).toBe(51);
    expect(svg()?.getAttribute('data-motion')).toBe('off');
    expect(getComputedStyle(bars()[0] as Element).transitionDuration).toBe('0s');
  });

  it('hands the view to its owner when controlled', async () => {
    const onViewChange = vi.fn();
    const screen = await render(chart({ view: 'chart', onViewChange }));
    await screen.getByRole('button', { name: 'Table view' }).click();
    expect(onViewChange).toHaveBeenCalledWith('table');
    await expect.element(screen.getByRole('application')).toBeVisible();
    await screen.rerender(chart({ view: 'table', onViewChange }));
    await expect.element(screen.getByRole('table', { name: 'GPU allocation per node, values' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows loading, then empty, without a table toggle', async () => {
    const screen = await render(chart({ data: undefined }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading GPU allocation per node…');
    await screen.rerender(chart({ data: [], emptyTitle: 'No nodes in this cluster' }));
    await expect.element(screen.getByText('No nodes in this cluster')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Table view' }).query()).toBeNull();
    await expectNoAxeViolations(screen.container);
  });
});
