import { type AccessDecision, FORBIDDEN_PATH, type Selection } from './selection';

/** The Jupyter rule (spec section 2): only when the selected project has the notebook hub. */
export function decideJupyter(selection: Selection | null | undefined): AccessDecision {
  return selection?.project?.isHaveJupyterhub === true ? { allow: true } : { allow: false, redirect: FORBIDDEN_PATH };
}
