import type { AuditLogEntry } from './types';

/** A fixed instant for stories and tests. */
export const AUDIT_FIXTURE_NOW = '2026-03-02T09:30:00.000Z';

/** An entry: a project renamed by Olga Org, from a browser; override what a case needs. */
export function sampleAuditEntry(patch: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 41,
    at: '2026-03-02T09:12:00.000Z',
    actor: { kind: 'USER', userId: 2, name: 'Olga Org', email: 'org.admin@demo.test', keyId: null },
    action: 'UPDATE',
    resource: { kind: 'PROJECT', id: '3', name: 'Vision Lab 2' },
    organizationId: 1,
    branchId: 1,
    projectId: 3,
    changes: { name: { before: 'Vision Lab', after: 'Vision Lab 2' } },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    ...patch,
  };
}

/** A day of mixed entries, newest first. */
export function sampleAuditEntries(): AuditLogEntry[] {
  return [
    sampleAuditEntry(),
    sampleAuditEntry({
      id: 40,
      at: '2026-03-02T08:55:00.000Z',
      action: 'KEY_CREATE',
      actor: { kind: 'USER', userId: 4, name: 'Paula Project', email: 'project.admin@demo.test', keyId: null },
      resource: { kind: 'API_KEY', id: '12', name: 'ci-pipeline (sk-AbC1…)' },
      changes: { deployment: { before: null, after: 'support-assistant' } },
    }),
    sampleAuditEntry({
      id: 39,
      at: '2026-03-02T08:41:00.000Z',
      action: 'PAUSE',
      actor: { kind: 'USER', userId: 4, name: 'Paula Project', email: 'project.admin@demo.test', keyId: null },
      resource: { kind: 'DEPLOYMENT', id: '7', name: 'support-assistant' },
      changes: { status: { before: 'RUNNING', after: 'PAUSED' } },
    }),
    sampleAuditEntry({
      id: 38,
      at: '2026-03-02T08:02:00.000Z',
      action: 'GRANT',
      actor: { kind: 'USER', userId: 3, name: 'Ben Branch', email: 'branch.admin@demo.test', keyId: null },
      resource: { kind: 'ROLE', id: '5', name: 'member@demo.test' },
      changes: { role: { before: 'MEMBER', after: 'ADMIN' } },
      projectId: null,
    }),
    sampleAuditEntry({
      id: 37,
      at: '2026-03-02T07:58:00.000Z',
      action: 'SIGN_IN',
      actor: { kind: 'USER', userId: 3, name: 'Ben Branch', email: 'branch.admin@demo.test', keyId: null },
      resource: { kind: 'USER', id: '3', name: 'branch.admin@demo.test' },
      changes: null,
    }),
    sampleAuditEntry({
      id: 36,
      at: '2026-03-01T17:20:00.000Z',
      action: 'DELETE',
      resource: { kind: 'NOTEBOOK', id: '9', name: 'scratch' },
      changes: null,
    }),
  ];
}
