import type { jsPDF } from 'jspdf';
import type { InkMode } from '../../layout/ink';
import type { PicturePrimitive } from '../../layout/types';
import { drawVectorPictureOnce } from '../svg/draw-vector';
import { parseVectorPicture, type VectorPicture } from '../svg/vector-picture';
import { inkSaverPicture } from './ink-saver';
import type { PictureRasterizer, PictureSource } from './rasterizer';

const MM_PER_INCH = 25.4;
const MAX_PIXELS = 600;

/**
 * 'vector' draws pictures as PDF paths (sharp at any size, a few KB each) and rasterises only
 * those using SVG features the path drawer approximates (gradients, clip paths, filters);
 * 'raster' rasterises every picture.
 */
export type PictureMode = 'vector' | 'raster';

export interface PicturePainterOptions {
  source?: PictureSource | null;
  rasterizer?: PictureRasterizer | null;
  mode?: PictureMode;
  /** Print resolution for rasterised pictures. */
  dpi?: number;
}

const APPROXIMATED_FEATURES =
  /<(linearGradient|radialGradient|clipPath|mask|filter|pattern|image)\b/;

/** Whether drawing this SVG as paths would lose something (a gradient, a clip, a filter). */
export function needsRaster(svg: string): boolean {
  return APPROXIMATED_FEATURES.test(svg);
}

/** Parsed pictures by their SVG, shared by every PDF made in this session (the set is fixed). */
const parsed = new Map<string, VectorPicture | null>();
const greyed = new Map<string, VectorPicture | null>();

function parsedPicture(svg: string): VectorPicture | null {
  if (!parsed.has(svg)) parsed.set(svg, parseVectorPicture(svg));
  return parsed.get(svg) ?? null;
}

function greyPicture(svg: string): VectorPicture | null {
  if (!greyed.has(svg)) {
    const vector = parsedPicture(svg);
    greyed.set(svg, vector ? inkSaverPicture(vector) : null);
  }
  return greyed.get(svg) ?? null;
}

export interface PictureDrawer {
  draw(picture: PicturePrimitive, ink: InkMode): void;
}

function safeSvg(source: PictureSource | null | undefined, name: string): string | null {
  if (!source) return null;
  try {
    return source(name) ?? null;
  } catch {
    return null;
  }
}

/**
 * Draws pictures as PDF vectors or as PNGs from the rasterizer (see PictureMode; each PNG is
 * embedded once per document and reused by alias); a picture with no SVG gets a labelled frame.
 * `pictures` are the ones printed in colour: in ink saver every picture is drawn as grey vectors.
 */
export async function preparePictures(
  doc: jsPDF,
  pictures: readonly PicturePrimitive[],
  options: PicturePainterOptions,
  frame: (picture: PicturePrimitive) => void,
): Promise<PictureDrawer> {
  const dpi = options.dpi ?? 300;
  const largest = new Map<string, number>();
  for (const picture of pictures) {
    largest.set(
      picture.name,
      Math.max(largest.get(picture.name) ?? 0, picture.width, picture.height),
    );
  }
  const svgs = new Map<string, string | null>();
  for (const name of largest.keys()) svgs.set(name, safeSvg(options.source, name));

  const rasters = new Map<string, Uint8Array>();
  if (options.rasterizer) {
    for (const [name, millimetres] of largest) {
      const svg = svgs.get(name);
      if (!svg || (options.mode !== 'raster' && !needsRaster(svg))) continue;
      const pixels = Math.max(
        16,
        Math.min(MAX_PIXELS, Math.round((millimetres / MM_PER_INCH) * dpi)),
      );
      const png = await options.rasterizer.rasterize(svg, pixels, pixels).catch(() => null);
      if (png && png.byteLength > 0) rasters.set(name, png);
    }
  }

  const svgOf = (name: string): string | null => {
    if (!svgs.has(name)) svgs.set(name, safeSvg(options.source, name));
    return svgs.get(name) ?? null;
  };
  const vectorOf = (name: string): VectorPicture | null => {
    const svg = svgOf(name);
    return svg ? parsedPicture(svg) : null;
  };
  const greyOf = (name: string): VectorPicture | null => {
    const svg = svgOf(name);
    return svg ? greyPicture(svg) : null;
  };

  return {
    draw(picture, ink) {
      if (ink === 'saver') {
        const grey = greyOf(picture.name);
        if (grey) drawVectorPictureOnce(doc, `picture-grey-${picture.name}`, grey, picture);
        else frame(picture);
        return;
      }
      const png = rasters.get(picture.name);
      if (png) {
        // The alias makes jsPDF embed the image once and refer to it afterwards.
        doc.addImage(
          png,
          'PNG',
          picture.x,
          picture.y,
          picture.width,
          picture.height,
          `picture-${picture.name}`,
          'FAST',
        );
        return;
      }
      const vector = vectorOf(picture.name);
      if (vector) {
        drawVectorPictureOnce(doc, `picture-${picture.name}`, vector, picture);
        return;
      }
      frame(picture);
    },
  };
}
