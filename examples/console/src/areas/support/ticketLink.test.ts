import { describe, expect, it } from 'vitest';
import { readTicketLink, ticketCreateHref } from './ticketLink';

describe('the pre-filled ticket link', () => {
  it('round-trips subject, scope and related resource', () => {
    const href = ticketCreateHref('/project-module', {
      subject: 'vision-api & 503s',
      projectId: 4,
      related: { kind: 'DEPLOYMENT', id: 7, name: 'vision-api' },
    });
    expect(href).toBe(
      '/project-module/ticket/create?subject=vision-api+%26+503s&projectId=4&relatedKind=DEPLOYMENT&relatedId=7&relatedName=vision-api',
    );
    expect(readTicketLink(href.slice(href.indexOf('?')))).toEqual({
      subject: 'vision-api & 503s',
      description: undefined,
      organizationId: undefined,
      branchId: undefined,
      projectId: 4,
      related: { kind: 'DEPLOYMENT', id: 7, name: 'vision-api' },
    });
  });

  it('drops malformed ids and unknown kinds', () => {
    expect(readTicketLink('?projectId=-1&relatedKind=CLUSTER&relatedId=3')).toMatchObject({
      projectId: undefined,
      related: undefined,
    });
  });
});
