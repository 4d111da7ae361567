import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleDetailsDdl, sampleDetailsGroups, sampleDetailsServices } from './fixtures';
import { ProjectDetails, type ProjectDetailsProps } from './ProjectDetails';
import '../styles.css';

function details(props: Partial<ProjectDetailsProps> = {}) {
  return (
    <ProjectDetails
      projectName="Vision Lab"
      status={{ data: sampleDetailsServices }}
      current={{ data: sampleDetailsServices }}
      groups={{ data: sampleDetailsGroups }}
      ddl={{ data: sampleDetailsDdl }}
      {...props}
    />
  );
}

describe('ProjectDetails', () => {
  it('shows status, current services, groups and the project list', async () => {
    const screen = await render(details());
    await expect.element(screen.getByRole('region', { name: 'Vision Lab details' })).toBeVisible();
    await expect.element(screen.getByRole('table', { name: 'Status' })).toHaveTextContent('Provisioning');
    await expect.element(screen.getByRole('list', { name: 'Current services' })).toHaveTextContent('Failed');
    await expect
      .element(screen.getByRole('list', { name: 'Members of Vision Lab members' }))
      .toHaveTextContent('Ida Inactive');
    await expect
      .element(screen.getByRole('region', { name: 'Projects of the branch (DDL)' }))
      .toHaveTextContent('100 Vision Lab');
    await expect.element(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('shows each part loading, empty or failed on its own', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      details({
        status: { data: [] },
        current: { data: undefined },
        groups: { data: undefined, error: { status: 500, message: 'The server failed' }, onRetry },
        ddl: { data: [] },
      }),
    );
    await expect.element(screen.getByText('No services in this project')).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading the current services…');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('The server failed');
    await expect.element(screen.getByText('No projects to list')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(screen.container);
  });

  it('renders names from the API as text, never as markup', async () => {
    const screen = await render(details({ ddl: { data: [{ id: 7, name: '<img src=x onerror=alert(1)>' }] } }));
    await expect
      .element(screen.getByRole('region', { name: 'Projects of the branch (DDL)' }))
      .toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.container.querySelector('img')).toBeNull();
  });
});
