import preflight from 'tailwindcss/preflight.css?raw';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DateField } from '../date/DateField';
import { colourBehind, contrast, controlsWithoutEdge, toRgba } from '../testing/controlEdges';
import type { ThemeMode } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import '../styles.css';

/** Host stylesheets of the kinds real pages have; none may take a control's edge away. */
const hosts: Record<string, string> = {
  'no host CSS': '',
  "Tailwind's preflight": `@layer base { ${preflight} }`,
  'a careless host': `input, select, textarea { border: 0; background: transparent; outline: none; box-shadow: none; }
    .form-control, form input, label > input { border: none; } * { border-color: transparent; }`,
};

let hostStyle: HTMLStyleElement | null = null;
afterEach(() => {
  hostStyle?.remove();
  hostStyle = null;
});

function useHost(css: string) {
  hostStyle = document.createElement('style');
  hostStyle.textContent = css;
  document.head.prepend(hostStyle);
}

function Controls({ theme }: { theme: ThemeMode }) {
  return (
    <WidgetRoot appearance={{ theme }} data-testid="root" style={{ padding: 16, display: 'grid', gap: 8 }}>
      <label>
        Name <input type="text" className="form-control" />
      </label>
      <label>
        Search <input type="search" placeholder="Search projects" />
      </label>
      <label>
        Email <input type="email" />
      </label>
      <label>
        Replicas <input type="number" />
      </label>
      <label>
        Status
        <select>
          <option>Any</option>
        </select>
      </label>
      <label>
        Description <textarea />
      </label>
      <DateField label="Start date" />
      <label>
        <input type="checkbox" /> Enabled
      </label>
    </WidgetRoot>
  );
}

describe('controls', () => {
  for (const [host, css] of Object.entries(hosts)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`given ${host}, every text control keeps an edge of 3:1 in the ${theme} theme`, async () => {
        useHost(css);
        const screen = await render(<Controls theme={theme} />);
        const root = screen.getByTestId('root').element();
        expect(root.querySelectorAll('input, select, textarea').length).toBeGreaterThanOrEqual(8);
        expect(controlsWithoutEdge(root)).toEqual([]);
      });
    }
  }

  it('given a host rule that does remove the border, the check reports the field by name', async () => {
    useHost('#hostile input[type="search"] { border: 0 !important; }');
    const screen = await render(
      <div id="hostile">
        <Controls theme="light" />
      </div>,
    );
    expect(controlsWithoutEdge(screen.container)).toEqual(['input "Search projects": border 0px at 0.00:1']);
  });

  it('the dark theme darkens the surface and lightens the text', async () => {
    const screen = await render(<Controls theme="dark" />);
    const input = screen.getByRole('textbox', { name: 'Name' }).element();
    const text = toRgba(getComputedStyle(input).color);
    const behind = colourBehind(input);
    expect(behind[0] + behind[1] + behind[2]).toBeLessThan(3 * 64);
    expect(contrast(text, behind)).toBeGreaterThan(7);
  });

  it('a focused field shows a ring in the focus colour; an invalid one a border in the danger colour', async () => {
    const screen = await render(
      <WidgetRoot appearance={{ variables: { colorFocusRing: 'rgb(1, 2, 3)', colorDanger: 'rgb(200, 0, 0)' } }}>
        <input aria-label="Plain" />
        <input aria-label="Wrong" aria-invalid="true" />
      </WidgetRoot>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Plain' }));
    const plain = getComputedStyle(screen.getByRole('textbox', { name: 'Plain' }).element());
    // The border eases into the focus colour over 120 ms.
    await expect.poll(() => plain.borderBottomColor).toBe('rgb(1, 2, 3)');
    expect(Number.parseFloat(plain.outlineWidth)).toBeGreaterThanOrEqual(2);
    expect(plain.outlineStyle).toBe('solid');
    expect(getComputedStyle(screen.getByRole('textbox', { name: 'Wrong' }).element()).borderBottomColor).toBe(
      'rgb(200, 0, 0)',
    );
  });

  it('a checkbox is drawn at its size, not reset away', async () => {
    useHost(`@layer base { ${preflight} }`);
    const screen = await render(<Controls theme="light" />);
    const box = screen.getByRole('checkbox', { name: 'Enabled' }).element().getBoundingClientRect();
    expect(box.width).toBe(16);
    expect(box.height).toBe(16);
  });
});
