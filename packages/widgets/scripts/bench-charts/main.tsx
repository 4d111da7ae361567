/**
 * The page the chart benchmark drives: it mounts charts into a 960 px wide host and times each step from the
 * call to the frame after it was painted (a requestAnimationFrame, then a task, so style, layout and paint count).
 */
import { LinePath } from '@visx/shape';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { utilisationSeries } from '../../src/charts/fixtures';
import { TimeSeriesChart } from '../../src/charts/TimeSeriesChart';
import type { TimeSeries } from '../../src/charts/timeSeries';
import { WidgetsProvider } from '../../src/provider/WidgetsProvider';
import '../../src/styles.css';

const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function timed(step: () => void): Promise<number> {
  const start = performance.now();
  flushSync(step);
  await painted();
  return performance.now() - start;
}

function host(): [HTMLElement, Root] {
  const element = document.createElement('div');
  element.style.width = '960px';
  document.getElementById('bench')?.append(element);
  return [element, createRoot(element)];
}

function chart(series: TimeSeries) {
  return (
    <WidgetsProvider>
      <TimeSeriesChart title="GPU utilisation" unit="%" valueDomain={[0, 100]} timeZone="UTC" series={[series]} />
    </WidgetsProvider>
  );
}

export interface BenchResult {
  /** Mount a chart of `points` samples until its first frame is painted. */
  firstDraw: number[];
  /** Replace its data with another `points` samples until painted. */
  newData: number[];
  /** Open the table view (virtualised) until painted. */
  tableView: number[];
  /** For comparison: one bare visx line through every point, no axes and no downsampling. */
  bareLine: number[];
  drawnPoints: number;
}

async function run(points: number, runs: number): Promise<BenchResult> {
  const result: BenchResult = { firstDraw: [], newData: [], tableView: [], bareLine: [], drawnPoints: 0 };
  for (let i = 0; i <= runs; i++) {
    const first = utilisationSeries(points, { seed: 2 * i + 1 });
    const second = utilisationSeries(points, { seed: 2 * i + 2 });
    const [element, root] = host();
    const firstDraw = await timed(() => root.render(chart(first)));
    result.drawnPoints = Number(element.querySelector('[data-slot="chart-line"]')?.getAttribute('data-points'));
    const newData = await timed(() => root.render(chart(second)));
    const toggle = element.querySelector<HTMLButtonElement>('[aria-pressed]');
    const tableView = await timed(() => toggle?.click());
    root.unmount();
    element.remove();

    const [bareElement, bareRoot] = host();
    const values = first.points.map((p, x) => ({ x: (x / points) * 900, y: 300 - (p.value ?? 0) * 3 }));
    const bareLine = await timed(() =>
      bareRoot.render(
        <svg width={960} height={320} aria-hidden="true">
          <LinePath data={values} x={(p) => p.x} y={(p) => p.y} stroke="black" fill="none" />
        </svg>,
      ),
    );
    bareRoot.unmount();
    bareElement.remove();

    // The first round warms up the JIT and the style caches; it is not counted.
    if (i === 0) continue;
    result.firstDraw.push(firstDraw);
    result.newData.push(newData);
    result.tableView.push(tableView);
    result.bareLine.push(bareLine);
  }
  return result;
}

Object.assign(window, { benchCharts: run });
