import { Role, type RoleInfo } from '@console/core';
import type { ShellMessages } from '../i18n/en';

const byPriority = {
  [Role.SuperAdmin]: 'superAdmin',
  [Role.OrganizationAdmin]: 'organizationAdmin',
  [Role.BranchAdmin]: 'branchAdmin',
  [Role.ProjectAdmin]: 'projectAdmin',
  [Role.ProjectMember]: 'projectMember',
} as const;

// Core names why there is no access in English; the console says it in the reader's language.
const noAccess: Record<string, keyof ShellMessages['roles']> = {
  'Organization not found': 'organizationNotFound', // i18n-ignore: core's label, matched not shown
  'Branch not found': 'branchNotFound', // i18n-ignore: core's label, matched not shown
  'Project not found': 'projectNotFound', // i18n-ignore: core's label, matched not shown
};

/** A role's name in the reader's language (core's English label for anything the catalogue does not know). */
export function roleLabel(role: RoleInfo, t: ShellMessages): string {
  const key = role.priority === Role.NoAccess ? noAccess[role.label] : byPriority[role.priority];
  return key ? t.roles[key] : role.label;
}
