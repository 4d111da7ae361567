import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { sampleTickets } from './fixtures';
import { TicketsTable } from './TicketsTable';
import type { TicketRow } from './types';

const meta = {
  title: 'Support/TicketsTable',
  component: TicketsTable<TicketRow>,
  decorators: [withWidgets],
  args: {
    onExport: fn(),
    page: { items: sampleTickets(8), pageIndex: 0, pageSize: 10, total: 8 },
    canWork: true,
    onValueChange: fn(),
    onCreate: fn(),
    onRetry: fn(),
    ticketHref: (t: TicketRow) => `/org-module/ticket/detail/${t.id}`,
  },
} satisfies Meta<typeof TicketsTable<TicketRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};

/** An export under way: the button waits and says so. */
export const Exporting: Story = { args: { exporting: true } };
export const Loading: Story = { args: { page: undefined, loading: true } };
export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 } } };
export const NoMatch: Story = {
  args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 }, defaultValue: { filters: { breached: true } } },
};
export const Failed: Story = { args: { page: undefined, error: { status: 500, message: 'The server failed' } } };
