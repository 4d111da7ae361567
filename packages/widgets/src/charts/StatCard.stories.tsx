import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { CapacityCard } from './CapacityCard';
import { StatCard } from './StatCard';
import { StatGrid } from './StatGrid';

const meta = {
  title: 'Charts/StatCard and CapacityCard',
  component: StatCard,
  decorators: [withWidgets],
  args: { label: 'Open tickets', value: 32, description: '+3 since yesterday' },
} satisfies Meta<typeof StatCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '1rem' };

export const Data: Story = {};

export const Capacity: Story = {
  render: () => (
    <div style={grid}>
      <CapacityCard label="GPUs" used={42} allocated={52} capacity={64} unit="GPU" />
      <CapacityCard label="CPU cores" used={610} allocated={880} capacity={1_024} unit="cores" />
      <CapacityCard label="Memory" used={2_100} allocated={4_300} capacity={4_096} unit="GiB" />
      <StatCard label="Nodes ready" value={23} unit="of 24" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'GPUs in use' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText(/Over-allocated by 204/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => (
    <div style={grid}>
      <StatCard label="Open tickets" value={undefined} />
      <CapacityCard label="GPUs" used={undefined} capacity={undefined} />
    </div>
  ),
};

export const Empty: Story = { args: { label: 'Average resolution time', value: null, unit: 'h' } };

export const ErrorState: Story = {
  name: 'Error',
  args: { value: undefined, error: { message: 'Could not connect to the server', status: 0 }, onRetry: fn() },
};

export const Dark: Story = { ...Capacity, parameters: dark };

/** The stat grid: four across when wide, two on a tablet, one on a phone, by the width it is given. */
export const Grid: Story = {
  render: () => (
    <StatGrid>
      <StatCard label="Open tickets" value={32} description="41 in total" />
      <StatCard label="Open and breached" value={3} description="5 breached in total" />
      <StatCard label="Mean time to first response" value={3.4} unit="h" />
      <StatCard label="GPUs in use" value={42} unit="GPU" description="of 64 GPU" />
    </StatGrid>
  ),
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="stat-grid"]');
    const columns = getComputedStyle(grid as HTMLElement).gridTemplateColumns.split(' ').length;
    const width = grid?.getBoundingClientRect().width ?? 0;
    await expect(columns).toBe(width >= 896 ? 4 : width >= 576 ? 2 : 1);
  },
};

/** Three capacity cards go three across, not three of four. */
export const GridOfThree: Story = {
  render: () => (
    <StatGrid>
      <CapacityCard label="GPUs" used={42} allocated={52} capacity={64} unit="GPU" />
      <CapacityCard label="CPU cores" used={610} allocated={880} capacity={1_024} unit="cores" />
      <CapacityCard label="Memory" used={2_100} allocated={3_300} capacity={4_096} unit="GiB" />
    </StatGrid>
  ),
};

/** The grid on a phone: one card a row. */
export const GridOnPhone: Story = {
  render: () => <div style={{ width: 358 }}>{Grid.render?.({} as never, {} as never)}</div>,
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="stat-grid"]');
    await expect(getComputedStyle(grid as HTMLElement).gridTemplateColumns.split(' ').length).toBe(1);
  },
};

export const DarkGrid: Story = { ...Grid, parameters: dark };
