import type { DeploymentCallerAccess } from '../api/types';

/** What the signed-in user may do with one inference deployment. */
export interface DeploymentAbilities {
  /** Change it, pause, resume or start it, activate versions, edit its uptime windows, see every key. */
  manage: boolean;
  /** Delete it and decide who may call or manage it (admins of its project and wider only). */
  administer: boolean;
}

/**
 * The actions a deployment's `callerAccess` allows, so a screen offers only what the admin API will
 * accept: `ADMIN` everything, `MANAGE` running it, `CALL` reading it and working one's own keys.
 */
export function deploymentAbilities(deployment: { callerAccess: DeploymentCallerAccess }): DeploymentAbilities {
  return { manage: deployment.callerAccess !== 'CALL', administer: deployment.callerAccess === 'ADMIN' };
}
