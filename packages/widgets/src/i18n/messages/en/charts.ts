import { plural } from '../../plural';

/** Charts: their frame, summaries read to screen readers, tables and cards. */
export const charts = {
  empty: 'No data to show',
  emptyHelp: 'Numbers appear here once there are some to show.',
  allZero: 'Every value is zero.',
  onePoint: 'Only one point so far: a line needs two.',
  loading: (p: { title: string }) => `Loading ${p.title}…`,
  tableView: 'Table view',
  noData: 'no data',
  values: (p: { title: string }) => `${p.title}, values`,
  total: 'Total',
  time: 'Time',
  category: 'Category',
  bar: {
    categories: (p: { count: number; formatted: string; series: string }) =>
      `${plural('en', p.count, { one: '# category', other: '# categories' }, p.formatted)}, ${p.series}.`,
    largest: (p: { label: string; value: string }) => `Largest total: ${p.label}, ${p.value}.`,
    keys: 'Arrow keys move between categories.',
  },
  series: {
    range: (p: { from: string; to: string }) => `From ${p.from} to ${p.to}.`,
    points: (p: { count: number; formatted: string }) =>
      plural('en', p.count, { one: '# point', other: '# points' }, p.formatted),
    noValues: (p: { label: string; points: string }) => `${p.label}: ${p.points}, no values.`,
    stats: (p: { label: string; points: string; min: string; max: string; latest: string }) =>
      `${p.label}: ${p.points}, lowest ${p.min}, highest ${p.max}, latest ${p.latest}.`,
    keysMany: 'Left and right arrow keys move between points, up and down between series.',
    keysOne: 'Left and right arrow keys move between points.',
    point: (p: { label: string; time: string; value: string; index: string; count: string }) =>
      `${p.label}, ${p.time}: ${p.value}. Point ${p.index} of ${p.count}.`,
  },
  capacity: {
    used: (p: { value: string }) => `${p.value} used`,
    allocated: (p: { value: string }) => `${p.value} allocated`,
    of: (p: { value: string }) => `of ${p.value}`,
    legendUsed: (p: { value: string }) => `Used ${p.value}`,
    legendAllocated: (p: { value: string }) => `Allocated ${p.value}`,
    legendFree: (p: { value: string }) => `Free ${p.value}`,
    over: (p: { value: string }) => `Over-allocated by ${p.value}`,
    inUse: (p: { label: string }) => `${p.label} in use`,
  },
  statLoading: (p: { label: string }) => `Loading ${p.label}…`,
};
