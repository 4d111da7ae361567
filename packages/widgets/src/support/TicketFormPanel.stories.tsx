import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failingWrite } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { mockSupportApi } from './mockSupportApi';
import { TicketFormPanel } from './TicketFormPanel';

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place a ticket is opened. */
const meta = {
  title: 'Support/TicketFormPanel',
  component: TicketFormPanel,
  decorators: [withConsole],
  args: {
    scope: { organizationId: 1, branchId: 10, projectId: 100 },
    scopeLabel: 'Acme AI / Research / Vision Lab',
    onSaved: fn(),
    onCancel: fn(),
  },
  beforeEach({ msw }) {
    msw.use(...mockSupportApi());
  },
} satisfies Meta<typeof TicketFormPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

async function fill(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], subject: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Subject/ }), subject);
  await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'The notebook stays pending since 9:00.');
  await userEvent.click(canvas.getByRole('button', { name: 'Open ticket' }));
}

/** Opens a ticket in its scope. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, 'Notebook does not start');
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ subject: 'Notebook does not start', projectId: 100 }),
      ),
    );
  },
};

/** Opened from a deployment: the resource is named and sent with the ticket; the subject comes prefilled. */
export const FromADeployment: Story = {
  args: {
    related: { kind: 'DEPLOYMENT', id: 7, name: 'vision-api' },
    relatedLabel: 'Deployment vision-api',
    initialValues: { subject: 'vision-api fails' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Deployment vision-api')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('vision-api fails');
  },
};

/** The server's 400 names the subject: the message lands on that field. */
export const FieldError: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, 'conflict');
    const subject = canvas.getByRole('textbox', { name: /Subject/ });
    await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
    await expect(subject).toHaveAccessibleDescription('Say what went wrong');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const SubmitError: Story = {
  beforeEach({ msw }) {
    msw.use(failingWrite('post', '/support/tickets', 503, 'The support desk is unavailable'), ...mockSupportApi());
  },
  play: async ({ canvas, args }) => {
    await fill(canvas, 'Notebook does not start');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The support desk is unavailable');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
