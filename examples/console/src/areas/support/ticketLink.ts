/** What a pre-filled ticket is about. */
export interface TicketLinkInput {
  subject?: string | undefined;
  description?: string | undefined;
  organizationId?: number | undefined;
  branchId?: number | undefined;
  projectId?: number | undefined;
  /** The resource the ticket is about, e.g. a deployment or a notebook on its detail screen. */
  related?: { kind: 'DEPLOYMENT' | 'NOTEBOOK' | 'PROJECT_SERVICE'; id: number; name: string } | undefined;
}

/**
 * The link to a module's "Open a ticket" form, pre-filled: `ticketCreateHref('/project-module', {
 * subject: 'vision-api fails', related: { kind: 'DEPLOYMENT', id: 7, name: 'vision-api' } })`. Scope ids
 * left out come from the module's selection. Deployment and notebook detail screens link here.
 */
export function ticketCreateHref(base: string, input: TicketLinkInput = {}): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  put('subject', input.subject);
  put('description', input.description);
  put('organizationId', input.organizationId);
  put('branchId', input.branchId);
  put('projectId', input.projectId);
  put('relatedKind', input.related?.kind);
  put('relatedId', input.related?.id);
  put('relatedName', input.related?.name);
  const query = params.toString();
  return `${base}/ticket/create${query ? `?${query}` : ''}`;
}

const positive = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined);
const KINDS = new Set(['DEPLOYMENT', 'NOTEBOOK', 'PROJECT_SERVICE']);

/** Reads what {@link ticketCreateHref} wrote; malformed values are dropped. */
export function readTicketLink(search: string): TicketLinkInput {
  const p = new URLSearchParams(search);
  const kind = p.get('relatedKind');
  const id = positive(p.get('relatedId'));
  return {
    subject: p.get('subject')?.slice(0, 160) || undefined,
    description: p.get('description')?.slice(0, 10_000) || undefined,
    organizationId: positive(p.get('organizationId')),
    branchId: positive(p.get('branchId')),
    projectId: positive(p.get('projectId')),
    related:
      kind && KINDS.has(kind) && id !== undefined
        ? { kind: kind as 'DEPLOYMENT', id, name: (p.get('relatedName') ?? '').slice(0, 160) }
        : undefined,
  };
}
