import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { FIXTURE_NOW, sampleQuotaRequest, sampleQuotaRequests } from './fixtures';
import { QuotaRequestsTable } from './QuotaRequestsTable';

const meta = {
  title: 'Capacity/QuotaRequestsTable',
  component: QuotaRequestsTable,
  decorators: [withWidgets],
  args: {
    page: { items: sampleQuotaRequests(), pageIndex: 0, pageSize: 20, total: 4 },
    now: FIXTURE_NOW.getTime(),
    onPageChange: fn(),
    onApprove: fn(),
    onDecline: fn(),
    onWithdraw: fn(),
    onRetry: fn(),
    awaitingMe: false,
  },
} satisfies Meta<typeof QuotaRequestsTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What a branch admin sees: one request to decide, one past the branch's headroom, and the history. */
export const Data: Story = { args: { onAwaitingMeChange: fn() } };
/** A project admin's view: their own pending request can be withdrawn, and they can ask for more. */
export const Requester: Story = {
  args: {
    page: {
      items: [sampleQuotaRequest({ canDecide: false, canWithdraw: true }), ...sampleQuotaRequests().slice(2)],
      pageIndex: 0,
      pageSize: 20,
      total: 3,
    },
    onCreate: fn(),
  },
};
export const Loading: Story = { args: { page: undefined, loading: true } };
export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 20, total: 0 } } };
export const Failed: Story = {
  args: { page: undefined, error: { status: 503, message: 'The database is unavailable' } },
};
export const Forbidden: Story = {
  args: { page: undefined, error: { status: 403, message: 'Not allowed for this user' } },
};
export const Dark: Story = { args: { onAwaitingMeChange: fn() }, parameters: { appearance: { theme: 'dark' } } };
