/** A request's client address (a module of its own: the model servers work it out too, without the API's code). */

/** The socket's address, or the last `X-Forwarded-For` hop when a proxy of ours is trusted. */
export function addressOf(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxy: boolean) {
  if (trustProxy) {
    const hops = forwardedFor?.split(',');
    const last = hops?.[hops.length - 1]?.trim();
    if (last) return last;
  }
  return socketAddress ?? 'unknown';
}
