/**
 * Rasterises PDF pages with a real PDF reader (pdfjs-dist, drawing on its Node canvas) and
 * measures the pixels, for tests of what a printed page looks like.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PageInk {
  /** Pixels whose red, green and blue differ by more than a grey's antialiasing would. */
  colouredPixels: number;
  /** Mean darkness of the page, 0 (white) to 255 (black): how much ink it takes. */
  ink: number;
  pixels: number;
}

/** Channels of a grey pixel may differ this much after antialiasing and compositing. */
const GREY_TOLERANCE = 8;

interface CanvasAndContext {
  canvas: unknown;
  context: {
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  };
}

/** Every page of the PDF drawn at `scale` (1 = 72 dpi), measured. */
export async function pageInk(bytes: Uint8Array, scale = 1): Promise<PageInk[]> {
  const document = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const factory = (
    document as unknown as { canvasFactory: { create(w: number, h: number): CanvasAndContext } }
  ).canvasFactory;
  const pages: PageInk[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const { canvas, context } = factory.create(width, height);
    await page.render({
      canvas: canvas as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const { data } = context.getImageData(0, 0, width, height);
    let colouredPixels = 0;
    let darkness = 0;
    for (let index = 0; index < data.length; index += 4) {
      const red = data[index] as number;
      const green = data[index + 1] as number;
      const blue = data[index + 2] as number;
      if (Math.max(red, green, blue) - Math.min(red, green, blue) > GREY_TOLERANCE)
        colouredPixels += 1;
      darkness += 255 - (red + green + blue) / 3;
    }
    pages.push({ colouredPixels, ink: darkness / (width * height), pixels: width * height });
  }
  await document.destroy();
  return pages;
}
