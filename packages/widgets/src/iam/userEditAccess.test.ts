import { describe, expect, it } from 'vitest';
import { administers, userEditable } from './userEditAccess';
import { editorSpace, maxInAcme, maxMember } from './userEditFixture';

describe('userEditable', () => {
  it('gives an admin over every place of the user the whole account', () => {
    expect(userEditable(editorSpace, 2, maxInAcme)).toEqual({ account: true, active: true, roles: [3] });
  });

  it('leaves account-wide changes to whoever administers all of the user’s places', () => {
    expect(userEditable(editorSpace, 2, maxMember)).toEqual({ account: false, active: false, roles: [3] });
  });

  it('lets anyone rename themselves but never disable themselves', () => {
    expect(userEditable(editorSpace, 4, maxMember)).toMatchObject({ account: true, active: false });
  });

  it('keeps super admins, and people who belong nowhere, to super admins', () => {
    expect(userEditable(editorSpace, 2, { ...maxInAcme, isSuperAdmin: true })).toMatchObject({ account: false });
    expect(userEditable(editorSpace, 2, { ...maxInAcme, assignments: [] })).toMatchObject({ account: false });
    expect(userEditable({ ...editorSpace, isSuperAdmin: true }, 1, maxMember)).toEqual({
      account: true,
      active: true,
      roles: [3, 9],
    });
  });

  it('reads admin rights from the place or anywhere above it', () => {
    const project = { organizationId: 2, branchId: 20, projectId: 200 };
    expect(administers(editorSpace, project)).toBe(false);
    const branchAdmin = structuredClone(editorSpace);
    const hq = branchAdmin.organizations[1]?.branches[0];
    if (hq) hq.isAdmin = true;
    expect(administers(branchAdmin, project)).toBe(true);
    expect(administers(branchAdmin, { organizationId: 2, branchId: null, projectId: null })).toBe(false);
  });
});
