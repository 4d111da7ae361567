/** How long an answer of `GET /users/info` serves the notification inbox's first count instead of a new request. */
export const USER_INFO_REUSE_MS = 5_000;

/**
 * One `GET /users/info` for the host and the notification inbox at startup. The console asks for the user's info
 * as it starts and the inbox asks again for its unread count once something subscribes, a moment later: the
 * inbox reuses an answer asked for in the last {@link USER_INFO_REUSE_MS} (or still on its way) rather than
 * sending the same request. Any change of the session (sign-in, sign-out, refresh) forgets the answer.
 *
 * Wraps `users.info` in place, so every caller's answer counts; returns the inbox's way to read it.
 */
export function shareUserInfo<T>(
  users: { info(): Promise<T> },
  session: { subscribe(listener: () => void): () => void },
  now: () => number = Date.now,
): { recentOrFetch(): Promise<T>; stop(): void } {
  let recent: { answer: Promise<T>; at: number } | undefined;
  const fetchInfo = users.info.bind(users);
  users.info = () => {
    const answer = fetchInfo();
    const entry = { answer, at: now() };
    recent = entry;
    // A failed answer is nobody's to reuse.
    answer.catch(() => {
      if (recent === entry) recent = undefined;
    });
    return answer;
  };
  const stop = session.subscribe(() => {
    recent = undefined;
  });
  return {
    recentOrFetch: () => (recent && now() - recent.at < USER_INFO_REUSE_MS ? recent.answer : users.info()),
    stop,
  };
}
