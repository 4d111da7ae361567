import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { setLanguage } from './i18n/language';
import { modules } from './modules';
import { orgAdminSpace, renderConsole } from './testing/renderConsole';

afterEach(cleanup);

// A super admin with the whole context selected may enter every module, so every route renders.
const space = { ...orgAdminSpace, isSuperAdmin: true };
const selection = {
  organization: { id: 1 },
  branch: { id: 10 },
  project: {
    id: 100,
    isHaveJupyterhub: true,
    isHaveHarbor: false,
    isHaveGitlab: false,
    isHaveMinio: false,
    isHaveArgoCD: false,
  },
};
const routes = modules.flatMap((m) =>
  m.pages.map((p) => [`/${m.id}/${p.path.replace('$id', '100')}`, p.title, m.id] as const),
);
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('every module route of spec section 2', () => {
  it.each(routes)('%s shows "%s" and titles the browser {product}-{title}', async (path, key, module) => {
    localStorage.clear();
    const title = en.pages[key];
    renderConsole(path, { space, selection: module === 'super-admin' ? {} : selection });
    // Case-insensitive: screens may write their heading in sentence case. `hidden`: a page may open a modal.
    const name = new RegExp(`^${literal(title)}$`, 'i');
    expect(await screen.findByRole('heading', { level: 1, name, hidden: true }, { timeout: 3000 })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe(`console-${title}`));
  });
});

describe('every module route in German', () => {
  beforeAll(() => setLanguage('de'));
  afterAll(async () => {
    await setLanguage('en');
    localStorage.clear();
  });

  it.each(routes)('%s shows "%s" in German, browser title {product}-{Titel}', async (path, key, module) => {
    const title = de.pages[key];
    renderConsole(path, { space, selection: module === 'super-admin' ? {} : selection });
    const name = new RegExp(`^${literal(title)}$`, 'i');
    expect(await screen.findByRole('heading', { level: 1, name, hidden: true }, { timeout: 3000 })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe(`console-${title}`));
  });
});
