import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleServices } from './fixtures';
import { ProjectForm, type ProjectFormProps } from './ProjectForm';
import '../styles.css';

const branches = [
  { id: 2, name: 'Vision' },
  { id: 3, name: 'Speech' },
];

function projectForm(props: Partial<ProjectFormProps> = {}) {
  return <ProjectForm mode="create" branches={branches} services={sampleServices} onSubmit={vi.fn()} {...props} />;
}

describe('ProjectForm', () => {
  it('creates a project in a branch with the services to provision', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ id: 9 });
    const screen = await render(projectForm({ onSubmit }));
    await userEvent.fill(screen.getByRole('textbox', { name: /Name/ }), 'ml-lab');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Branch/ }), 'Speech');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Object storage' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notebook hub' }));
    await expectNoAxeViolations(screen.container);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith({
      branchId: 3,
      name: 'ml-lab',
      description: '',
      logo: null,
      services: [{ serviceId: 3 }, { serviceId: 5 }],
    });
  });

  it('requires a branch and shows a server error on the services', async () => {
    const onSubmit = vi.fn().mockRejectedValue({
      message: 'Validation failed',
      status: 400,
      errors: { services: 'Notebook hub needs object storage' },
    });
    const screen = await render(projectForm({ onSubmit }));
    await userEvent.fill(screen.getByRole('textbox', { name: /Name/ }), 'ml-lab');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect
      .element(screen.getByRole('combobox', { name: /Branch/ }))
      .toHaveAccessibleDescription('Choose a branch');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Branch/ }), 'Vision');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect
      .element(screen.getByRole('group', { name: 'Services to provision' }))
      .toHaveAccessibleDescription(/Notebook hub needs object storage/);
  });

  it('leaves out the services group when no services are offered (services managed elsewhere)', async () => {
    const screen = await render(
      projectForm({ mode: 'update', services: [], initialValues: { name: 'ml-lab', branchId: 2 } }),
    );
    await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('ml-lab');
    expect(screen.container.querySelector('fieldset')).toBeNull();
  });

  it('keeps the branch fixed when updating', async () => {
    const screen = await render(
      projectForm({ mode: 'update', initialValues: { name: 'ml-lab', branchId: 2, serviceIds: [1] } }),
    );
    await expect.element(screen.getByRole('combobox', { name: /Branch/ })).toBeDisabled();
    await expect.element(screen.getByRole('checkbox', { name: 'Container registry' })).toBeChecked();
  });
});
