import type { Notifier } from './notifier';

/** A notifier that holds what it is asked to send until `flush`, and the `flush` that sends it. */
export interface HeldNotifier {
  notifier: Notifier;
  /** Sends everything held, in the order it was asked for. */
  flush(): Promise<void>;
}

/**
 * Holds the notices of service functions that run inside a larger transaction, so nobody hears of a change that
 * is then rolled back: the caller flushes once the transaction has committed, and drops them if it did not.
 */
export function holdNotices(notifier: Notifier): HeldNotifier {
  const held: (() => Promise<void>)[] = [];
  return {
    notifier: {
      bus: notifier.bus,
      notify: async (userIds, input) => {
        const ids = [...userIds];
        held.push(() => notifier.notify(ids, input));
      },
      notifyScope: async (scope, input, extra) => {
        held.push(() => notifier.notifyScope(scope, input, extra));
      },
    },
    async flush() {
      for (const send of held.splice(0)) await send();
    },
  };
}
