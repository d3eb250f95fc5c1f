import { jsPDF } from 'jspdf';
import type { PicturePrimitive, PrintableDocument } from '../layout/types';
import { drawPictureFrame, drawPrimitive, type DrawContext } from './draw-primitives';
import { registerFonts, type WorksheetFonts } from './fonts/register';
import { preparePictures, type PictureMode } from './pictures/picture-painter';
import type { PictureFiles, PictureRasterizer, PictureSource } from './pictures/rasterizer';

export interface WorksheetAssets {
  /** Lexend regular and bold; without them the PDF uses the built-in Helvetica. */
  fonts?: WorksheetFonts | null;
  /** The picture set's SVG by name, or its files, fetched before drawing. */
  pictures?: PictureSource | PictureFiles | null;
  /** Rasterises pictures to PNG (browser); without one, every picture is drawn as vectors. */
  rasterizer?: PictureRasterizer | null;
  /** 'vector' by default: see PictureMode. */
  pictureMode?: PictureMode;
  /** Resolution of rasterised pictures; 300 by default. */
  dpi?: number;
}

export interface RenderOptions {
  /** The PDF's title; the first worksheet's title by default. */
  title?: string;
  /** Called after each worksheet with how many are done. */
  onProgress?: (done: number, total: number) => void;
  /** Adds a bookmark per worksheet (for a volume's PDF). */
  bookmarks?: boolean;
}

function picturesOf(document: PrintableDocument): PicturePrimitive[] {
  return document.pages.flatMap((page) =>
    [...page.header, ...page.body, ...page.footer].filter(
      (primitive): primitive is PicturePrimitive => primitive.kind === 'picture',
    ),
  );
}

/** The pictures printed in colour (ink-saver documents draw theirs as grey vectors). */
function colourPictures(documents: readonly PrintableDocument[]): PicturePrimitive[] {
  return documents.flatMap((document) => (document.ink === 'saver' ? [] : picturesOf(document)));
}

/** A source for every picture the documents show: files are fetched first, once each. */
async function pictureSource(
  pictures: PictureSource | PictureFiles | null,
  documents: readonly PrintableDocument[],
): Promise<PictureSource | null> {
  if (pictures === null || typeof pictures === 'function') return pictures;
  const names = new Set(documents.flatMap(picturesOf).map((picture) => picture.name));
  return pictures.load([...names]);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Draws worksheets (or any printable document) into one PDF, one after the other, each picture embedded once for the
 * whole file. Yields between worksheets so a page stays responsive while a volume renders.
 */
export async function renderWorksheetsPdf(
  documents: readonly PrintableDocument[],
  assets: WorksheetAssets,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const first = documents[0];
  if (!first) throw new Error('Nothing to render');
  const pdf = new jsPDF({
    unit: 'mm',
    format: [first.paper.width, first.paper.height],
    orientation: 'portrait',
    compress: true,
    putOnlyUsedFonts: true,
    // Five decimals for coordinates (16 below 1, for scales): a fifth smaller file, made faster.
    floatPrecision: 'smart',
  });
  const title = options.title ?? `${first.title} – ${first.brand} worksheet`;
  pdf.setProperties({
    title,
    subject: first.subtitle,
    author: first.brand,
    creator: first.brand,
    keywords: `${first.brand}, worksheet, ${first.subtitle}`,
  });
  pdf.setDisplayMode?.('fullpage', 'continuous');
  const family = registerFonts(pdf, assets.fonts);
  const context: DrawContext = {
    pdf,
    family,
    pictures: { draw: () => undefined },
    ink: first.ink ?? 'colour',
  };
  context.pictures = await preparePictures(
    pdf,
    colourPictures(documents),
    {
      source: await pictureSource(assets.pictures ?? null, documents),
      rasterizer: assets.rasterizer ?? null,
      mode: assets.pictureMode ?? 'vector',
      dpi: assets.dpi ?? 300,
    },
    (picture) => drawPictureFrame(context, picture),
  );

  let pageIndex = 0;
  for (const [index, document] of documents.entries()) {
    if (options.bookmarks) pdf.outline.add(null, document.title, { pageNumber: pageIndex + 1 });
    context.ink = document.ink ?? 'colour';
    for (const page of document.pages) {
      if (pageIndex > 0) pdf.addPage([document.paper.width, document.paper.height], 'portrait');
      pageIndex += 1;
      for (const primitive of [...page.header, ...page.body, ...page.footer])
        drawPrimitive(context, primitive);
    }
    options.onProgress?.(index + 1, documents.length);
    if (index < documents.length - 1) await nextTask();
  }
  return new Uint8Array(pdf.output('arraybuffer'));
}

/** One worksheet as a PDF file's bytes. */
export function renderWorksheetPdf(
  document: PrintableDocument,
  assets: WorksheetAssets,
): Promise<Uint8Array> {
  return renderWorksheetsPdf([document], assets);
}
