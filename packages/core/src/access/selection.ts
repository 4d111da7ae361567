/** A project in the user space, as access decisions need it (structural: any richer type fits). */
export interface SpaceProjectLike {
  id: number;
  isAdmin: boolean;
  services?: readonly { id: number }[] | null | undefined;
}

/** A branch in the user space, as access decisions need it. */
export interface SpaceBranchLike {
  id: number;
  isAdmin: boolean;
  projects: readonly SpaceProjectLike[];
}

/** An organization in the user space, as access decisions need it. */
export interface SpaceOrganizationLike {
  id: number;
  isAdmin: boolean;
  branches: readonly SpaceBranchLike[];
}

/** What `GET /users/space` returns, as access decisions need it. */
export interface SpaceLike {
  isSuperAdmin: boolean;
  organizations: readonly SpaceOrganizationLike[];
}

/** The selected project with its service flags (spec section 3); the services list is not kept. */
export interface SelectedProject {
  id: number;
  isHaveJupyterhub: boolean;
  isHaveHarbor: boolean;
  isHaveGitlab: boolean;
  isHaveMinio: boolean;
  isHaveArgoCD: boolean;
}

/** The selected context kept client-side: organization, branch and project. */
export interface Selection {
  organization?: { id: number } | undefined;
  branch?: { id: number } | undefined;
  project?: SelectedProject | undefined;
}

/** A decision of a guard: go on, or go to `redirect`. */
export type AccessDecision = { allow: true } | { allow: false; redirect: string };

/** Where failed access checks send the user (spec section 2). */
export const FORBIDDEN_PATH = '/forbidden';

/** Whether `value` is a usable entity id (a positive integer). */
export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
