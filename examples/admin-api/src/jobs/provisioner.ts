import type { SimJob } from '../sim/job';

/** Moves a project's services from PROVISIONING to READY on the clock; see {@link createProvisioner}. */
export interface Provisioner extends SimJob {
  /**
   * Marks a service of a project PROVISIONING and schedules its move to READY `delayMs` from now on
   * the clock; `actorId` is told when it is ready.
   */
  schedule(projectId: number, serviceId: number, actorId: number): Promise<void>;
}
