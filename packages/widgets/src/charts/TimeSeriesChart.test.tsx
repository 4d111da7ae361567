import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { utilisationSeries } from './fixtures';
import { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
import '../styles.css';

const utc = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
/** A time as the chart writes it (the formatter's own spaces, e.g. before "PM"). */
const at = (ms: number) => utc.format(ms);
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function chart(props: Partial<TimeSeriesChartProps> = {}, width = 400) {
  return (
    <div data-testid="host" style={{ width }}>
      <TimeSeriesChart
        title="GPU utilisation"
        description="Share of GPU time in use across the cluster."
        unit="%"
        timeZone="UTC"
        series={[utilisationSeries(5)]}
        {...props}
      />
    </div>
  );
}

function svg(): SVGSVGElement {
  const element = document.querySelector<SVGSVGElement>('svg[data-slot="chart"]');
  if (element === null) throw new Error('no chart drawn');
  return element;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TimeSeriesChart', () => {
  it('given 10 000 points, draws a downsampled line while the table view holds every point', async () => {
    const series = utilisationSeries(10_000);
    const screen = await render(chart({ series: [series] }));
    const chartElement = screen.getByRole('application', { name: 'GPU utilisation' });
    await expect.element(chartElement).toBeVisible();
    const line = svg().querySelector('[data-slot="chart-line"]');
    const drawn = Number(line?.getAttribute('data-points'));
    expect(drawn).toBeGreaterThan(100);
    expect(drawn).toBeLessThanOrEqual(4 * 400);
    await expectNoAxeViolations(screen.container);

    await screen.getByRole('button', { name: 'Table view' }).click();
    await expect.element(screen.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.container.querySelector('svg[data-slot="chart"]')).toBeNull();
    const table = screen.getByRole('table', { name: 'GPU utilisation, values' });
    await expect.element(screen.getByText('1–200 of 10,000')).toBeVisible();
    // Page through the table: every sample is a row, in order, none dropped or merged.
    const times: string[] = [];
    const next = screen.getByRole('button', { name: 'Next page' }).element() as HTMLButtonElement;
    for (let pageNumber = 1; pageNumber <= 50; pageNumber++) {
      await expect
        .poll(() => screen.container.querySelector('[data-slot="table-page"]')?.textContent, { interval: 5 })
        .toBe(`Page ${pageNumber} of 50`);
      const cells = table.element().querySelectorAll('tbody tr td:first-child');
      for (const cell of cells) times.push(cell.textContent ?? '');
      // A DOM click, not a driven one: fifty round trips through the browser driver would take seconds.
      if (pageNumber < 50) next.click();
    }
    expect(next.disabled).toBe(true);
    expect(times).toHaveLength(10_000);
    expect(times[0]).toBe(at(Number(series.points[0]?.time)));
    expect(times.at(-1)).toBe(at(Number(series.points.at(-1)?.time)));
    const last = series.points.at(-1);
    await expect.element(screen.getByRole('cell', { name: `${last?.value}%`, exact: true }).last()).toBeVisible();
    await expectNoAxeViolations(screen.container);
  }, 60_000); // Fifty table pages and two axe passes over 10,000 samples: tens of seconds on a loaded 2-core machine.

  it('moves between points with the arrow keys, announces each value and shows a fading tooltip', async () => {
    const cpu = {
      id: 'cpu',
      label: 'CPU',
      points: [10, 20, 30, 40, 50].map((value, i) => ({ time: i * 60_000, value })),
    };
    const memory = {
      id: 'mem',
      label: 'Memory',
      points: [60, 61, 62, 63, 64].map((value, i) => ({ time: i * 60_000, value })),
    };
    const screen = await render(chart({ series: [cpu, memory] }));
    const live = () => screen.container.querySelector('[aria-live="polite"]')?.textContent;

    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Table view' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('application', { name: 'GPU utilisation' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(live()).toBe(`CPU, ${at(0)}: 10%. Point 1 of 5.`);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(live()).toBe(`CPU, ${at(2 * 60_000)}: 30%. Point 3 of 5.`);
    await userEvent.keyboard('{ArrowDown}');
    expect(live()).toBe(`Memory, ${at(2 * 60_000)}: 62%. Point 3 of 5.`);
    await userEvent.keyboard('{End}');
    expect(live()).toBe(`Memory, ${at(4 * 60_000)}: 64%. Point 5 of 5.`);
    await userEvent.keyboard('{ArrowRight}');
    expect(live()).toBe(`Memory, ${at(4 * 60_000)}: 64%. Point 5 of 5.`);
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(live()).toBe(`CPU, ${at(0)}: 10%. Point 1 of 5.`);

    const tooltip = screen.container.querySelector('[data-slot="chart-tooltip"]');
    expect(tooltip?.textContent).toContain('CPU: 10%');
    expect(tooltip?.textContent).toContain('Memory: 60%');
    if (tooltip) expect(getComputedStyle(tooltip).animationDuration).toBe('0.25s');
    await expectNoAxeViolations(screen.container);

    await userEvent.keyboard('{Escape}');
    expect(screen.container.querySelector('[data-slot="chart-tooltip"]')).toBeNull();
  });

  it('animates 50 points and draws 51 without transitions', async () => {
    const screen = await render(chart({ series: [utilisationSeries(50)] }));
    await expect.element(screen.getByRole('application')).toBeVisible();
    expect(svg().getAttribute('data-motion')).toBe('on');
    const line = () => svg().querySelector('[data-slot="chart-line"]') as Element;
    expect(getComputedStyle(line()).transitionDuration).toBe('0.3s');

    await screen.rerender(chart({ series: [utilisationSeries(51)] }));
    await expect.poll(() => svg().getAttribute('data-motion')).toBe('off');
    expect(getComputedStyle(line()).transitionDuration).toBe('0s');

    // Points are counted over all series: two of 26 are 52.
    await screen.rerender(
      chart({ series: [utilisationSeries(26), utilisationSeries(26, { id: 'cpu', label: 'CPU' })] }),
    );
    await expect.poll(() => svg().getAttribute('data-motion')).toBe('off');
  });

  it('redraws once, 150 ms after the last window resize', async () => {
    let commits = 0;
    const screen = await render(
      <Profiler id="chart" onRender={() => commits++}>
        {chart({ series: [utilisationSeries(500)] })}
      </Profiler>,
    );
    await expect.element(screen.getByRole('application')).toBeVisible();
    expect(svg().getAttribute('viewBox')).toMatch(/^0 0 400 /);
    // Let the first measurement's own observer settle before time is frozen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = commits;

    // A drag across the window: the host shrinks and resize events arrive every 40 ms.
    const host = screen.getByTestId('host').element() as HTMLElement;
    for (let i = 1; i <= 5; i++) {
      host.style.width = `${400 - i * 20}px`;
      window.dispatchEvent(new Event('resize'));
      await nextFrame();
      await nextFrame();
      vi.advanceTimersByTime(40);
    }
    vi.advanceTimersByTime(149 - 40);
    await nextFrame();
    await nextFrame();
    expect(commits).toBe(before);
    expect(svg().getAttribute('viewBox')).toMatch(/^0 0 400 /);

    vi.advanceTimersByTime(1);
    await nextFrame();
    await nextFrame();
    expect(svg().getAttribute('viewBox')).toMatch(/^0 0 300 /);
    expect(commits).toBe(before + 1);

    vi.advanceTimersByTime(1_000);
    await nextFrame();
    expect(commits).toBe(before + 1);
  });

  it('also redraws 150 ms after its container alone changes width', async () => {
    const screen = await render(chart({ series: [utilisationSeries(50)] }));
    await expect.element(screen.getByRole('application')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    (screen.getByTestId('host').element() as HTMLElement).style.width = '250px';
    await nextFrame();
    await nextFrame();
    vi.advanceTimersByTime(149);
    await nextFrame();
    expect(svg().getAttribute('viewBox')).toMatch(/^0 0 400 /);
    vi.advanceTimersByTime(1);
    await nextFrame();
    await nextFrame();
    expect(svg().getAttribute('viewBox')).toMatch(/^0 0 250 /);
  });

  it('shows the loading, empty and error states of the other widgets', async () => {
    const onRetry = vi.fn();
    const screen = await render(chart({ series: undefined }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading GPU utilisation…');
    expect(screen.getByRole('button', { name: 'Table view' }).query()).toBeNull();

    await screen.rerender(chart({ series: [], emptyTitle: 'No samples in this range' }));
    await expect.element(screen.getByText('No samples in this range')).toBeVisible();

    await screen.rerender(
      chart({ series: undefined, error: { message: 'Metrics are unavailable', status: 503 }, onRetry }),
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Metrics are unavailable');
    await screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(screen.container);
  });

  it('names the chart after its title and describes the series for screen readers', async () => {
    const screen = await render(chart());
    const drawing = screen.getByRole('application', { name: 'GPU utilisation' });
    await expect.element(drawing).toHaveAccessibleDescription(/Share of GPU time in use across the cluster\./);
    await expect.element(drawing).toHaveAccessibleDescription(/GPU: 5 points, lowest .*%, highest .*%, latest .*%\./);
    await expect.element(drawing).toHaveAccessibleDescription(/arrow keys move between points/);
  });
});
