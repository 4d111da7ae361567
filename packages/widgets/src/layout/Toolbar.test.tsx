import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../button/Button';
import { expectNoAxeViolations } from '../testing/axe';
import { Toolbar } from './Toolbar';
import '../styles.css';

describe('Toolbar', () => {
  it('puts search, filters and actions in one row, wrapping when narrow', async () => {
    const screen = await render(
      <div style={{ width: 300 }}>
        <Toolbar
          search={<input type="search" aria-label="Search deployments" />}
          filters={
            <select aria-label="Status">
              <option>All</option>
            </select>
          }
          actions={<Button variant="primary">Deploy a model</Button>}
        />
      </div>,
    );
    await expect.element(screen.getByRole('searchbox', { name: 'Search deployments' })).toBeVisible();
    const toolbar = screen.container.querySelector('[data-slot="toolbar"]') as HTMLElement;
    expect(getComputedStyle(toolbar).flexWrap).toBe('wrap');
    expect(toolbar.scrollWidth).toBeLessThanOrEqual(300);
    await expectNoAxeViolations(screen.container);
  });
});
