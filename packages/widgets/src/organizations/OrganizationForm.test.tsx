import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { OrganizationForm } from './OrganizationForm';
import '../styles.css';

describe('OrganizationForm', () => {
  it('creates with blank optional fields sent as null', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ id: 1 });
    const screen = await render(<OrganizationForm mode="create" onSubmit={onSubmit} />);
    await userEvent.fill(screen.getByRole('textbox', { name: /Name/ }), '  Acme  ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Acme', description: '', contactEmail: null, logo: null });
    await expectNoAxeViolations(screen.container);
  });

  it('refuses a missing name and a non-http logo before sending', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<OrganizationForm mode="create" onSubmit={onSubmit} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Logo URL' }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Enter a name');
    await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await expect
      .element(screen.getByRole('textbox', { name: 'Logo URL' }))
      .toHaveAccessibleDescription(/Enter an http or https address/);
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(screen.container);
  });

  it('updates from initial values and shows the server validation at the field', async () => {
    const onSubmit = vi.fn().mockRejectedValue({
      message: 'Validation failed',
      status: 400,
      errors: { name: 'An organization with this name exists' },
    });
    const screen = await render(
      <OrganizationForm mode="update" initialValues={{ name: 'Acme', contactEmail: null }} onSubmit={onSubmit} />,
    );
    await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await expect.element(name).toHaveAccessibleDescription('An organization with this name exists');
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts a 409 on the field it names, replacing an earlier form-level error instead of adding a banner', async () => {
    const conflict = 'An organization named Acme AI already exists';
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ message: 'The admin API is restarting', status: 503 })
      .mockRejectedValueOnce({ message: conflict, status: 409, errors: { name: conflict } });
    const screen = await render(<OrganizationForm mode="create" onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await userEvent.fill(name, 'Acme AI');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('The admin API is restarting');

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveAccessibleDescription(conflict);
    expect(screen.getByRole('alert').query()).toBeNull();
    await expectNoAxeViolations(screen.container);
  });

  it('cancels by keyboard', async () => {
    const onCancel = vi.fn();
    const screen = await render(<OrganizationForm mode="create" onSubmit={vi.fn()} onCancel={onCancel} />);
    screen.getByRole('button', { name: 'Cancel' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
