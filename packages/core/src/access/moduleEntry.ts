import { toPriority } from './role';
import { type AccessDecision, FORBIDDEN_PATH, isId, type Selection } from './selection';

/** The five module areas (spec section 2). */
export const MODULE_IDS = [
  'super-admin',
  'org-module',
  'branch-module',
  'project-module',
  'project-member-module',
] as const;

/** One of the five module areas. */
export type ModuleId = (typeof MODULE_IDS)[number];

/** Per module: the largest priority allowed in, and which selection must exist (spec section 6 table). */
const RULES: Record<ModuleId, { maxPriority: number; needs?: keyof Selection }> = {
  'super-admin': { maxPriority: 1 },
  'org-module': { maxPriority: 2, needs: 'organization' },
  'branch-module': { maxPriority: 3, needs: 'branch' },
  'project-module': { maxPriority: 4, needs: 'project' },
  'project-member-module': { maxPriority: 5, needs: 'project' },
};

/**
 * May the user enter `module`? `role` is a priority or a `{ priority }`; a bad value (`"1"`, null,
 * undefined) counts as no access. Failing goes to /forbidden.
 */
export function decideModuleEntry(
  module: ModuleId,
  role: unknown,
  selection: Selection | null | undefined,
): AccessDecision {
  const rule = RULES[module];
  if (!rule) return { allow: false, redirect: FORBIDDEN_PATH };
  const priority = toPriority(role);
  const selected = rule.needs ? isId(selection?.[rule.needs]?.id) : true;
  return priority <= rule.maxPriority && selected ? { allow: true } : { allow: false, redirect: FORBIDDEN_PATH };
}

/**
 * The selection after entering `module` (spec section 4): super-admin clears organization, branch and
 * project; org-module clears branch and project; branch-module clears project.
 */
export function clearDeeperSelection(module: ModuleId, selection: Selection | null | undefined): Selection {
  const { organization, branch, project } = selection ?? {};
  switch (module) {
    case 'super-admin':
      return {};
    case 'org-module':
      return organization ? { organization } : {};
    case 'branch-module':
      return { ...(organization ? { organization } : {}), ...(branch ? { branch } : {}) };
    default:
      return {
        ...(organization ? { organization } : {}),
        ...(branch ? { branch } : {}),
        ...(project ? { project } : {}),
      };
  }
}

/** The module a path belongs to, if any (`/org-module/branches` -> `org-module`). */
export function moduleOfPath(path: string): ModuleId | undefined {
  const first = path.split(/[?#]/)[0]?.split('/')[1];
  return MODULE_IDS.find((id) => id === first);
}
