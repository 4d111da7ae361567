import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import { BarChart } from './BarChart';
import '../styles.css';

const data = [
  { category: 'gpu-node-01', label: 'gpu-node-01', values: { a: 3, b: 2 } },
  { category: 'gpu-node-02', label: 'gpu-node-02', values: { a: 5, b: 1 } },
];

describe('chart theming', () => {
  it('given appearance variables for the palette, the series draw in the host colours', async () => {
    await render(
      <WidgetsProvider appearance={{ variables: { chartColor1: 'rgb(1, 2, 3)', chartColor2: 'rgb(4, 5, 6)' } }}>
        <div style={{ width: 400 }}>
          <BarChart
            title="Allocation"
            data={data}
            series={[
              { key: 'a', label: 'A' },
              { key: 'b', label: 'B' },
            ]}
            layout="grouped"
            categoryLabel="Node"
          />
        </div>
      </WidgetsProvider>,
    );
    await expect.poll(() => document.querySelectorAll('[data-slot="chart-bar"]').length).toBe(4);
    const fills = [...document.querySelectorAll('[data-slot="chart-bar"]')].map((bar) => getComputedStyle(bar).fill);
    expect(new Set(fills)).toEqual(new Set(['rgb(1, 2, 3)', 'rgb(4, 5, 6)']));
  });
});
