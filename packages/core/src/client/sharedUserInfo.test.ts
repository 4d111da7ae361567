import { describe, expect, it, vi } from 'vitest';
import { shareUserInfo, USER_INFO_REUSE_MS } from './sharedUserInfo';

function setup() {
  let clock = 1_000;
  let listener = () => {};
  const fetchInfo = vi.fn(async () => ({ id: 7, totalUnreadNotification: fetchInfo.mock.calls.length }));
  const users = { info: fetchInfo as () => Promise<{ id: number; totalUnreadNotification: number }> };
  const session = {
    subscribe: (l: () => void) => {
      listener = l;
      return () => {};
    },
  };
  const shared = shareUserInfo(users, session, () => clock);
  return {
    users,
    shared,
    fetchInfo,
    advance: (ms: number) => {
      clock += ms;
    },
    sessionChanged: () => listener(),
  };
}

describe('shareUserInfo', () => {
  it("serves the inbox the host's recent answer, and asks again once it is older than the reuse window", async () => {
    const { users, shared, fetchInfo, advance } = setup();
    const host = await users.info();
    expect(await shared.recentOrFetch()).toBe(host);
    expect(fetchInfo).toHaveBeenCalledTimes(1);
    advance(USER_INFO_REUSE_MS);
    expect(await shared.recentOrFetch()).toEqual({ id: 7, totalUnreadNotification: 2 });
    expect(fetchInfo).toHaveBeenCalledTimes(2);
  });

  it('shares an answer still on its way', async () => {
    const { users, shared, fetchInfo } = setup();
    const first = users.info();
    expect(shared.recentOrFetch()).toBe(first);
    expect(fetchInfo).toHaveBeenCalledTimes(1);
  });

  it('asks itself when nobody asked, and again after the session changes or an answer failed', async () => {
    const { users, shared, fetchInfo, sessionChanged } = setup();
    await shared.recentOrFetch();
    expect(fetchInfo).toHaveBeenCalledTimes(1);
    sessionChanged();
    await shared.recentOrFetch();
    expect(fetchInfo).toHaveBeenCalledTimes(2);
    fetchInfo.mockRejectedValueOnce(new Error('down'));
    await expect(users.info()).rejects.toThrow('down');
    await shared.recentOrFetch();
    expect(fetchInfo).toHaveBeenCalledTimes(4);
  });
});
