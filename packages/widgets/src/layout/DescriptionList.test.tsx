import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { DescriptionList } from './DescriptionList';
import { DetailCard } from './DetailCard';
import '../styles.css';

describe('DescriptionList and DetailCard', () => {
  const items = [
    { label: 'Runtime', value: 'vLLM' },
    { label: 'Replicas', value: '1 to 2' },
    { label: 'Endpoint', value: <code>https://example.test/v2/models/chat</code>, wide: true },
  ];

  it('pairs each label with its value, muted label over a prominent value', async () => {
    const screen = await render(<DetailCard title="Overview" items={items} />);
    const term = screen.getByRole('term').filter({ hasText: 'Runtime' });
    const value = screen.getByRole('definition').filter({ hasText: 'vLLM' });
    await expect.element(term).toBeVisible();
    await expect.element(value).toBeVisible();
    const termColour = getComputedStyle(term.element()).color;
    const valueColour = getComputedStyle(value.element()).color;
    expect(termColour).not.toBe(valueColour);
    await expect
      .element(
        screen
          .getByRole('definition')
          .filter({ hasText: 'example.test' })
          .getByText(/example/),
      )
      .toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('shows two columns when wide and one on a phone', async () => {
    const screen = await render(
      <>
        <div style={{ width: 900 }} data-testid="wide">
          <DescriptionList items={items} />
        </div>
        <div style={{ width: 340 }} data-testid="phone">
          <DescriptionList items={items} />
        </div>
      </>,
    );
    const columns = (id: string) => {
      const list = screen.getByTestId(id).element().querySelector('[data-slot="description-list"]') as HTMLElement;
      return getComputedStyle(list).gridTemplateColumns.split(' ').length;
    };
    expect(columns('wide')).toBe(2);
    expect(columns('phone')).toBe(1);
  });
});
