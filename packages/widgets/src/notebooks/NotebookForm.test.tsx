import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleChoices } from './fixtures';
import { NotebookForm } from './NotebookForm';
import '../styles.css';

describe('NotebookForm', () => {
  it('sends numbers for the numeric fields', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const screen = await render(<NotebookForm mode="create" choices={sampleChoices} onSubmit={onSubmit} />);
    await userEvent.fill(screen.getByRole('textbox', { name: /Name/ }), 'lab-1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Image/ }), 'jupyter-pytorch-cuda');
    await userEvent.fill(screen.getByRole('spinbutton', { name: /GPUs/ }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create notebook' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'lab-1',
        imageId: 'jupyter-pytorch-cuda',
        size: 'SMALL',
        gpuCount: 2,
        storageGiB: 20,
        idleTimeoutMinutes: 60,
      }),
    );
    await expectNoAxeViolations(screen.container);
  });

  it('keeps storage from shrinking on update and puts server details on their fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('Conflict'), {
        status: 409,
        errors: { name: 'A notebook named lab-2 already exists in this project' },
      });
    });
    const screen = await render(
      <NotebookForm
        mode="update"
        choices={sampleChoices}
        initialValues={{
          name: 'lab-1',
          imageId: 'jupyter-datascience',
          size: 'SMALL',
          gpuCount: 0,
          storageGiB: 50,
          idleTimeoutMinutes: 0,
        }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.fill(screen.getByRole('spinbutton', { name: /Storage/ }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByText('At least 50')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.fill(screen.getByRole('spinbutton', { name: /Storage/ }), '60');
    await userEvent.fill(screen.getByRole('textbox', { name: /Name/ }), 'lab-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .element(screen.getByRole('textbox', { name: /Name/ }))
      .toHaveAccessibleDescription(/already exists in this project/);
  });
});
