import { describe, expect, it } from 'vitest';
import { placeTooltip } from './placeTooltip';

const viewport = { width: 800, height: 600 };
const size = { width: 100, height: 30 };

describe('placeTooltip', () => {
  it('puts the hint above the trigger, centred, 6 px away', () => {
    const anchor = { top: 300, left: 350, width: 100, height: 40 };
    expect(placeTooltip(anchor, size, viewport, 'top')).toEqual({ top: 264, left: 350, side: 'top' });
  });

  it('flips below when the top has no room', () => {
    const anchor = { top: 10, left: 350, width: 100, height: 40 };
    expect(placeTooltip(anchor, size, viewport, 'top')).toEqual({ top: 56, left: 350, side: 'bottom' });
  });

  it('keeps the preferred side when neither side has room', () => {
    const anchor = { top: 10, left: 350, width: 100, height: 580 };
    expect(placeTooltip(anchor, size, viewport, 'top').side).toBe('top');
  });

  it('stays 8 px inside the viewport next to its edges', () => {
    expect(placeTooltip({ top: 300, left: 0, width: 20, height: 20 }, size, viewport, 'top').left).toBe(8);
    expect(placeTooltip({ top: 300, left: 790, width: 10, height: 20 }, size, viewport, 'bottom').left).toBe(692);
  });

  it('places left and right hints beside the trigger, flipping on the right edge', () => {
    expect(placeTooltip({ top: 300, left: 300, width: 50, height: 20 }, size, viewport, 'right')).toEqual({
      top: 295,
      left: 356,
      side: 'right',
    });
    expect(placeTooltip({ top: 300, left: 720, width: 50, height: 20 }, size, viewport, 'right').side).toBe('left');
  });
});
