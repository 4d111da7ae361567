import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { benBranch, FIXTURE_NOW, olgaOrg, sampleComments, sampleHistory, sampleTicket } from './fixtures';
import { TicketDetail } from './TicketDetail';

const meta = {
  title: 'Support/TicketDetail',
  component: TicketDetail,
  decorators: [withWidgets],
  args: {
    ticket: sampleTicket({ assignee: olgaOrg, status: 'IN_PROGRESS' }),
    comments: sampleComments,
    history: sampleHistory,
    assignees: [olgaOrg, benBranch],
    userId: 2,
    now: FIXTURE_NOW,
    onChange: fn(async () => {}),
    onAddComment: fn(async () => {}),
  },
} satisfies Meta<typeof TicketDetail>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An admin works the ticket: status, priority, assignee. */
export const Working: Story = {};
/** The requester's view: close the ticket, no work controls. */
export const Requester: Story = { args: { ticket: sampleTicket({ canWork: false }), userId: 5, assignees: undefined } };
/** Past its first-response target. */
export const Breached: Story = {
  args: { ticket: sampleTicket({ firstResponseDueAt: '2026-01-05T09:40:00Z', firstResponseBreached: true }) },
};
/** Waiting on the requester: the resolution clock is paused until they answer. */
export const WaitingOnRequester: Story = {
  args: {
    ticket: sampleTicket({
      status: 'WAITING_ON_CUSTOMER',
      assignee: olgaOrg,
      firstRespondedAt: '2026-01-05T09:45:00Z',
      slaPausedSince: '2026-01-05T09:45:00Z',
    }),
  },
};
export const NoComments: Story = { args: { comments: [], history: [] } };
export const LoadingThread: Story = { args: { comments: undefined, history: undefined } };
export const ThreadFailed: Story = {
  args: { comments: undefined, commentsError: { message: 'Could not load comments' } },
};
export const NoPolicy: Story = {
  args: {
    ticket: sampleTicket({ slaPolicyId: null, slaPolicyName: null, firstResponseDueAt: null, resolutionDueAt: null }),
  },
};

export const Dark: Story = { parameters: dark };
