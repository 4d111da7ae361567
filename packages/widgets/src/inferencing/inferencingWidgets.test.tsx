import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { DeploymentForm } from './DeploymentForm';
import { DeploymentKeys } from './DeploymentKeys';
import { DeploymentOverview } from './DeploymentOverview';
import { DeploymentSchedule } from './DeploymentSchedule';
import { DeploymentsTable } from './DeploymentsTable';
import {
  queuedDeployment,
  sampleDeployment,
  sampleDeployments,
  sampleKeys,
  sampleModel,
  sampleWindows,
} from './fixtures';
import '../styles.css';

describe('DeploymentsTable', () => {
  it('shows each deployment with its status and asks before deleting', async () => {
    const onDelete = vi.fn();
    const screen = await render(
      <DeploymentsTable
        page={{ items: sampleDeployments(4), pageIndex: 0, pageSize: 10, total: 4 }}
        onDelete={onDelete}
      />,
    );
    await expect.element(screen.getByRole('row').filter({ hasText: 'model-4' })).toHaveTextContent('Failed');
    await expect.element(screen.getByRole('row').filter({ hasText: 'model-2' })).toHaveTextContent('Deploying');
    await expectNoAxeViolations(screen.container);
    await userEvent.click(screen.getByRole('button', { name: 'Delete model-1' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
    await expect.poll(() => onDelete.mock.calls.length).toBe(1);
  });
});

describe('DeploymentsTable with a deployment in the capacity queue', () => {
  it('says it waits for capacity and why, in short, with the reason in full on hover', async () => {
    const queued = queuedDeployment(4);
    const screen = await render(
      <DeploymentsTable page={{ items: [...sampleDeployments(3), queued], pageIndex: 0, pageSize: 10, total: 4 }} />,
    );
    const row = screen.getByRole('row').filter({ hasText: 'model-4' });
    await expect.element(row).toHaveTextContent('Waiting for capacity');
    await expect.element(row).toHaveTextContent('Waiting for project quota');
    expect(row.element().querySelector('[title]')?.getAttribute('title')).toBe(queued.statusReason);
    await expect.element(screen.getByRole('row').filter({ hasText: 'model-1' })).not.toHaveTextContent('Waiting for');
  });
});

describe('DeploymentsTable without deploy', () => {
  it('tells someone who cannot deploy where deployments come from', async () => {
    const screen = await render(<DeploymentsTable page={{ items: [], pageIndex: 0, pageSize: 10, total: 0 }} />);
    await expect.element(screen.getByText('Deployments you are given access to appear here.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deploy a model' }).elements()).toHaveLength(0);
  });
});

describe('DeploymentForm', () => {
  it('starts prefilled from a catalog model and sends the body', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const model = sampleModel(1);
    const screen = await render(<DeploymentForm mode="create" models={[model]} model={model} onSubmit={onSubmit} />);
    await expect.element(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('phi-3-mini');
    await expect.element(screen.getByRole('textbox', { name: /Maximum replicas/ })).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Deploy' }));
    await expect
      .poll(() => onSubmit.mock.calls[0]?.[0])
      .toMatchObject({
        name: 'phi-3-mini',
        sourceType: 'PREDEFINED',
        predefinedModelId: 1,
        modelVersion: '4k-instruct-int4',
        replicasMax: 3,
      });
  });

  it('checks replicas itself and puts a server conflict on the name', async () => {
    const onSubmit = vi.fn().mockRejectedValue({
      status: 409,
      message: 'A deployment named chat already exists in this project',
      errors: { name: 'A deployment named chat already exists in this project' },
    });
    const screen = await render(
      <DeploymentForm mode="update" models={[sampleModel(1)]} deployment={sampleDeployment(1)} onSubmit={onSubmit} />,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: /Minimum replicas/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save and roll out' }));
    await expect.element(screen.getByText('At least the minimum replicas')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.fill(screen.getByRole('textbox', { name: /Minimum replicas/ }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save and roll out' }));
    await expect.element(screen.getByText('A deployment named chat already exists in this project')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });
});

describe('DeploymentKeys', () => {
  it('shows a new secret once, until dismissed', async () => {
    const onCreate = vi.fn().mockResolvedValue({ ...sampleKeys[0], keyId: 2, name: 'ci', secret: 'sk-Secret123456' });
    const screen = await render(<DeploymentKeys keys={sampleKeys} onCreate={onCreate} onRevoke={() => {}} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Key name' }), 'ci');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await expect.element(screen.getByLabelText('New API key secret')).toHaveValue('sk-Secret123456');
    await expectNoAxeViolations(screen.container);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await expect.element(screen.getByLabelText('New API key secret')).not.toBeInTheDocument();
  });
});

describe('DeploymentSchedule', () => {
  it('sends a window and shows the server’s field error on it', async () => {
    const onAdd = vi
      .fn()
      .mockRejectedValue({ status: 400, message: 'Validation failed', errors: { start: 'Overlaps window 1' } });
    const screen = await render(<DeploymentSchedule windows={sampleWindows} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add window' }));
    await expect
      .poll(() => onAdd.mock.calls[0]?.[0])
      .toMatchObject({
        weekDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
        start: '08:00',
        end: '18:00',
      });
    await expect.element(screen.getByText('Overlaps window 1')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('edits a window in place, with the server’s field errors on the editor', async () => {
    const onUpdate = vi
      .fn()
      .mockRejectedValueOnce({ status: 400, message: 'Validation failed', errors: { weekDays: 'Overlaps window 2' } })
      .mockResolvedValueOnce(undefined);
    const onAdd = vi.fn();
    const screen = await render(<DeploymentSchedule windows={sampleWindows} onAdd={onAdd} onUpdate={onUpdate} />);
    await userEvent.click(
      screen.getByRole('button', {
        name: /^Edit window Monday, Tuesday, Wednesday, Thursday,? and Friday 08:00–18:00$/,
      }),
    );
    const editor = screen.getByRole('form', {
      name: /^Edit uptime window Monday, Tuesday, Wednesday, Thursday,? and Friday 08:00–18:00$/,
    });
    await expect.element(editor.getByRole('button', { name: 'Friday' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(editor.getByRole('combobox', { name: /Time zone/ })).toHaveValue('Europe/Berlin');
    await userEvent.click(editor.getByRole('button', { name: 'Friday' }));
    await userEvent.click(editor.getByRole('button', { name: 'Save window' }));
    await expect.element(editor.getByText('Overlaps window 2')).toBeVisible();
    expect(onUpdate.mock.calls[0]?.[0]).toMatchObject({ id: 1 });
    expect(onUpdate.mock.calls[0]?.[1]).toEqual({
      weekDays: ['MON', 'TUE', 'WED', 'THU'],
      start: '08:00',
      end: '18:00',
      timeZone: 'Europe/Berlin',
    });
    await expectNoAxeViolations(screen.container);
    await userEvent.click(editor.getByRole('button', { name: 'Save window' }));
    await expect.element(screen.getByRole('form', { name: 'Add uptime window' })).toBeVisible();
    expect(onUpdate).toHaveBeenCalledTimes(2);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('offers no editor and no window actions to someone who may only read', async () => {
    const screen = await render(<DeploymentSchedule windows={sampleWindows} />);
    await expect.element(screen.getByText('Europe/Berlin')).toBeVisible();
    expect(screen.getByRole('button', { name: /Edit window|Remove window|Add window/ }).elements()).toHaveLength(0);
  });
});

describe('DeploymentOverview', () => {
  it('offers Start, with a confirmation, on a stopped deployment', async () => {
    const onResume = vi.fn();
    const stopped = sampleDeployment(1, { status: 'STOPPED', statusReason: 'Stopped after 7 days paused' });
    const screen = await render(<DeploymentOverview deployment={stopped} onResume={onResume} />);
    await expect.element(screen.getByText('Stopped after 7 days paused', { exact: false })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: 'Start' }));
    await expect.poll(() => onResume.mock.calls.length).toBe(1);
  });

  it('shows a queued deployment waiting for capacity with the reason, and offers Pause to take it out of the queue', async () => {
    const onPause = vi.fn();
    const screen = await render(<DeploymentOverview deployment={queuedDeployment()} onPause={onPause} />);
    await expect.element(screen.getByText('Waiting for capacity')).toBeVisible();
    await expect.element(screen.getByText(/Waiting for quota: Vision Lab may hold 4 GPUs/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resume' }).elements()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: 'Pause' }));
    await expect.poll(() => onPause.mock.calls.length).toBe(1);
    await expectNoAxeViolations(screen.container);
  });

  it('keeps the status and its reason apart from the actions, with the example request in a code block', async () => {
    const failed = sampleDeployment(1, { status: 'FAILED', statusReason: 'Image pull failed' });
    const screen = await render(<DeploymentOverview deployment={failed} onEdit={() => {}} onDelete={() => {}} />);
    const status = screen.container.querySelector('[data-slot="resource-status"]') as HTMLElement;
    const actions = screen.container.querySelector('[data-slot="resource-actions"]') as HTMLElement;
    expect(status.textContent).toContain('Failed');
    expect(status.querySelector('[data-slot="status-reason"]')?.textContent).toBe('Image pull failed');
    expect(actions.contains(screen.getByRole('button', { name: 'Edit' }).element())).toBe(true);
    expect(status.contains(actions)).toBe(false);
    const badge = status.querySelector('[data-slot="status-badge"]') as HTMLElement;
    const reason = status.querySelector('[data-slot="status-reason"]') as HTMLElement;
    expect(reason.getBoundingClientRect().left).toBeGreaterThan(badge.getBoundingClientRect().right);
    await expect.element(screen.getByRole('definition').filter({ hasText: failed.endpointUrl })).toBeVisible();
    const code = screen.getByRole('region', { name: 'curl' }).element();
    expect(getComputedStyle(code.querySelector('pre') as Element).fontFamily).toMatch(/mono/i);
    await expect.element(screen.getByRole('button', { name: 'Copy example request' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });
});
