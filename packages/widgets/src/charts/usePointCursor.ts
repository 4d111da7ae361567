import { type KeyboardEvent, useState } from 'react';
import { type NearestIndex, nextCursor, type PointCursor } from './pointCursor';

/** What `usePointCursor` gives a chart: the active point, its announcement and the handlers to wire up. */
export interface PointCursorState {
  cursor: PointCursor | null;
  /** The text of the polite live region: the values at the point the keyboard moved to. */
  announcement: string;
  onKeyDown: (event: KeyboardEvent<Element>) => void;
  /** Sets the cursor from the pointer (no announcement: hovering would flood a screen reader). */
  point: (cursor: PointCursor | null) => void;
}

/**
 * Keyboard and pointer focus on the points of a chart. Keys move as `nextCursor` says, and each move is
 * announced with `describe`; `keyMap` lets a chart read other keys as those (a bar chart reads Down as Right).
 */
export function usePointCursor(
  lengths: readonly number[],
  describe: (cursor: PointCursor) => string,
  nearest?: NearestIndex,
  keyMap?: Readonly<Record<string, string>>,
): PointCursorState {
  const [cursor, setCursor] = useState<PointCursor | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A cursor from an older, longer data set may point past the end; treat it as none.
  const valid = cursor !== null && cursor.index < (lengths[cursor.series] ?? 0) ? cursor : null;

  const onKeyDown = (event: KeyboardEvent<Element>) => {
    const key = keyMap?.[event.key] ?? event.key;
    const next = nextCursor(key, valid, lengths, nearest);
    if (next === undefined) return;
    event.preventDefault();
    setCursor(next);
    setAnnouncement(next === null ? '' : describe(next));
  };

  return { cursor: valid, announcement, onKeyDown, point: setCursor };
}
