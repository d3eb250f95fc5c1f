import { createBrowserRasterizer } from './pictures/browser-rasterizer';
import type { WorksheetAssets } from './render-pdf';

/**
 * What the browser renders worksheets with: Lexend (bundled, in a chunk of its own), the app's
 * pictures (compiled in) and a canvas rasterizer for the few pictures that vectors would only
 * approximate. Nothing comes from the network but the app's own precached chunks, so
 * worksheets are made offline. The pictures are a chunk of their own, loaded beside the
 * renderer: the app's pages show each picture from its own file instead.
 */
export async function browserWorksheetAssets(): Promise<WorksheetAssets> {
  const [{ bundledLexendFonts }, { getPictureSvg }] = await Promise.all([
    import('./fonts/bundled-lexend'),
    import('@/domain/pictures'),
  ]);
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
