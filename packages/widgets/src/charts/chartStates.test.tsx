import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { BarChart } from './BarChart';
import { TimeSeriesChart } from './TimeSeriesChart';
import '../styles.css';

const day = (d: number) => Date.UTC(2026, 10, d);
const count = [{ key: 'count', label: 'Tickets' }] as const;
const byStatus = [
  { id: 'OPEN', label: 'Open', values: { count: 1 } },
  { id: 'IN_PROGRESS', label: 'In progress', values: { count: 3 } },
  { id: 'RESOLVED', label: 'Resolved', values: { count: 2 } },
];

const tickTexts = (axis: 'left' | 'bottom') =>
  [...document.querySelectorAll(`.visx-axis-${axis} .visx-axis-tick text`)].map((t) => t.textContent ?? '');

describe('given a chart of counts', () => {
  it('the value axis offers whole tickets only, and its name carries the unit', async () => {
    const screen = await render(
      <div style={{ width: 480 }}>
        <BarChart title="Tickets by status" data={byStatus} series={count} valueLabel="Tickets" />
      </div>,
    );
    await expect.element(screen.getByRole('application', { name: 'Tickets by status' })).toBeVisible();
    expect(tickTexts('left')).toEqual(['0', '1', '2', '3']);
    expect(document.querySelector('[data-slot="chart-axis-label"]')?.textContent).toBe('Tickets');
    await expectNoAxeViolations(screen.container);
  });

  it('a series of whole numbers over time steps in whole numbers too', async () => {
    await render(
      <div style={{ width: 480 }}>
        <TimeSeriesChart
          title="Opened per day"
          timeZone="UTC"
          valueLabel="Tickets"
          series={[
            {
              id: 'opened',
              label: 'Opened',
              points: [1, 2, 3, 4].map((d) => ({ time: day(d), value: d === 2 ? 1 : 0 })),
            },
          ]}
        />
      </div>,
    );
    await expect.poll(() => tickTexts('left')).toEqual(['0', '1']);
  });

  it('fractions stay when the values have them, with the unit on each tick', async () => {
    await render(
      <div style={{ width: 480 }}>
        <BarChart
          title="GPU use"
          unit="GPU"
          data={[{ label: 'Research', values: { used: 1.8 } }]}
          series={[{ key: 'used', label: 'Used' }]}
        />
      </div>,
    );
    await expect.poll(() => tickTexts('left').length).toBeGreaterThan(0);
    expect(tickTexts('left').some((t) => t.includes('.'))).toBe(true);
    expect(tickTexts('left').every((t) => t.endsWith(' GPU'))).toBe(true);
  });
});

describe('the states of a chart', () => {
  it('names every series in a legend, one series too', async () => {
    const screen = await render(
      <div style={{ width: 480 }}>
        <BarChart title="Tickets by status" data={byStatus} series={count} />
      </div>,
    );
    await expect.element(screen.getByRole('listitem').filter({ hasText: 'Tickets' })).toBeVisible();
  });

  it('when there is nothing, says so in a bordered box instead of drawing empty axes', async () => {
    const screen = await render(
      <div style={{ width: 480 }}>
        <BarChart title="Tickets by status" data={[]} series={count} />
      </div>,
    );
    await expect.element(screen.getByText('No data to show')).toBeVisible();
    await expect.element(screen.getByText('Numbers appear here once there are some to show.')).toBeVisible();
    expect(document.querySelector('svg[data-slot="chart"]')).toBeNull();
    const body = document.querySelector<HTMLElement>('[data-slot="chart-body"]');
    expect(getComputedStyle(body as HTMLElement).borderTopStyle).toBe('dashed');
    await expectNoAxeViolations(screen.container);
  });

  it('with one point, marks it and says a line needs two', async () => {
    const screen = await render(
      <div style={{ width: 480 }}>
        <TimeSeriesChart
          title="Opened per day"
          timeZone="UTC"
          series={[{ id: 'opened', label: 'Opened', points: [{ time: day(3), value: 2 }] }]}
        />
      </div>,
    );
    await expect.element(screen.getByText('Only one point so far: a line needs two.')).toBeVisible();
    await expect.poll(() => document.querySelectorAll('[data-slot="chart-point"]').length).toBe(1);
    await expectNoAxeViolations(screen.container);
  });

  it('among many points, marks one between gaps (a line cannot show it) and a rule for each marker', async () => {
    const minute = (m: number) => Date.UTC(2026, 10, 3, 9, m);
    const points = Array.from({ length: 200 }, (_, m) => ({ time: minute(m), value: m === 150 ? 4 : null }));
    await render(
      <div style={{ width: 480 }}>
        <TimeSeriesChart
          title="Latency"
          timeZone="UTC"
          series={[{ id: 'p50', label: 'p50', points }]}
          markers={[
            { time: minute(100), label: 'Paused' },
            { time: minute(500), label: 'Outside the range' },
          ]}
        />
      </div>,
    );
    await expect.poll(() => document.querySelectorAll('[data-slot="chart-point"]').length).toBe(1);
    const rules = document.querySelectorAll('[data-slot="chart-rule"]');
    expect([...rules].map((r) => r.querySelector('title')?.textContent)).toEqual(['Paused']);
  });

  it('with only zeros, draws the zero line and says every value is zero', async () => {
    const screen = await render(
      <div style={{ width: 480 }}>
        <BarChart
          title="Tickets by status"
          data={byStatus.map((d) => ({ ...d, values: { count: 0 } }))}
          series={count}
          valueLabel="Tickets"
        />
      </div>,
    );
    await expect.element(screen.getByText('Every value is zero.')).toBeVisible();
    expect(tickTexts('left')).toEqual(['0', '1']);
    await expectNoAxeViolations(screen.container);
  });
});
