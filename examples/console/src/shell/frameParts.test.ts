import { describe, expect, it, vi } from 'vitest';
import { preloadFrameParts } from './frameParts';

describe('preloadFrameParts', () => {
  it('starts every part at once and leaves a failed load to the part’s own render', async () => {
    const toaster = vi.fn(() => Promise.resolve({}));
    const badge = vi.fn(() => Promise.reject(new Error('offline')));
    const live = vi.fn(() => Promise.resolve({}));
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    preloadFrameParts([toaster, badge, live]);
    expect([toaster, badge, live].map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
  });
});
