import type { Page } from '@playwright/test';
import { expect, signInToPortal, test } from './portalFixtures';

/** Computed properties compared between runs: anything a careless stylesheet tends to change. */
const PROPS = [
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'text-align',
  'color',
  'background-color',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'box-shadow',
  'outline-style',
  'height',
] as const;

/** Widget elements, inside the portal's cards, header and striped-table rules. */
const WIDGET_PARTS = {
  root: 'main [data-console-widget]',
  search: 'main [data-console-widget] input[type="search"]',
  createButton: 'main [data-slot="table-toolbar"] button',
  headerCell: 'main [data-slot="table-header"]',
  evenRowCell: 'main tbody tr:nth-child(2) [data-slot="table-cell"]',
  rowAction: 'main tbody tr:nth-child(2) button',
  pageSize: 'main [data-slot="table-pagination"] select',
  bell: '[data-testid="portal-bell"] button',
};

/** The portal's own elements. */
const HOST_PARTS = {
  html: 'html',
  body: 'body',
  h1: 'main h1',
  lead: 'main p.lead',
  brandLink: 'a.portal-brand',
  tabButton: 'nav[aria-label="Portal"] button',
  signOut: 'header button.btn-outline',
  card: 'main section.card',
};

type Styles = Record<string, Record<string, string>>;

/**
 * Controls whose height is their own (padding, line height, font size). Other boxes grow with their width,
 * which follows the host's layout, and with whatever they hold, so their heights prove nothing.
 */
const OWN_HEIGHT = new Set(['search', 'createButton', 'rowAction', 'pageSize', 'bell']);

/** Computed styles of each part (heights of the controls above only). */
function measure(page: Page, parts: Record<string, string>): Promise<Styles> {
  return page.evaluate(
    ({ parts, props, sized }) => {
      const out: Record<string, Record<string, string>> = {};
      for (const [name, selector] of Object.entries(parts)) {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`nothing matches ${selector}`);
        const style = getComputedStyle(element);
        const wanted = props.filter((p) => p !== 'height' || sized.includes(name));
        out[name] = Object.fromEntries(wanted.map((p) => [p, style.getPropertyValue(p)]));
      }
      return out;
    },
    { parts, props: [...PROPS], sized: [...OWN_HEIGHT] },
  );
}

/** Switches the portal's own stylesheet (`link#portal-css`) or the widgets' (every other sheet) on or off. */
function toggle(page: Page, which: 'host' | 'widgets', enabled: boolean): Promise<number> {
  return page.evaluate(
    ({ which, enabled }) => {
      let count = 0;
      for (const sheet of Array.from(document.styleSheets)) {
        const isHost = (sheet.ownerNode as Element | null)?.id === 'portal-css';
        if (isHost === (which === 'host')) {
          sheet.disabled = !enabled;
          count++;
        }
      }
      return count;
    },
    { which, enabled },
  );
}

test('the portal CSS does not reach into the widgets, and the widgets CSS does not reach the portal', async ({
  page,
}) => {
  await signInToPortal(page, 'org.admin@demo.test', '#/projects');
  await expect(page.getByRole('main').getByRole('row')).not.toHaveCount(0);
  await expect(page.locator(WIDGET_PARTS.evenRowCell).first()).toBeVisible();

  const widgetsWithHost = await measure(page, WIDGET_PARTS);
  const hostWithWidgets = await measure(page, HOST_PARTS);

  // A clean page for the widgets: the same DOM without the portal's stylesheet.
  expect(await toggle(page, 'host', false)).toBe(1);
  const widgetsAlone = await measure(page, WIDGET_PARTS);
  const hostUnstyled = await measure(page, HOST_PARTS);
  await toggle(page, 'host', true);

  // The portal without the widgets' stylesheet.
  expect(await toggle(page, 'widgets', false)).toBeGreaterThan(0);
  const hostAlone = await measure(page, HOST_PARTS);
  const widgetsUnstyled = await measure(page, WIDGET_PARTS);
  await toggle(page, 'widgets', true);

  // Both stylesheets really do something, so the comparisons below can fail.
  expect(hostUnstyled.html?.['font-size']).toBe('16px');
  expect(hostWithWidgets.html?.['font-size']).toBe('20px');
  expect(widgetsUnstyled.createButton).not.toEqual(widgetsWithHost.createButton);

  expect(widgetsWithHost).toEqual(widgetsAlone);
  expect(hostWithWidgets).toEqual(hostAlone);
  // The widgets keep their own 14px type whatever the host's root size.
  expect(widgetsWithHost.root?.['font-size']).toBe('14px');
});
