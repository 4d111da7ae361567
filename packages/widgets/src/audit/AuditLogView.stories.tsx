import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { AuditLogView } from './AuditLogView';
import { sampleAuditEntries } from './fixtures';

const meta = {
  title: 'Audit/AuditLogView',
  component: AuditLogView,
  decorators: [withWidgets],
  args: {
    entries: sampleAuditEntries(),
    hasMore: true,
    live: true,
    onLoadMore: fn(),
    onExport: fn(),
    onFiltersChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AuditLogView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Filtered: Story = {
  args: { defaultFilters: { action: 'UPDATE', resourceKind: 'PROJECT', from: '2026-03-01', to: '2026-03-02' } },
};
export const Loading: Story = { args: { entries: undefined, loading: true, live: false } };
export const Empty: Story = { args: { entries: [], hasMore: false } };
export const NoMatch: Story = { args: { entries: [], hasMore: false, defaultFilters: { actor: 'nobody' } } };
export const Failed: Story = {
  args: { entries: undefined, live: false, error: { status: 500, message: 'The server failed' } },
};
export const Exporting: Story = { args: { exporting: true } };
export const AtTheEnd: Story = { args: { hasMore: false } };
export const Dark: Story = { parameters: dark };
