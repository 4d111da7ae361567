import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { ProjectPanel, type ProjectPanelProps } from './ProjectPanel';
import '../styles.css';

const project = { name: 'ml-lab', description: 'Vision models', organizationName: 'Acme', branchName: 'Vision' };
const tabs = [
  { id: 'overview', label: 'Overview', content: <p>Overview content</p> },
  { id: 'services', label: 'Services', content: <p>Services content</p> },
  { id: 'members', label: 'Members', content: <p>Members content</p> },
];

function panel(props: Partial<ProjectPanelProps> = {}) {
  return <ProjectPanel project={project} tabs={tabs} active={0} onActiveChange={() => {}} {...props} />;
}

describe('ProjectPanel', () => {
  it('opens the tab named by active, as ?active=N does', async () => {
    const screen = await render(panel({ active: 1 }));
    await expect.element(screen.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Services content');
    // The panel is named by its tab, and the tab controls it.
    const services = screen.getByRole('tabpanel', { name: 'Services' });
    await expect.element(services).toBeVisible();
    await expect
      .element(screen.getByRole('tab', { name: 'Services' }))
      .toHaveAttribute('aria-controls', services.element().id);
    await expectNoAxeViolations(screen.container);
  });

  it('moves between tabs with the arrow keys and reports the index', async () => {
    const onActiveChange = vi.fn();
    const screen = await render(panel({ onActiveChange }));
    screen.getByRole('tab', { name: 'Overview' }).element().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onActiveChange).toHaveBeenCalledWith(1);
  });

  it('makes the open tab the one tab stop; arrows wrap, Home and End reach the ends, a press opens a tab', async () => {
    const onActiveChange = vi.fn();
    const screen = await render(panel({ active: 1, onActiveChange }));
    const tab = (name: string) => screen.getByRole('tab', { name });
    await expect.element(tab('Services')).toHaveAttribute('tabindex', '0');
    await expect.element(tab('Overview')).toHaveAttribute('tabindex', '-1');
    await expect.element(tab('Members')).toHaveAttribute('tabindex', '-1');
    tab('Overview').element().focus();
    expect(onActiveChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onActiveChange).toHaveBeenLastCalledWith(2);
    expect(document.activeElement).toBe(tab('Members').element());
    await userEvent.keyboard('{Home}');
    expect(onActiveChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{End}');
    expect(onActiveChange).toHaveBeenLastCalledWith(2);
    onActiveChange.mockClear();
    // The open tab does not report itself again.
    tab('Services').element().focus();
    expect(onActiveChange).not.toHaveBeenCalled();
    await tab('Members').click();
    expect(onActiveChange).toHaveBeenLastCalledWith(2);
    // A click alone, as a screen reader's activation sends it (no press, no focus), opens the tab too.
    onActiveChange.mockClear();
    (tab('Overview').element() as HTMLElement).click();
    expect(onActiveChange).toHaveBeenLastCalledWith(0);
  });

  it('falls back to the first tab for an index out of range', async () => {
    const screen = await render(panel({ active: 7 }));
    await expect.element(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows loading and error states', async () => {
    const screen = await render(panel({ project: undefined }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading project…');
    await screen.rerender(panel({ project: undefined, error: { message: 'Project not found', status: 404 } }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Project not found');
  });
});
