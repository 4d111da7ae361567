import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleDashboard } from './fixtures';
import { TicketDashboardView } from './TicketDashboardView';

const meta = {
  title: 'Support/TicketDashboardView',
  component: TicketDashboardView,
  decorators: [withWidgets],
  args: {
    dashboard: sampleDashboard(),
    range: { from: '2025-12-30', to: '2026-01-05' },
    onRangeChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TicketDashboardView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { dashboard: undefined, loading: true } };
export const Failed: Story = { args: { dashboard: undefined, error: { message: 'The server failed' } } };
export const NoResponsesYet: Story = {
  args: { dashboard: { ...sampleDashboard(), meanFirstResponseMinutes: null, meanResolutionMinutes: null } },
};
/** A quiet week: no ticket at all, so each chart shows its empty state and the counts read zero. */
export const Quiet: Story = {
  args: {
    dashboard: {
      ...sampleDashboard(),
      open: 0,
      openBreached: 0,
      total: 0,
      breached: 0,
      meanFirstResponseMinutes: null,
      meanResolutionMinutes: null,
      byStatus: [],
      byPriority: [],
      trend: [],
    },
  },
};
export const Dark: Story = { parameters: dark };
export const DarkQuiet: Story = { ...Quiet, parameters: dark };
