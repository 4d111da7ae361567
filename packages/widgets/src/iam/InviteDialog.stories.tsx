import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { dark, withWidgets } from '../stories/withWidgets';
import { InviteDialog, type InviteScope, type InviteUserInput } from './InviteDialog';

const scopes: InviteScope[] = [
  { key: 'org:1', label: 'Acme Research', organizationId: 1, roles: ['ADMIN', 'MEMBER'] },
  { key: 'branch:2', label: 'Acme Research / Vision', organizationId: 1, branchId: 2, roles: ['ADMIN', 'MEMBER'] },
  {
    key: 'project:7',
    label: 'Acme Research / Vision / ml-lab',
    organizationId: 1,
    branchId: 2,
    projectId: 7,
    roles: ['MEMBER'],
  },
];

/** `isUserExit` and invite through the admin API's paths; msw answers in the story. */
const api = {
  checkEmail: async (email: string) => {
    const res = await fetch(`/api/users/isUserExit?email=${encodeURIComponent(email)}`);
    return ((await res.json()) as { exists: boolean }).exists;
  },
  invite: async (input: InviteUserInput) => {
    const res = await fetch('/api/users', { method: 'POST', body: JSON.stringify(input) });
    if (!res.ok) {
      const body = (await res.json()) as { message: string; details?: unknown };
      throw { status: res.status, message: body.message, errors: body.details };
    }
    return res.json();
  },
};

const meta = {
  title: 'IAM/InviteDialog',
  component: InviteDialog,
  decorators: [withWidgets],
  args: { scopes, onInvite: fn(() => Promise.resolve()), trigger: <Button variant="primary">Invite user</Button> },
} satisfies Meta<typeof InviteDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { render: (args) => <InviteDialog {...args} open /> };

export const ProjectAdminScopes: Story = {
  name: 'Project admin (members of their project only)',
  args: { scopes: scopes.slice(2) },
  render: (args) => <InviteDialog {...args} open />,
};

export const ThroughApi: Story = {
  args: { checkEmail: fn(api.checkEmail), onInvite: fn(api.invite) },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/users/isUserExit', ({ request }) =>
        HttpResponse.json({ exists: new URL(request.url).searchParams.get('email') === 'bob@demo.test' }),
      ),
      http.post('/api/users', () =>
        HttpResponse.json(
          { message: 'Validation failed', details: { email: ['This user is already in the organization'] } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite user' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('textbox', { name: /Email/ }), 'bob@demo.test');
    await userEvent.type(body.getByRole('textbox', { name: /Name/ }), 'Bob');
    await waitFor(() => expect(body.getByText(/already has an account/)).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(body.getByText('This user is already in the organization')).toBeVisible());
  },
};

export const Dark: Story = { parameters: dark, render: (args) => <InviteDialog {...args} open /> };
