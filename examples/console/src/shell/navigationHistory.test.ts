import { describe, expect, it } from 'vitest';
import { cameFrom, recordVisit } from './navigationHistory';
import { documentTitle } from './useDocumentTitle';

describe('dynamic breadcrumb parent', () => {
  it('is the page the user came from, also after the update page itself was recorded', () => {
    recordVisit({ href: '/org-module/projects', title: 'Projects' });
    expect(cameFrom('/org-module/project/update/3')).toEqual({ href: '/org-module/projects', title: 'Projects' });
    recordVisit({ href: '/org-module/project/update/3', title: 'Update Project' });
    expect(cameFrom('/org-module/project/update/3')).toEqual({ href: '/org-module/projects', title: 'Projects' });
  });

  it('is never the page itself', () => {
    recordVisit({ href: '/a', title: 'A' });
    recordVisit({ href: '/a', title: 'A' });
    expect(cameFrom('/a')?.href).not.toBe('/a');
  });
});

describe('documentTitle', () => {
  it('is {product}-{route title}, or {product} alone', () => {
    expect(documentTitle('Tickets')).toBe('console-Tickets');
    expect(documentTitle(undefined)).toBe('console');
  });
});
