import PICTURE_URLS from 'virtual:sprouts/picture-urls';
import { createBrowserRasterizer } from './pictures/browser-rasterizer';
import { pictureFiles } from './pictures/picture-files';
import type { WorksheetAssets } from './render-pdf';

/** The app's picture files, each read once per page and kept for the next worksheet. */
const PICTURE_FILES = pictureFiles(PICTURE_URLS);

/**
 * What the browser renders worksheets with: Lexend (bundled, in a chunk of its own), the
 * pictures a worksheet prints, read from the app's own SVG files, and a canvas rasterizer for
 * the few pictures that vectors would only approximate. Nothing comes from the network but the
 * app's own precached files, so worksheets are made offline.
 */
export async function browserWorksheetAssets(): Promise<WorksheetAssets> {
  const { bundledLexendFonts } = await import('./fonts/bundled-lexend');
  return {
    fonts: bundledLexendFonts(),
    pictures: PICTURE_FILES,
    rasterizer:
      typeof document === 'undefined' && typeof OffscreenCanvas === 'undefined'
        ? null
        : createBrowserRasterizer(),
    pictureMode: 'vector',
    dpi: 300,
  };
}
