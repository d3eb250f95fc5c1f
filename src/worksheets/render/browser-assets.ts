import { getPictureSvg } from '@/content/pictures';
import { bundledLexendFonts } from './fonts/bundled-lexend';
import { createBrowserRasterizer } from './pictures/browser-rasterizer';
import type { WorksheetAssets } from './render-pdf';

/**
 * What the browser renders worksheets with: Lexend (bundled), the app's pictures (compiled in)
 * and a canvas rasterizer for the few pictures that vectors would only approximate. Nothing is
 * fetched, so worksheets are made offline.
 */
export function browserWorksheetAssets(): WorksheetAssets {
  return {
    fonts: bundledLexendFonts(),
    pictures: getPictureSvg,
    rasterizer:
      typeof document === 'undefined' && typeof OffscreenCanvas === 'undefined'
        ? null
        : createBrowserRasterizer(),
    pictureMode: 'vector',
    dpi: 300,
  };
}
