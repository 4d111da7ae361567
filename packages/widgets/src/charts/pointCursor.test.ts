import { describe, expect, it } from 'vitest';
import { nextCursor } from './pointCursor';

const lengths = [100, 0, 50];

describe('nextCursor', () => {
  it('enters at the start with Right and at the end with Left', () => {
    expect(nextCursor('ArrowRight', null, lengths)).toEqual({ series: 0, index: 0 });
    expect(nextCursor('ArrowLeft', null, lengths)).toEqual({ series: 0, index: 99 });
  });

  it('steps one point, a tenth with PageUp/PageDown, to the ends with Home/End, and stops at the edges', () => {
    const at = { series: 0, index: 5 };
    expect(nextCursor('ArrowRight', at, lengths)).toEqual({ series: 0, index: 6 });
    expect(nextCursor('ArrowLeft', at, lengths)).toEqual({ series: 0, index: 4 });
    expect(nextCursor('PageDown', at, lengths)).toEqual({ series: 0, index: 15 });
    expect(nextCursor('PageUp', at, lengths)).toEqual({ series: 0, index: 0 });
    expect(nextCursor('End', at, lengths)).toEqual({ series: 0, index: 99 });
    expect(nextCursor('Home', at, lengths)).toEqual({ series: 0, index: 0 });
    expect(nextCursor('ArrowRight', { series: 0, index: 99 }, lengths)).toEqual({ series: 0, index: 99 });
  });

  it('moves between series with Up/Down, skipping empty ones, at the nearest point', () => {
    const nearest = (_series: number, from: { index: number }) => Math.round(from.index / 2);
    expect(nextCursor('ArrowDown', { series: 0, index: 80 }, lengths, nearest)).toEqual({ series: 2, index: 40 });
    expect(nextCursor('ArrowUp', { series: 2, index: 40 }, lengths, nearest)).toEqual({ series: 0, index: 20 });
    expect(nextCursor('ArrowUp', { series: 0, index: 3 }, lengths, nearest)).toEqual({ series: 0, index: 3 });
  });

  it('clears with Escape, and leaves Escape and other keys to the page when it has nothing to do', () => {
    expect(nextCursor('Escape', { series: 0, index: 1 }, lengths)).toBeNull();
    expect(nextCursor('Escape', null, lengths)).toBeUndefined();
    expect(nextCursor('Tab', { series: 0, index: 1 }, lengths)).toBeUndefined();
    expect(nextCursor('ArrowRight', null, [0, 0])).toBeUndefined();
  });
});
