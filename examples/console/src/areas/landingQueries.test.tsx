import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orgAdminSpace, renderConsole, selectedProject } from '../testing/renderConsole';

afterEach(cleanup);

const pending = () => new Promise<never>(() => {});

/** How many different list queries of `group` the cache holds: more than one means two requests for one list. */
function listEntries(queryClient: ReturnType<typeof renderConsole>['queryClient'], group: string) {
  return queryClient.getQueryCache().findAll({ queryKey: [group, 'list'] });
}

describe('landing lists requested by the route loader', () => {
  it('the organizations page reads the page the loader asked for (one request, one cache entry)', async () => {
    localStorage.clear();
    const list = vi.fn(pending);
    const { queryClient } = renderConsole('/super-admin/organizations', {
      space: { ...orgAdminSpace, isSuperAdmin: true },
      selection: {},
      api: { organizations: { list } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations' })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ pageIndex: 0, pageSize: 10 });
    expect(listEntries(queryClient, 'organizations')).toHaveLength(1);
  });

  it.each(['/org-module/branches', '/branch-module/branches'])(
    '%s reads the selected organization’s branches the loader asked for',
    async (path) => {
      localStorage.clear();
      const list = vi.fn(pending);
      const { queryClient } = renderConsole(path, {
        space: { ...orgAdminSpace, isSuperAdmin: true },
        selection: { organization: { id: 1 }, branch: { id: 10 } },
        api: { branches: { list } },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Branches' })).toBeTruthy();
      expect(list).toHaveBeenCalledTimes(1);
      expect(list).toHaveBeenCalledWith({ pageIndex: 0, pageSize: 10, organizationId: 1 });
      expect(listEntries(queryClient, 'branches')).toHaveLength(1);
    },
  );

  const selection = { organization: { id: 1 }, branch: { id: 10 }, project: selectedProject };

  it.each(['/project-module/project-panel', '/project-member-module/project-panel'])(
    '%s reads the selected project the loader asked for, and asks for its members only after the first screen',
    async (path) => {
      localStorage.clear();
      const get = vi.fn(pending);
      const users = vi.fn(pending);
      renderConsole(path, {
        space: { ...orgAdminSpace, isSuperAdmin: true },
        selection,
        api: { projects: { get, users } },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Project Panel' })).toBeTruthy();
      expect(get).toHaveBeenCalledTimes(1);
      expect(get).toHaveBeenCalledWith(100);
      // The project's answer (the first screen's data) has not come: its members wait.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(users).not.toHaveBeenCalled();
    },
  );

  it('asks for the members at once when their tab is open', async () => {
    localStorage.clear();
    const users = vi.fn(pending);
    renderConsole('/project-module/project-panel?active=1', {
      space: { ...orgAdminSpace, isSuperAdmin: true },
      selection,
      api: { projects: { get: vi.fn(pending), users } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Panel' })).toBeTruthy();
    await vi.waitFor(() => expect(users).toHaveBeenCalledWith(100));
  });

  // Last: once a first screen has painted, it has for the rest of the page (and of this file).
  it('asks for the members once the project’s services have painted', async () => {
    localStorage.clear();
    const users = vi.fn(async () => []);
    const get = vi.fn(async () => ({
      id: 100,
      name: 'Vision Lab',
      description: '',
      organizationName: 'Acme AI',
      branchName: 'Research',
      isAdmin: true,
      services: [{ serviceId: 1, name: 'Container', status: 'READY', quota: 4, used: 1 }],
    }));
    renderConsole('/project-module/project-panel', {
      space: { ...orgAdminSpace, isSuperAdmin: true },
      selection,
      api: { projects: { get, users, availableServices: async () => [] } },
    });
    expect(await screen.findByText('Container')).toBeTruthy();
    await vi.waitFor(() => expect(users).toHaveBeenCalledWith(100));
    expect(users).toHaveBeenCalledTimes(1);
  });
});
