import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../button/Button';
import { LoadingState } from '../state/LoadingState';
import { expectNoAxeViolations } from '../testing/axe';
import { WidgetRoot } from '../theme/WidgetRoot';
import '../styles.css';
import type { NavigationLinkProps } from './navigation';
import { useNavigation } from './useWidgets';
import { WidgetsProvider } from './WidgetsProvider';

function NavProbe() {
  const { Link } = useNavigation();
  return <Link to="/organizations">Organizations</Link>;
}

function HostLink({ to, children, ...rest }: NavigationLinkProps) {
  return (
    <a href={`/app${to}`} data-router="host" {...rest}>
      {children}
    </a>
  );
}

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const hostStyles: HTMLStyleElement[] = [];
function addHostCss(css: string) {
  const el = document.createElement('style');
  el.textContent = css;
  document.head.append(el);
  hostStyles.push(el);
}
afterEach(() => {
  for (const el of hostStyles.splice(0)) el.remove();
});

describe('WidgetsProvider', () => {
  it('cascades the theme and token overrides to each widget root, the widget winning', async () => {
    const screen = await render(
      <WidgetsProvider appearance={{ theme: 'dark', variables: { colorPrimary: 'rgb(1, 2, 3)' } }}>
        <WidgetRoot data-testid="outer">
          <Button variant="primary">Save</Button>
        </WidgetRoot>
        <WidgetRoot data-testid="inner" appearance={{ theme: 'light' }} />
      </WidgetsProvider>,
    );
    await expect.element(screen.getByTestId('outer')).toHaveAttribute('data-theme', 'dark');
    await expect.element(screen.getByTestId('inner')).toHaveAttribute('data-theme', 'light');
    const save = screen.getByRole('button', { name: 'Save' }).element();
    // border, not background: a pointer left over from an earlier test may hover the button
    expect(getComputedStyle(save).borderTopColor).toBe('rgb(1, 2, 3)');
    // the root paints the dark theme's canvas (its cards and tables are surfaces on it)
    expect(getComputedStyle(screen.getByTestId('outer').element()).backgroundColor).toBe('rgb(2, 6, 23)');
  });

  it("hands a widget's own appearance to the widgets inside it, which keep their contrast", async () => {
    const screen = await render(
      <WidgetRoot appearance={{ theme: 'dark', variables: { colorPrimary: 'rgb(4, 5, 6)' } }}>
        <LoadingState label="Loading organizations…" />
      </WidgetRoot>,
    );
    const status = screen.getByRole('status');
    await expect.element(status).toHaveAttribute('data-theme', 'dark');
    expect(status.element().getAttribute('style')).toContain('rgb(4, 5, 6)');
    await expectNoAxeViolations(screen.container);
  });

  it('uses a --console-* variable the host sets in its own CSS', async () => {
    addHostCss(':root { --console-color-primary: rgb(9, 8, 7); }');
    const screen = await render(
      <WidgetRoot>
        <Button variant="primary">Go</Button>
      </WidgetRoot>,
    );
    expect(getComputedStyle(screen.getByRole('button').element()).borderTopColor).toBe('rgb(9, 8, 7)');
  });

  it('keeps host element styles out of widgets and its own styles out of the host', async () => {
    addHostCss('button { background: rgb(255, 0, 0); padding: 40px; text-transform: uppercase; }');
    const screen = await render(
      <div>
        <button type="button">host</button>
        <WidgetRoot>
          <Button>inside</Button>
        </WidgetRoot>
      </div>,
    );
    const inside = getComputedStyle(screen.getByRole('button', { name: 'inside' }).element());
    expect(inside.backgroundColor).not.toBe('rgb(255, 0, 0)');
    expect(inside.textTransform).toBe('none');
    expect(inside.paddingTop).not.toBe('40px');
    const host = getComputedStyle(screen.getByRole('button', { name: 'host' }).element());
    expect(host.backgroundColor).toBe('rgb(255, 0, 0)');
    expect(host.paddingTop).toBe('40px');
  });

  it('renders plain anchors when the host gives no navigation', async () => {
    const screen = await render(
      <WidgetsProvider>
        <NavProbe />
      </WidgetsProvider>,
    );
    await expect.element(screen.getByRole('link', { name: 'Organizations' })).toHaveAttribute('href', '/organizations');
  });

  it("renders links through the host router's Link", async () => {
    const screen = await render(
      <WidgetsProvider navigation={{ Link: HostLink, navigate: () => {} }}>
        <NavProbe />
      </WidgetsProvider>,
    );
    const link = screen.getByRole('link', { name: 'Organizations' });
    await expect.element(link).toHaveAttribute('href', '/app/organizations');
    await expect.element(link).toHaveAttribute('data-router', 'host');
  });

  it('names the provider when a hook is used outside it', async () => {
    const screen = await render(
      <Catch>
        <NavProbe />
      </Catch>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/wrap your widgets in <WidgetsProvider>/);
  });
});
