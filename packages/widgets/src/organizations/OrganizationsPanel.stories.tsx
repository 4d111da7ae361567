import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { OrganizationsPanel } from './OrganizationsPanel';

/** Connected: inside a bare `ConsoleProvider` with nothing else, against the mocked admin API. */
const meta = {
  title: 'Organizations/OrganizationsPanel',
  component: OrganizationsPanel,
  decorators: [withConsole],
  args: { organizationHref: (o) => `#organization-${o.id}` },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof OrganizationsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Acme AI' })).toBeVisible();
    await expect(canvas.getByText('1–2 of 2')).toBeVisible();
  },
};

/** A duplicate name comes back as a 409 whose `details` name the field: the message lands on Name. */
export const DuplicateNameOnTheField: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create organization' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const name = await dialog.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Globex');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('An organization named Globex already exists');
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/organizations')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading organizations…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { change: (db) => db.organizations.splice(0) });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No organizations yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/organizations', 403, 'You may not list organizations.')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You may not list organizations.');
  },
};

export const Dark: Story = { args: { appearance: { theme: 'dark' } } };
