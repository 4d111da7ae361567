import type { DeploymentKey } from '@console/core';
import type { ImagePixels } from '@console/core/inference';

/** The key a playground calls with; its secret stays in the page's memory only. */
export interface PlaygroundKey {
  /** `session`: made for this visit and revoked after; `own`: one of the person's keys, its secret pasted. */
  kind: 'session' | 'own';
  keyId: number;
  name: string;
  prefix: string;
  secret: string;
  /** Only for `own`: the person asked to see their key in the curl command. */
  showInCurl?: boolean;
}

/** Reads an image file into pixels (a canvas by default; tests and stories hand in their own). */
export type ImageReader = (file: File) => Promise<ImagePixels>;

/** A key of the list the person picks from, with its secret. */
export interface OwnKeyChoice {
  key: DeploymentKey;
  secret: string;
  showInCurl: boolean;
}

/** Longest side, in pixels, an image is scaled down to before it is sent. */
export const IMAGE_MAX_SIDE = 128;

/** Reads an image file with the browser's decoder, scaled to fit {@link IMAGE_MAX_SIDE}. */
export const readImageFile: ImageReader = async (file) => {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    return { width, height, rgba: context.getImageData(0, 0, width, height).data };
  } finally {
    bitmap.close();
  }
};
