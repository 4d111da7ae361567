/** The capacity area: admission of workloads, the capacity queue and the capacity board. */
export {
  type Admission,
  admit,
  amountsInWords,
  type QueueReason,
  quotaAdmission,
  underAdmissionLock,
} from './admission';
export { capacityBoard } from './board';
export { tellQueueChange } from './notices';
export {
  type CapacityQueueServices,
  createCapacityQueue,
  drainQueue,
  queuedNotebooks,
  queuedWorkloads,
  wakeCapacityQueue,
} from './queue';
