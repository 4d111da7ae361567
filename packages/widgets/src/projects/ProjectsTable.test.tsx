import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleProjects, sampleServices } from './fixtures';
import { ProjectsTable, type ProjectsTableProps } from './ProjectsTable';
import type { ProjectRow } from './types';
import '../styles.css';

const firstPage = { items: sampleProjects(10), pageIndex: 0, pageSize: 10, total: 31 };

function projects(props: Partial<ProjectsTableProps<ProjectRow>> = {}) {
  return <ProjectsTable page={firstPage} services={sampleServices} onFavoriteChange={() => {}} {...props} />;
}

describe('ProjectsTable', () => {
  it('lists projects with their services and favorites', async () => {
    const screen = await render(projects());
    await expect.element(screen.getByRole('cell', { name: 'ml-lab-2', exact: true })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Favorite ml-lab-3', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Favorite ml-lab-1', exact: true }))
      .toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(screen.container);
  });

  it('toggles a favorite by keyboard and waits for the save', async () => {
    let finish: () => void = () => {};
    const onFavoriteChange = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const screen = await render(projects({ onFavoriteChange }));
    const star = screen.getByRole('button', { name: 'Favorite ml-lab-1', exact: true });
    star.element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onFavoriteChange).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);
    await expect.element(star).toHaveAttribute('aria-busy', 'true');
    finish();
    await expect.element(star).not.toHaveAttribute('aria-busy');
  });

  it('filters by service from the first page, as a controlled list', async () => {
    const onValueChange = vi.fn();
    const value = { pageIndex: 2, pageSize: 10, search: '', filters: { serviceId: null } };
    const screen = await render(projects({ value, onValueChange }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Notebook hub');
    expect(onValueChange).toHaveBeenLastCalledWith({ ...value, pageIndex: 0, filters: { serviceId: 5 } });
    // Controlled: the select shows what the host says, not what was picked.
    await expect.element(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('');
    await screen.rerender(projects({ value: { ...value, filters: { serviceId: 5 } }, onValueChange }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'All services');
    expect(onValueChange).toHaveBeenLastCalledWith({ ...value, pageIndex: 0, filters: { serviceId: null } });
  });

  it('asks before deleting a project', async () => {
    const onDelete = vi.fn();
    const screen = await render(projects({ onDelete }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete ml-lab-4' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Delete ml-lab-4?' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Delete', exact: true }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  it('says when filters match nothing', async () => {
    const screen = await render(
      projects({
        page: { items: [], pageIndex: 0, pageSize: 10, total: 0 },
        defaultValue: { filters: { serviceId: 6 } },
      }),
    );
    await expect.element(screen.getByText('No project matches these filters')).toBeVisible();
  });
});

describe('ProjectsTable focus', () => {
  it('keeps focus on the star after toggling by keyboard, even as the host re-renders', async () => {
    const onFavoriteChange = vi.fn();
    const screen = await render(projects({ onFavoriteChange }));
    const star = screen.getByRole('button', { name: 'Favorite ml-lab-1', exact: true });
    star.element().focus();
    await userEvent.keyboard('{Enter}');
    // a new callback each render is what an inline arrow in the host gives
    await screen.rerender(projects({ onFavoriteChange: vi.fn() }));
    await expect.element(star).toHaveFocus();
  });
});
