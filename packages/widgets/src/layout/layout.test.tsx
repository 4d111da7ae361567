import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/Button';
import { de } from '../i18n/messages/de';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import { expectNoAxeViolations } from '../testing/axe';
import { CodeBlock } from './CodeBlock';
import { CopyButton } from './CopyButton';
import { DescriptionList } from './DescriptionList';
import { DetailCard } from './DetailCard';
import { PageHeader } from './PageHeader';
import { SectionCard } from './SectionCard';
import { Toolbar } from './Toolbar';
import '../styles.css';

afterEach(() => {
  vi.restoreAllMocks();
});

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

describe('CodeBlock', () => {
  const code = "curl -X POST 'https://example.test/v2/models/chat/infer' -H 'Authorization: Bearer $API_KEY'";

  it('shows the code in a monospace box and copies it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await render(<CodeBlock code={code} title="curl" copyLabel="Copy example request" />);
    const pre = screen.container.querySelector('pre') as HTMLElement;
    expect(pre.textContent).toBe(code);
    expect(getComputedStyle(pre).fontFamily).toMatch(/mono/i);
    await userEvent.click(screen.getByRole('button', { name: 'Copy example request' }));
    expect(writeText).toHaveBeenCalledWith(code);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copied');
    await expectNoAxeViolations(screen.container);
  });

  it('scrolls a long line inside its own box, never the page', async () => {
    const screen = await render(
      <div style={{ width: 300 }}>
        <CodeBlock code={`${code} ${code}`} />
      </div>,
    );
    const block = screen.container.querySelector('[data-slot="code-block"]') as HTMLElement;
    const scroller = screen.getByRole('region', { name: 'Code' }).element();
    expect(block.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    expect(scroller.tabIndex).toBe(0);
  });
});

describe('CopyButton', () => {
  it('says so when the clipboard is not available', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const screen = await render(<CopyButton text="sk-secret" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copy it by hand');
  });

  it('speaks German with the German catalogue', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await render(
      <WidgetsProvider messages={de} locale="de-DE">
        <CopyButton text="sk-secret" />
      </WidgetsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kopieren' }));
    expect(writeText).toHaveBeenCalledWith('sk-secret');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Kopiert');
  });
});
