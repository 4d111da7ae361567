import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import {
  FIXTURE_NOW,
  olgaOrg,
  sampleComments,
  sampleDashboard,
  sampleHistory,
  samplePolicy,
  sampleTicket,
  sampleTickets,
} from './fixtures';
import { SlaPoliciesTable } from './SlaPoliciesTable';
import { SlaPolicyForm } from './SlaPolicyForm';
import { TicketDashboardView } from './TicketDashboardView';
import { TicketDetail } from './TicketDetail';
import { ticketListParams } from './TicketsPanel';
import { TicketsTable } from './TicketsTable';
import '../styles.css';

describe('TicketsTable', () => {
  it('lists tickets with breaches and turns filter choices into the API’s filters', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <TicketsTable
        page={{ items: sampleTickets(3), pageIndex: 2, pageSize: 10, total: 30 }}
        value={{ pageIndex: 2, pageSize: 10, search: '', filters: {} }}
        onValueChange={onValueChange}
        canWork
      />,
    );
    await expect.element(screen.getByRole('cell', { name: 'Ticket 2' })).toBeVisible();
    await expect.element(screen.getByRole('table').getByText('Breached', { exact: true })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('SLA'), 'Breached');
    // A new filter goes back to the first page.
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 0, filters: { breached: true } }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'Assigned to me');
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 0, filters: { assignee: 'me' } }),
    );
    await expectNoAxeViolations(screen.container);
  });
});

describe('SlaPoliciesTable', () => {
  it('lets only a policy’s managers delete it, after asking, and says why to the others', async () => {
    const onDelete = vi.fn();
    const screen = await render(
      <SlaPoliciesTable
        page={{
          items: [samplePolicy(), samplePolicy({ id: 2, name: 'Gold', isDefault: false, canManage: false })],
          pageIndex: 0,
          pageSize: 10,
          total: 2,
        }}
        onDelete={onDelete}
      />,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Delete Gold', exact: true }))
      .toHaveAccessibleDescription('Only organization admins delete SLA policies');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Standard support', exact: true }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
    await expect.poll(() => onDelete.mock.calls[0]?.[0]?.name).toBe('Standard support');
    await expectNoAxeViolations(screen.container);
  });
});

describe('TicketDetail', () => {
  it('shows the time to breach, the thread as text, and sends a comment and an assignment', async () => {
    const onAddComment = vi.fn(async () => {});
    const onChange = vi.fn(async () => {});
    const screen = await render(
      <TicketDetail
        ticket={sampleTicket()}
        comments={sampleComments}
        history={sampleHistory}
        assignees={[olgaOrg]}
        userId={2}
        now={FIXTURE_NOW}
        onChange={onChange}
        onAddComment={onAddComment}
      />,
    );
    await expect.element(screen.getByText('First response due in 30 min')).toBeVisible();
    // Comment bodies are text, never markup.
    await expect.element(screen.getByText('The <b>PyTorch</b> one.')).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Comment', exact: true }), 'Fixed, please retry');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onAddComment).toHaveBeenCalledWith('Fixed, please retry');
    await userEvent.selectOptions(screen.getByLabelText('Assignee'), 'Olga Org');
    expect(onChange).toHaveBeenCalledWith({ assigneeId: 2 });
    await expectNoAxeViolations(screen.container);
  });

  it('says a breached target is breached and leaves work controls to admins', async () => {
    const screen = await render(
      <TicketDetail
        ticket={sampleTicket({
          canWork: false,
          firstResponseDueAt: '2026-01-05T09:00:00Z',
          firstResponseBreached: true,
        })}
        comments={[]}
        history={[]}
        userId={5}
        now={FIXTURE_NOW}
        onChange={async () => {}}
        onAddComment={async () => {}}
      />,
    );
    await expect.element(screen.getByText('First response breached 1 h ago')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Close ticket' })).toBeVisible();
    expect(screen.container.querySelector('select')).toBeNull();
  });

  it('shows the resolution clock paused while the ticket waits on its requester', async () => {
    const screen = await render(
      <TicketDetail
        ticket={sampleTicket({
          status: 'WAITING_ON_CUSTOMER',
          firstRespondedAt: '2026-01-05T09:45:00Z',
          // Past its stored due time, but the wait stops the clock: not breached.
          resolutionDueAt: '2026-01-05T09:50:00Z',
          slaPausedSince: '2026-01-05T09:45:00Z',
        })}
        comments={[]}
        history={[]}
        userId={2}
        now={FIXTURE_NOW}
        onChange={async () => {}}
        onAddComment={async () => {}}
      />,
    );
    await expect.element(screen.getByText('Resolution paused: waiting on the requester')).toBeVisible();
    expect(screen.container.textContent).not.toContain('Resolution breached');
  });
});

describe('SlaPolicyForm', () => {
  it('submits targets in business minutes and the business hours with API week days', async () => {
    const onSubmit = vi.fn(async (_input: unknown) => {});
    const screen = await render(<SlaPolicyForm mode="update" policy={samplePolicy()} onSubmit={onSubmit} />);
    await userEvent.fill(screen.getByLabelText('Critical: first response (hours)'), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      targets: expect.arrayContaining([{ priority: 'CRITICAL', firstResponseMinutes: 30, resolutionMinutes: 480 }]),
      businessHours: {
        timeZone: 'Europe/Zurich',
        weekDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
        start: '09:00',
        end: '17:00',
      },
      holidays: ['2026-12-25', '2026-12-26'],
    });
    await expectNoAxeViolations(screen.container);
  });
});

describe('TicketDashboardView', () => {
  it('shows counts and mean times from the dashboard', async () => {
    const screen = await render(
      <TicketDashboardView
        dashboard={sampleDashboard()}
        range={{ from: '2025-12-30', to: '2026-01-05' }}
        onRangeChange={() => {}}
      />,
    );
    await expect.element(screen.getByText('9 ', { exact: false }).first()).toBeVisible();
    await expect.element(screen.getByText('42 min')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Tickets by status' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });
});

describe('ticketListParams', () => {
  it('turns the list state into the API query: sort ids, assignee filters, trimmed search', () => {
    const query = ticketListParams(
      {
        search: ' #12 ',
        sortBy: 'PRIORITY',
        sortOrder: 'ASC',
        pageIndex: 2,
        pageSize: 20,
        filters: { assignee: 'me', breached: false, status: 'OPEN' },
      },
      7,
    );
    expect(query).toEqual({
      pageIndex: 2,
      pageSize: 20,
      search: '#12',
      sortBy: 'PRIORITY',
      sortOrder: 'ASC',
      status: 'OPEN',
      breached: false,
      assigneeId: 7,
    });
    expect(
      ticketListParams(
        { search: '', sortBy: 'subject', sortOrder: 'DESC', pageIndex: 0, pageSize: 10, filters: { assignee: 'none' } },
        7,
      ),
    ).toEqual({
      pageIndex: 0,
      pageSize: 10,
      unassigned: true,
    });
  });
});
