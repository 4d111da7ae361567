import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as z from 'zod';
import { Button } from '../button/Button';
import type { WidgetError } from '../state/widgetError';
import { expectNoAxeViolations } from '../testing/axe';
import { WidgetRoot } from '../theme/WidgetRoot';
import { applyServerErrors } from './applyServerErrors';
import { FormError } from './FormError';
import { FormField } from './FormField';
import { useZodForm } from './useZodForm';
import '../styles.css';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  email: z.email('Enter an email address'),
});

function InviteForm({ submit }: { submit: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useZodForm(schema, { defaultValues: { name: '', email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  return (
    <WidgetRoot>
      <form onSubmit={onSubmit} noValidate aria-label="Invite">
        <FormError control={form.control} />
        <FormField control={form.control} name="name" label="Name" required>
          {(field) => <input {...field} />}
        </FormField>
        <FormField control={form.control} name="email" label="Email" description="We send the invitation here.">
          {(field) => <input type="email" {...field} />}
        </FormField>
        <Button type="submit" variant="primary">
          Invite
        </Button>
      </form>
    </WidgetRoot>
  );
}

describe('form helpers', () => {
  it('wires label and description to the control', async () => {
    const screen = await render(<InviteForm submit={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    await expect.element(email).toHaveAccessibleDescription('We send the invitation here.');
    await expect.element(screen.getByLabelText('Name')).toHaveAttribute('aria-required', 'true');
    await expectNoAxeViolations(screen.container);
  });

  it('on submit, shows the schema message on each invalid field and clears it once fixed', async () => {
    const submit = vi.fn();
    const screen = await render(<InviteForm submit={submit} />);
    await userEvent.fill(screen.getByLabelText('Name'), 'Ana');
    await userEvent.fill(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const email = screen.getByLabelText('Email');
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveAccessibleDescription('We send the invitation here. Enter an email address');
    await expect.element(email).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
    await expectNoAxeViolations(screen.container);
    await userEvent.fill(email, 'ana@demo.test');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
  });

  it("maps a 400's details to the fields, focuses the first and shows the rest above the form", async () => {
    const submit = vi.fn().mockRejectedValue({
      message: 'Validation failed',
      status: 400,
      errors: { email: 'A user with this email exists', role: 'You may not grant this role' },
    });
    const screen = await render(<InviteForm submit={submit} />);
    await userEvent.fill(screen.getByLabelText('Name'), 'Ana');
    await userEvent.fill(screen.getByLabelText('Email'), 'ana@demo.test');
    await userEvent.keyboard('{Enter}');
    const email = screen.getByLabelText('Email');
    await expect.element(email).toHaveAccessibleDescription(/A user with this email exists/);
    await expect.element(email).toHaveFocus();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('role: You may not grant this role');
    await expectNoAxeViolations(screen.container);
  });

  it('shows any other failure as the form error', async () => {
    const submit = vi.fn().mockRejectedValue({ message: 'Only super admins can invite here', status: 403 });
    const screen = await render(<InviteForm submit={submit} />);
    await userEvent.fill(screen.getByLabelText('Name'), 'Ana');
    await userEvent.fill(screen.getByLabelText('Email'), 'ana@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Only super admins can invite here');
  });
});
