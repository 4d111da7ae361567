import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import * as z from 'zod';
import { Button } from '../button/Button';
import { dark, withWidgets } from '../stories/withWidgets';
import { applyServerErrors } from './applyServerErrors';
import { Field } from './Field';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { useZodForm } from './useZodForm';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  email: z.email('Enter an email address'),
});

/** An invite form posting to the admin API; a 400's details land on the fields. */
function InviteForm() {
  const form = useZodForm(schema, { defaultValues: { name: '', email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    const res = await fetch('/api/users/invite', { method: 'POST', body: JSON.stringify(values) });
    if (!res.ok) {
      // The shape core's ConsoleError gives: the body's `details` arrive as `errors`.
      const body = (await res.json()) as { message: string; details?: unknown };
      applyServerErrors(form, { status: res.status, message: body.message, errors: body.details });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite a user" style={{ maxWidth: '24rem' }}>
      <FormError control={form.control} />
      <FormField control={form.control} name="name" label="Name" required>
        {(field) => <input autoComplete="name" {...field} />}
      </FormField>
      <FormField control={form.control} name="email" label="Email" required description="The invitation goes here.">
        {(field) => <input type="email" autoComplete="email" {...field} />}
      </FormField>
      <div data-slot="form-actions">
        <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
          Invite
        </Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Primitives/Form',
  component: Field,
  decorators: [withWidgets],
  args: {
    label: 'Organization name',
    description: 'Shown in the context switcher.',
    children: (control) => <input {...control} defaultValue="Acme" />,
  },
} satisfies Meta<typeof Field>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FieldDefault: Story = {};

export const FieldWithError: Story = {
  args: { error: 'An organization with this name exists', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Organization name/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerValidation: Story = {
  render: () => <InviteForm />,
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/users/invite', () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            details: { email: ['A user with this email exists'], role: 'Choose a role' },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/Email/), 'ana@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(canvas.getByText('A user with this email exists')).toBeVisible());
    await expect(canvas.getByRole('alert')).toHaveTextContent('role: Choose a role');
  },
};

export const ClientValidation: Story = {
  render: () => <InviteForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(canvas.getByText('Enter a name')).toBeVisible());
  },
};

export const Dark: Story = {
  render: () => <InviteForm />,
  parameters: dark,
};
