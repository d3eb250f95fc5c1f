import { getPictureSvg } from '@/content/pictures';
import { createBrowserRasterizer } from './pictures/browser-rasterizer';
import type { WorksheetAssets } from './render-pdf';

/**
 * What the browser renders worksheets with: Lexend (bundled, in a chunk of its own), the app's
 * pictures (compiled in) and a canvas rasterizer for the few pictures that vectors would only
 * approximate. Nothing comes from the network but the app's own precached chunks, so
 * worksheets are made offline.
 */
export async function browserWorksheetAssets(): Promise<WorksheetAssets> {
  const { bundledLexendFonts } = await import('./fonts/bundled-lexend');
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
