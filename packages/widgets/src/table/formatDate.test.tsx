import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { setProviderLocale } from '../provider/providerLocale';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import { formatDate, formatDateTime } from './formatDate';

const noon = '2026-01-02T12:00:00Z';

afterEach(() => setProviderLocale(undefined));

function Cell() {
  // As a table column calls it: a plain function, no hook.
  return <span data-testid="cell">{formatDate(noon)}</span>;
}

describe('formatDate and formatDateTime', () => {
  it('use the browser locale outside a provider', () => {
    expect(formatDate(noon)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(noon)));
  });

  it('use the locale they are given', () => {
    expect(formatDate(noon, 'de-DE')).toBe('02.01.2026');
    expect(formatDate(noon, 'en-US')).toBe('Jan 2, 2026');
    expect(formatDateTime(noon, 'de-DE')).toMatch(/^02\.01\.2026, \d\d:\d\d$/);
  });

  it("use the provider's locale inside a WidgetsProvider, and follow a change of it", async () => {
    const screen = await render(
      <WidgetsProvider locale="de-DE">
        <Cell />
      </WidgetsProvider>,
    );
    await expect.element(screen.getByTestId('cell')).toHaveTextContent('02.01.2026');
    await screen.rerender(
      <WidgetsProvider locale="en-US">
        <Cell />
      </WidgetsProvider>,
    );
    await expect.element(screen.getByTestId('cell')).toHaveTextContent('Jan 2, 2026');
  });

  it('show text that is not a date as is', () => {
    expect(formatDate('soon', 'de-DE')).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
