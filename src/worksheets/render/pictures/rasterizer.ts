/**
 * Turns a picture's SVG into PNG bytes of the given pixel size. Injected so the browser can
 * use a canvas while Node (tests, benchmark) draws pictures as vectors instead.
 */
export interface PictureRasterizer {
  /** PNG bytes, or null when this picture cannot be rasterised (it is then drawn as vectors). */
  rasterize(svg: string, widthPx: number, heightPx: number): Promise<Uint8Array | null>;
}

/** Where pictures come from: the picture set's SVG by name (src/domain/pictures). */
export type PictureSource = (name: string) => string | null | undefined;

/**
 * Pictures kept as files (the browser's SVG files, precached with the app): fetched before a
 * PDF is drawn, only the ones its pages show.
 */
export interface PictureFiles {
  /** A source holding at least `names`; rejects when one of them cannot be read. */
  load(names: readonly string[]): Promise<PictureSource>;
}
