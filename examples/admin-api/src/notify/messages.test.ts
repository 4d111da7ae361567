import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { Priority } from '../access/access';
import { messages, notice } from './messages';

describe('the notification catalogue', () => {
  it('builds a notification from its type and parameters', () => {
    const created = notice('project.created', { id: 7, name: 'Vision Lab', provisioning: 2 });
    expect(created).toMatchObject({
      type: 'project.created',
      category: 'PROJECT',
      severity: 'success',
      title: 'Project created',
      content: 'Vision Lab was created with 2 service(s) provisioning.',
    });
    // The link depends on who reads it: each recipient opens the page their role lets them enter.
    expect(typeof created.link === 'function' && created.link(Priority.SuperAdmin)).toBe(
      '/super-admin/project/update/7',
    );
    expect(notice('project.created', { id: 7, name: 'Vision Lab', provisioning: 0 }).content).toBe(
      'Vision Lab was created.',
    );
    expect(
      notice('user.assigned', { role: 'ADMIN', scope: { level: 'branch', organizationId: 1, branchId: 2 } }),
    ).toMatchObject({ category: 'BRANCH', content: 'You are now an admin here.', link: null });
  });

  it('gives every type a dotted name', () => {
    for (const type of Object.keys(messages)) expect(type).toMatch(/^[a-z]+\.[a-z-]+$/);
  });

  it('is the only place that writes notification text', async () => {
    const root = new URL('..', import.meta.url);
    const files = (await readdir(root, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('testing/') && f !== 'notify/messages.ts',
    );
    const inline: string[] = [];
    for (const file of files) {
      const text = await readFile(new URL(file, root), 'utf8');
      // A notification literal carries a severity; only the catalogue may write one.
      if (/severity:\s*'(success|info|warn|error)'/.test(text)) inline.push(file);
    }
    expect(inline).toEqual([]);
  });
});
