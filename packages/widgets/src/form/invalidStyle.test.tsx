import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { WidgetRoot } from '../theme/WidgetRoot';
import '../styles.css';

/** The danger colour as the browser resolves it, read from a probe styled with the same token. */
function dangerColor(root: HTMLElement) {
  const probe = document.createElement('span');
  probe.style.color = 'var(--cw-danger)';
  root.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

describe('invalid form controls', () => {
  it('given an invalid text input, textarea and select, each shows the danger border and a valid input does not', async () => {
    const screen = await render(
      <WidgetRoot>
        <div data-testid="root">
          <input aria-label="valid" />
          <input aria-label="name" aria-invalid="true" />
          <input type="email" aria-label="email" aria-invalid="true" />
          <textarea aria-label="notes" aria-invalid="true" />
          <select aria-label="role" aria-invalid="true">
            <option>member</option>
          </select>
        </div>
      </WidgetRoot>,
    );
    const danger = dangerColor(screen.getByTestId('root').element() as HTMLElement);
    for (const name of ['name', 'email', 'notes', 'role']) {
      expect(getComputedStyle(screen.getByLabelText(name).element()).borderTopColor, name).toBe(danger);
    }
    expect(getComputedStyle(screen.getByLabelText('valid').element()).borderTopColor).not.toBe(danger);
  });
});
