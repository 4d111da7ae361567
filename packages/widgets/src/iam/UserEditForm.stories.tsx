import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { UserEditForm } from './UserEditForm';
import { maxInAcme, maxMember } from './userEditFixture';

/** Presentational: the form shows only what the editor may change; the host decides that and saves. */
const meta = {
  title: 'IAM/UserEditForm',
  component: UserEditForm,
  decorators: [withWidgets],
  args: {
    user: maxInAcme,
    editable: { account: true, active: true, roles: [3] },
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
} satisfies Meta<typeof UserEditForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An admin over everything the user belongs to: name, email, enabled and the role. */
export const Everything: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maxi');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Enabled' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Role in/ }), 'Admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Maxi',
      isActive: false,
      roles: [{ assignmentId: 3, role: 'ADMIN' }],
    });
  },
};

/** The user also belongs elsewhere: only the role in the editor's organization can change. */
export const RolesOnly: Story = { args: { user: maxMember, editable: { account: false, active: false, roles: [3] } } };

/** One's own account: name and email, but never disabling oneself. */
export const OwnAccount: Story = { args: { editable: { account: true, active: false, roles: [] } } };

/** Nothing to change: the form says so. */
export const NothingEditable: Story = { args: { editable: { account: false, active: false, roles: [] } } };

/** A 409 on the email lands on the email field. */
export const FieldError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('A user with the email olga@acme.test already exists'), {
        status: 409,
        errors: { email: 'A user with the email olga@acme.test already exists' },
      });
    }),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'olga@acme.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(email).toHaveAccessibleDescription(/already exists/);
  },
};

export const Dark: Story = { parameters: dark };
