import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/Button';
import { expectNoAxeViolations } from '../testing/axe';
import { SectionCard } from './SectionCard';
import '../styles.css';

describe('SectionCard', () => {
  it('is a section named by its heading, with its actions beside the title', async () => {
    const onAdd = vi.fn();
    const screen = await render(
      <SectionCard
        title="API keys"
        description="Keys call the endpoint."
        actions={<Button onClick={onAdd}>Add</Button>}
      >
        <p>Two keys</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'API keys' });
    await expect.element(region.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
    await expect.element(region.getByText('Two keys')).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(screen.container);
  });

  it('takes a third-level heading inside another section', async () => {
    const screen = await render(<SectionCard title="Versions" level={3} headingId="versions" />);
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Versions' })).toHaveAttribute('id', 'versions');
  });
});
