import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../testing/renderArea';
import { IamPage } from './IamPage';

afterEach(cleanup);

const user = (id: number, name: string) => ({
  id,
  email: `${name.toLowerCase()}@demo.test`,
  name,
  isActive: true,
  isNewUser: false,
  isSuperAdmin: false,
  lastSignIn: null,
  createdAt: '2026-01-01T00:00:00Z',
  assignments: [],
});

describe('IamPage', () => {
  it('lists the users of the selected branch in the branch module', async () => {
    const list = vi.fn(async () => ({ items: [user(1, 'Sam'), user(2, 'Ben')], pageIndex: 0, pageSize: 10, total: 2 }));
    renderArea(IamPage, '/branch-module/iam', {
      api: { users: { list } },
      selection: { organization: { id: 1 }, branch: { id: 10 } },
    });
    expect(await screen.findByRole('link', { name: 'Ben' })).toBeTruthy();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ branchId: 10, pageIndex: 0 }));
    expect(list).not.toHaveBeenCalledWith(expect.objectContaining({ organizationId: expect.anything() }));
    expect(screen.getByRole('link', { name: 'Ben' }).getAttribute('href')).toBe('/branch-module/user-detail/2');
  });

  it('does not let the signed-in user deactivate themselves', async () => {
    const list = vi.fn(async () => ({ items: [user(1, 'Sam'), user(2, 'Ben')], pageIndex: 0, pageSize: 10, total: 2 }));
    renderArea(IamPage, '/super-admin/iam', { api: { users: { list } } });
    const ben = await screen.findByRole('button', { name: 'Deactivate Ben' });
    // Disabled with its reason, still focusable (aria-disabled).
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deactivate Sam' }).getAttribute('aria-disabled')).toBe('true'),
    );
    expect(ben.getAttribute('aria-disabled')).toBeNull();
  });

  it('shows nothing to manage without the selection the module needs', async () => {
    renderArea(IamPage, '/org-module/iam', { selection: {} });
    expect(await screen.findByText('Nothing selected')).toBeTruthy();
  });
});
