/**
 * The image classifier's data and pre-processing, shared by the trainer and the model server: pictures of
 * simple shapes (a circle, a square, a triangle, a cross), drawn at setup from a seed at any size, place,
 * thickness, ink and background, and the steps that turn any grey-scale picture into the model's features, as a
 * KServe transformer does in front of a predictor: the background is read from the picture's border, the shape
 * is what differs from it, its bounding box is cut out, made square and averaged down to a small grid. So a
 * person's own drawing, of any size and on any background, is read as the training pictures were.
 */
import { seededRandom } from '../../../domain/seededRandom';

/** The classes, in the order of the graph's `probabilities`. */
export const SHAPES = ['circle', 'square', 'triangle', 'cross'] as const;

/** How a picture becomes the image model's `features`: a `grid` x `grid` of ink. */
export interface ShapeGrid {
  kind: 'shape-grid';
  grid: number;
}

/** A grey-scale picture: `width` x `height` values from 0 (black) to 1 (white), row by row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Float32Array;
}

/** How far a pixel must differ from the background to count as the shape when finding its bounding box. */
const INK_THRESHOLD = 0.25;

/**
 * The features of `image`: the ink (difference from the background) of its shape's bounding box, made square
 * around its centre and averaged into `spec.grid` x `spec.grid` cells, scaled so the strongest cell is 1.
 * A picture with no shape gives zeros. Written into `out` at `offset`.
 */
export function shapeFeatures(image: GreyImage, spec: ShapeGrid, out: Float32Array, offset = 0): void {
  const { width, height, pixels } = image;
  const cells = spec.grid * spec.grid;
  out.fill(0, offset, offset + cells);
  if (width === 0 || height === 0) return;
  // The background: the mean of the border's pixels.
  let sum = 0;
  let count = 0;
  for (let x = 0; x < width; x++) {
    sum += (pixels[x] as number) + (pixels[(height - 1) * width + x] as number);
    count += 2;
  }
  for (let y = 1; y < height - 1; y++) {
    sum += (pixels[y * width] as number) + (pixels[y * width + width - 1] as number);
    count += 2;
  }
  const background = sum / count;
  const ink = new Float32Array(width * height);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = Math.abs((pixels[y * width + x] as number) - background);
      ink[y * width + x] = v;
      if (v >= INK_THRESHOLD) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  if (right < 0) return;
  // The bounding box made square around its centre (a little margin), in pixel coordinates.
  const side = Math.max(right - left + 1, bottom - top + 1) * 1.1;
  const cx = (left + right + 1) / 2;
  const cy = (top + bottom + 1) / 2;
  const x0 = cx - side / 2;
  const y0 = cy - side / 2;
  const cell = side / spec.grid;
  // Each cell averages the ink of a few sample points inside it (outside the picture: no ink).
  const SAMPLES = 4;
  let max = 0;
  for (let gy = 0; gy < spec.grid; gy++)
    for (let gx = 0; gx < spec.grid; gx++) {
      let total = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = Math.floor(x0 + (gx + (sx + 0.5) / SAMPLES) * cell);
          const py = Math.floor(y0 + (gy + (sy + 0.5) / SAMPLES) * cell);
          if (px >= 0 && py >= 0 && px < width && py < height) total += ink[py * width + px] as number;
        }
      const value = total / (SAMPLES * SAMPLES);
      out[offset + gy * spec.grid + gx] = value;
      max = Math.max(max, value);
    }
  if (max > 0) for (let i = 0; i < cells; i++) out[offset + i] = (out[offset + i] as number) / max;
}

/** Whether the point (x, y), in a shape's own unit square (-1..1), is inside the filled shape. */
function filled(shape: number, x: number, y: number): boolean {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (shape === 0) return x * x + y * y <= 1;
  if (shape === 1) return ax <= 0.85 && ay <= 0.85;
  // A triangle with its apex at the top and its base at the bottom (y grows upwards).
  if (shape === 2) return y >= -0.85 && y <= 0.95 - 1.9 * ax;
  return (ax <= 0.3 && ay <= 1) || (ay <= 0.3 && ax <= 1);
}

/** Inside the shape; with `stroke` > 0 only near its edge (an outline: some point within `stroke` is outside). */
function inside(shape: number, x: number, y: number, stroke: number): boolean {
  if (!filled(shape, x, y)) return false;
  if (stroke <= 0) return true;
  return (
    !filled(shape, x + stroke, y) ||
    !filled(shape, x - stroke, y) ||
    !filled(shape, x, y + stroke) ||
    !filled(shape, x, y - stroke)
  );
}

/** One picture of `shape`: `size` pixels square, the shape at `scale` of it, centred at (cx, cy), rotated a little. */
export function drawShape(
  shape: (typeof SHAPES)[number],
  o: { size: number; scale: number; cx: number; cy: number; angle: number; stroke: number; ink: number; paper: number },
): GreyImage {
  const { size } = o;
  const pixels = new Float32Array(size * size);
  const radius = (o.scale * size) / 2;
  const cos = Math.cos(o.angle);
  const sin = Math.sin(o.angle);
  const index = SHAPES.indexOf(shape);
  const SUB = 2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let covered = 0;
      for (let sy = 0; sy < SUB; sy++)
        for (let sx = 0; sx < SUB; sx++) {
          const px = (x + (sx + 0.5) / SUB - o.cx * size) / radius;
          // Picture rows grow downwards; the shape's y grows upwards.
          const py = -(y + (sy + 0.5) / SUB - o.cy * size) / radius;
          const ux = cos * px + sin * py;
          const uy = -sin * px + cos * py;
          if (inside(index, ux, uy, o.stroke)) covered++;
        }
      const c = covered / (SUB * SUB);
      pixels[y * size + x] = o.paper + (o.ink - o.paper) * c;
    }
  return { width: size, height: size, pixels };
}

/** `perShape` pictures of each shape, drawn from `seed`: sizes, places, angles, outlines and inks vary. */
export function shapePictures(perShape: number, seed = 1_010_101): { image: GreyImage; label: number }[] {
  const random = seededRandom(seed);
  const between = (a: number, b: number) => a + (b - a) * random();
  const out: { image: GreyImage; label: number }[] = [];
  for (let i = 0; i < perShape; i++)
    SHAPES.forEach((shape, label) => {
      const size = Math.round(between(16, 48));
      const scale = between(0.35, 0.9);
      const margin = scale / 2;
      const dark = random() < 0.75;
      const image = drawShape(shape, {
        size,
        scale,
        cx: between(margin, 1 - margin),
        cy: between(margin, 1 - margin),
        angle: between(-0.15, 0.15),
        stroke: random() < 0.4 ? between(0.12, 0.3) : 0,
        ink: dark ? between(0, 0.3) : between(0.75, 1),
        paper: dark ? between(0.8, 1) : between(0, 0.2),
      });
      // A little noise, as a scan or a photo has.
      for (let p = 0; p < image.pixels.length; p++)
        image.pixels[p] = Math.min(1, Math.max(0, (image.pixels[p] as number) + between(-0.05, 0.05)));
      out.push({ image, label });
    });
  return out;
}
