import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
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
