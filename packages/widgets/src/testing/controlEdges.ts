/**
 * Finds form controls a person cannot see: a text field, select or textarea whose edge does not stand out from
 * what is behind it. WCAG 1.4.11 asks 3:1 for the visual boundary of a control; below that an empty field is
 * invisible. Colours are read through a canvas, so any CSS colour (rgb, oklch, color-mix) is compared in sRGB.
 */

type Rgba = [number, number, number, number];

const TEXT_CONTROLS =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="range"]):not([type="color"]):not([type="file"]), select, textarea';

let context: CanvasRenderingContext2D | null = null;

/** A CSS colour as sRGB bytes and alpha, as the browser paints it. */
export function toRgba(color: string): Rgba {
  context ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to read colours with.');
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = '#000';
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
}

function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The opaque colour painted behind an element: its ancestors' backgrounds blended down to the page's white. */
export function colourBehind(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    const colour = toRgba(getComputedStyle(node).backgroundColor);
    if (colour[3] > 0) layers.push(colour);
    if (colour[3] >= 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

function visible(element: HTMLElement): boolean {
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none') return false;
  const box = element.getBoundingClientRect();
  // Visually hidden inputs (1 px, clipped) stand in for a custom control and are not drawn.
  return box.width > 4 && box.height > 4 && element.closest('[aria-hidden="true"], [hidden]') === null;
}

/** One line per visible text control whose border is missing or below 3:1 against what is behind it. */
export function controlsWithoutEdge(root: ParentNode = document): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(TEXT_CONTROLS)) {
    if (!visible(element)) continue;
    const style = getComputedStyle(element);
    const behind = colourBehind(element);
    const width = Number.parseFloat(style.borderBottomWidth);
    const border = over(toRgba(style.borderBottomColor), over(toRgba(style.backgroundColor), behind));
    const ratio = width >= 1 ? contrast(border, behind) : 0;
    if (ratio < 3) {
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('name') ??
        element.getAttribute('placeholder') ??
        element.id ??
        '';
      problems.push(
        `${element.tagName.toLowerCase()}${name ? ` "${name}"` : ''}: border ${style.borderBottomWidth} at ${ratio.toFixed(2)}:1`,
      );
    }
  }
  return problems;
}
