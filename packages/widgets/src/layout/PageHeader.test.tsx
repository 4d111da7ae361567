import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { PageHeader } from './PageHeader';
import '../styles.css';

describe('PageHeader', () => {
  it('gives the page its single h1 and offers its actions as buttons', async () => {
    const onCreate = vi.fn();
    const onExport = vi.fn();
    const screen = await render(
      <PageHeader
        title="Deployments"
        headingId="page-title"
        description="Models served from this project."
        breadcrumbs={
          <nav aria-label="Breadcrumb">
            <ol>
              <li>
                <a href="/projects">Projects</a>
              </li>
              <li aria-current="page">Deployments</li>
            </ol>
          </nav>
        }
        primaryAction={{ label: 'Deploy a model', onClick: onCreate }}
        secondaryActions={[{ label: 'Export', onClick: onExport }]}
        actions={<a href="/tickets/new">Open a ticket</a>}
      />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Deployments' }))
      .toHaveAttribute('id', 'page-title');
    expect(screen.getByRole('heading', { level: 1 }).elements()).toHaveLength(1);
    await expect.element(screen.getByText('Models served from this project.')).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    const create = screen.getByRole('button', { name: 'Deploy a model' });
    await expect.element(create).toHaveAttribute('data-variant', 'primary');
    await expect.element(create).toHaveAttribute('type', 'button');
    await expect.element(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(create);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(onExport).toHaveBeenCalledTimes(1);
    // A link among the actions stays a link, drawn with a button's edge.
    const link = screen.getByRole('link', { name: 'Open a ticket' }).element();
    expect(getComputedStyle(link).borderTopWidth).toBe('1px');
    await expectNoAxeViolations(screen.container);
  });

  it('leaves out the actions row when there are none', async () => {
    const screen = await render(<PageHeader title="Projects" />);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    expect(screen.container.querySelector('[data-slot="page-header-actions"]')).toBeNull();
  });

  it('wraps its actions under the title on a narrow screen', async () => {
    const screen = await render(
      <div style={{ width: 320 }}>
        <PageHeader
          title="A rather long deployment detail title"
          primaryAction={{ label: 'Deploy a model', onClick: () => {} }}
          secondaryActions={[{ label: 'Export', onClick: () => {} }]}
        />
      </div>,
    );
    const header = screen.container.querySelector('[data-slot="page-header"]') as HTMLElement;
    expect(header.scrollWidth).toBeLessThanOrEqual(320);
    const title = screen.getByRole('heading', { level: 1 }).element().getBoundingClientRect();
    const button = screen.getByRole('button', { name: 'Deploy a model' }).element().getBoundingClientRect();
    expect(button.top).toBeGreaterThanOrEqual(title.bottom);
  });
});
