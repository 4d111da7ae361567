import type { ImagePixels } from '@console/core/inference';
import { useEffect, useRef } from 'react';
import { Button } from '../../button/Button';
import { serving as servingEn } from '../../i18n/messages/en/serving';
import { useMessages } from '../../i18n/useMessages';

/** The pad's pixels a side: what a drawing is sent as (the model reads any size). */
export const SKETCH_SIDE = 128;
/** The pen's width in the pad's pixels. */
const PEN_WIDTH = 7;
const INK = '#1a1a1a';
const PAPER = '#ffffff';

export interface SketchPadProps {
  /** The input's name, for the pad's accessible name. */
  name: string;
  /** The picture the input holds now (drawn here, or read from a file): shown on the pad. */
  value: ImagePixels | undefined;
  /** A stroke ended (the drawing so far), or the pad was cleared (undefined). */
  onChange: (image: ImagePixels | undefined) => void;
  /** Ids of the text that describes the input (its tensor, the help, an error). */
  describedBy?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * A small square to draw a picture on with a mouse, a finger or a pen (pointer events, so each works alike), sent
 * as the image input's pixels once a stroke ends. Ink on white paper, as the image models read a drawing. The
 * file input beside it stays the way in for the keyboard.
 */
export function SketchPad({ name, value, onChange, describedBy, disabled }: SketchPadProps) {
  const t = useMessages({ serving: servingEn }).serving.playground;
  const canvas = useRef<HTMLCanvasElement>(null);
  /** What the pad shows: null before its first paint. */
  const shown = useRef<ImagePixels | undefined | null>(null);
  const last = useRef<{ x: number; y: number } | undefined>(undefined);

  const context = () => canvas.current?.getContext('2d', { willReadFrequently: true }) ?? null;
  const clearPaper = (c: CanvasRenderingContext2D) => {
    c.fillStyle = PAPER;
    c.fillRect(0, 0, SKETCH_SIDE, SKETCH_SIDE);
  };

  // Shows the input's picture unless it is the pad's own drawing: blank for none, a file's picture scaled to fit.
  useEffect(() => {
    const c = context();
    if (!c || value === shown.current) return;
    shown.current = value;
    clearPaper(c);
    if (!value) return;
    const source = document.createElement('canvas');
    source.width = value.width;
    source.height = value.height;
    source
      .getContext('2d')
      ?.putImageData(new ImageData(Uint8ClampedArray.from(value.rgba), value.width, value.height), 0, 0);
    const scale = Math.min(SKETCH_SIDE / value.width, SKETCH_SIDE / value.height);
    const [w, h] = [value.width * scale, value.height * scale];
    c.drawImage(source, (SKETCH_SIDE - w) / 2, (SKETCH_SIDE - h) / 2, w, h);
  });

  /** A pointer's place in the pad's own pixels. */
  const at = (canvasBox: DOMRect, event: { clientX: number; clientY: number }) => ({
    x: ((event.clientX - canvasBox.left) / canvasBox.width) * SKETCH_SIDE,
    y: ((event.clientY - canvasBox.top) / canvasBox.height) * SKETCH_SIDE,
  });
  const stroke = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const c = context();
    if (!c) return;
    c.strokeStyle = INK;
    c.lineWidth = PEN_WIDTH;
    c.lineCap = 'round';
    c.lineJoin = 'round';
    c.beginPath();
    c.moveTo(from.x, from.y);
    c.lineTo(to.x, to.y);
    c.stroke();
  };
  const finish = () => {
    if (!last.current) return;
    last.current = undefined;
    const c = context();
    if (!c) return;
    const image: ImagePixels = {
      width: SKETCH_SIDE,
      height: SKETCH_SIDE,
      rgba: c.getImageData(0, 0, SKETCH_SIDE, SKETCH_SIDE).data,
    };
    shown.current = image;
    onChange(image);
  };

  return (
    <div data-slot="sketch-pad">
      <canvas
        ref={canvas}
        width={SKETCH_SIDE}
        height={SKETCH_SIDE}
        role="img"
        aria-label={t.sketchLabel({ name })}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        data-drawn={value ? 'true' : undefined}
        onPointerDown={(event) => {
          if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
          event.preventDefault();
          // The stroke follows the pointer outside the pad until it is lifted.
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // A pointer the browser no longer tracks: the stroke ends when it leaves the pad.
          }
          const point = at(event.currentTarget.getBoundingClientRect(), event);
          last.current = point;
          stroke(point, point);
        }}
        onPointerMove={(event) => {
          const from = last.current;
          if (!from) return;
          // Every position the pointer passed since the last event (a pen reports many), not only the latest.
          const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
          const box = event.currentTarget.getBoundingClientRect();
          let prev = from;
          for (const e of events.length > 0 ? events : [event.nativeEvent]) {
            const point = at(box, e);
            stroke(prev, point);
            prev = point;
          }
          last.current = prev;
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <Button
        type="button"
        variant="secondary"
        disabled={disabled || !value}
        onClick={() => {
          const c = context();
          if (c) clearPaper(c);
          shown.current = undefined;
          onChange(undefined);
        }}
      >
        {t.sketchClear}
      </Button>
    </div>
  );
}
