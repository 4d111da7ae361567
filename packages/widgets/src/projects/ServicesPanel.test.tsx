import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleProjectServices, sampleServices } from './fixtures';
import { ServicesPanel, type ServicesPanelProps } from './ServicesPanel';
import type { ProjectServiceRow } from './types';
import '../styles.css';

function panel(props: Partial<ServicesPanelProps<ProjectServiceRow>> = {}) {
  return (
    <ServicesPanel
      services={sampleProjectServices()}
      available={sampleServices.filter((s) => s.id === 2 || s.id === 6)}
      canAdd
      onAdd={() => {}}
      canRedeploy={() => true}
      onRedeploy={() => {}}
      canRemove={() => true}
      onRemove={() => {}}
      {...props}
    />
  );
}

describe('ServicesPanel', () => {
  it("shows each service's status and quota", async () => {
    const screen = await render(panel());
    const storage = screen.getByRole('listitem').filter({ hasText: 'Object storage' });
    await expect.element(storage).toHaveTextContent('Provisioning');
    await expect
      .element(screen.getByRole('meter', { name: 'Container registry quota used' }))
      .toHaveAttribute('value', '12');
    await expect.element(screen.getByText('12 of 50 used')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('adds a chosen service by keyboard', async () => {
    const onAdd = vi.fn();
    const screen = await render(panel({ onAdd }));
    await expect.element(screen.getByRole('button', { name: 'Add service' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service to add' }), 'AI inferencing');
    screen.getByRole('button', { name: 'Add service' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith(6);
  });

  it('redeploys, and removes only after confirmation', async () => {
    const onRedeploy = vi.fn();
    const onRemove = vi.fn();
    const screen = await render(panel({ onRedeploy, onRemove }));
    await userEvent.click(screen.getByRole('button', { name: 'Redeploy Notebook hub' }));
    expect(onRedeploy).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 5 }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Notebook hub' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Remove Notebook hub?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Notebook hub' }));
    await userEvent.click(page.getByRole('button', { name: 'Remove', exact: true }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ serviceId: 5 }));
  });

  it('offers only what the role allows', async () => {
    const screen = await render(
      panel({ canAdd: false, canRemove: () => false, canRedeploy: () => ({ reason: 'Only project admins redeploy' }) }),
    );
    expect(screen.getByRole('combobox', { name: 'Service to add' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: /^Remove/ }).query()).toBeNull();
    await expect
      .element(screen.getByRole('button', { name: 'Redeploy Container registry' }))
      .toHaveAccessibleDescription('Only project admins redeploy');
  });

  it('shows loading, error and empty states', async () => {
    const screen = await render(panel({ services: undefined, loading: true }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading services…');
    await screen.rerender(panel({ services: undefined, error: { message: 'Project not found', status: 404 } }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Project not found');
    await screen.rerender(panel({ services: [] }));
    await expect.element(screen.getByText('No services yet')).toBeVisible();
  });
});

describe('ServicesPanel failures', () => {
  it('shows why an add failed instead of dropping the error', async () => {
    const onAdd = vi.fn().mockRejectedValue({ message: 'Quota exceeded for AI inferencing', status: 400 });
    const screen = await render(panel({ onAdd }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service to add' }), 'AI inferencing');
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Quota exceeded for AI inferencing');
  });
});
