export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const GAP = 6;
const MARGIN = 8;
const OPPOSITE: Record<TooltipSide, TooltipSide> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/**
 * Where a hint of `size` goes beside `anchor` (viewport coordinates): on `side` with a 6 px gap, on the opposite
 * side when `side` has no room and the opposite has, centred on the anchor along the other axis and kept 8 px
 * inside the viewport.
 */
export function placeTooltip(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  side: TooltipSide,
): { top: number; left: number; side: TooltipSide } {
  const room: Record<TooltipSide, number> = {
    top: anchor.top - MARGIN,
    bottom: viewport.height - (anchor.top + anchor.height) - MARGIN,
    left: anchor.left - MARGIN,
    right: viewport.width - (anchor.left + anchor.width) - MARGIN,
  };
  const need = (s: TooltipSide) => (s === 'top' || s === 'bottom' ? size.height : size.width) + GAP;
  const chosen = room[side] < need(side) && room[OPPOSITE[side]] >= need(side) ? OPPOSITE[side] : side;
  const clamp = (value: number, extent: number, limit: number) =>
    Math.max(MARGIN, Math.min(value, limit - extent - MARGIN));
  if (chosen === 'top' || chosen === 'bottom') {
    const top = chosen === 'top' ? anchor.top - GAP - size.height : anchor.top + anchor.height + GAP;
    const left = clamp(anchor.left + anchor.width / 2 - size.width / 2, size.width, viewport.width);
    return { top, left, side: chosen };
  }
  const left = chosen === 'left' ? anchor.left - GAP - size.width : anchor.left + anchor.width + GAP;
  const top = clamp(anchor.top + anchor.height / 2 - size.height / 2, size.height, viewport.height);
  return { top, left, side: chosen };
}
