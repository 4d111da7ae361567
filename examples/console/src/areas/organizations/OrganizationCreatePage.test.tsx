import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedBy, renderArea } from '../testing/renderArea';
import { OrganizationCreatePage } from './OrganizationCreatePage';

afterEach(cleanup);

describe('OrganizationCreatePage', () => {
  it('creates the organization and returns to the list', async () => {
    const create = vi.fn(async (body: { name: string }) => ({ id: 7, ...body }));
    const { navigate } = renderArea(OrganizationCreatePage, '/super-admin/organization/create', {
      api: { organizations: { create } },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Initech');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/super-admin/organizations'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Initech', contactEmail: null, logo: null }));
  });

  it('puts a 400 on the field it names and stays on the form', async () => {
    const create = vi.fn(async () => {
      throw Object.assign(new Error('Validation failed'), { status: 400, errors: { name: 'Name is taken' } });
    });
    const { navigate } = renderArea(OrganizationCreatePage, '/super-admin/organization/create', {
      api: { organizations: { create } },
    });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Acme AI');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(describedBy(name)).toContain('Name is taken'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(navigate).not.toHaveBeenCalled();
  });
});
