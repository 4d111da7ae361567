import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failingWrite, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { OrganizationFormPanel } from './OrganizationFormPanel';

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API; the one place an organization is saved. */
const meta = {
  title: 'Organizations/OrganizationFormPanel',
  component: OrganizationFormPanel,
  decorators: [withConsole],
  args: { onSaved: fn(), onCancel: fn() },
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof OrganizationFormPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { organizationId: 1 },
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/organizations/1')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Initech');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Initech' })));
  },
};

/** Fetches the organization, then saves the change. */
export const Edit: Story = {
  args: { organizationId: 1 },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Acme AI'));
    const description = canvas.getByRole('textbox', { name: /Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Applied research');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1, description: 'Applied research' })),
    );
  },
};

/** A duplicate name comes back as a 409 whose `details` name the field: the message lands on Name. */
export const FieldError: Story = {
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Globex');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('An organization named Globex already exists');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A failure that names no field shows once, above the form; nothing is reported as saved. */
export const SubmitError: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingWrite('post', '/organizations', 503, 'The database is unavailable')] });
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Initech');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The database is unavailable');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
