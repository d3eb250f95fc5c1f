import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { layoutWorksheet } from '../layout/layout-worksheet';
import {
  LEXEND_BOLD_WIDTHS,
  LEXEND_CHARACTERS,
  LEXEND_REGULAR_WIDTHS,
} from '../layout/text/lexend-metrics';
import type { PaperId, WorksheetDocument } from '../layout/types';
import { getPictureSvg } from '@/domain/pictures';
import { iconifyPictureSvg } from '../testing/iconify-pictures';
import { nodeLexendFonts } from '../testing/node-assets';
import { normaliseSpace, readPdf } from '../testing/pdf-reader';
import { solidPng } from '../testing/png';
import {
  ALL_SYNTHETIC_ITEMS,
  countingItem,
  pictureChoiceItem,
  patternItem,
} from '../testing/synthetic-items';
import { registerFonts } from './fonts/register';
import type { PictureRasterizer } from './pictures/rasterizer';
import { withAnswerKey } from '../files';
import { renderWorksheetPdf, renderWorksheetsPdf } from './render-pdf';

const INSTRUCTIONS =
  'Read each question to your child, then help them circle, join or trace the answer.';

function worksheet(
  paper: PaperId = 'a4',
  items = ALL_SYNTHETIC_ITEMS,
  title = 'Letters and numbers',
): WorksheetDocument {
  return layoutWorksheet({
    title,
    purpose: 'topic',
    grade: 'nursery',
    volume: 'v2',
    subject: 'english',
    instructions: INSTRUCTIONS,
    items,
    childName: 'Oliver',
    paper,
    brand: 'Sprouts',
  });
}

const assets = { fonts: nodeLexendFonts(), pictures: getPictureSvg };

function countOccurrences(bytes: Uint8Array, needle: string): number {
  return Buffer.from(bytes).toString('latin1').split(needle).length - 1;
}

describe('renderWorksheetPdf', () => {
  for (const [paper, size] of [
    ['a4', { width: 595.28, height: 841.89 }],
    ['letter', { width: 612, height: 792 }],
  ] as const) {
    it(`writes a ${paper} PDF a reader can read back, with every text of the worksheet`, async () => {
      const document = worksheet(paper);
      const bytes = await renderWorksheetPdf(withAnswerKey(document), assets);
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pages = await readPdf(bytes);
      expect(pages).toHaveLength(document.pages.length + document.keyPages.length);
      for (const page of pages) {
        expect(page.width).toBeCloseTo(size.width, 0);
        expect(page.height).toBeCloseTo(size.height, 0);
      }
      const itemPages = pages.slice(0, document.pages.length).map((page) => page.text);
      const all = normaliseSpace(itemPages.join(' '));
      expect(itemPages[0]).toContain('Letters and numbers');
      expect(itemPages[0]).toContain('Oliver');
      expect(itemPages[0]).toContain('Nursery · Volume 2 · English');
      expect(all).toContain(INSTRUCTIONS);
      // Questions that differ are printed; tracing says what to do in the instructions.
      for (const item of ALL_SYNTHETIC_ITEMS.filter((each) => each.type !== 'trace'))
        expect(all).toContain(item.prompt.text);
      itemPages.forEach((text, index) =>
        expect(text).toContain(`Page ${index + 1} of ${itemPages.length}`),
      );
      const key = normaliseSpace(
        pages
          .slice(document.pages.length)
          .map((page) => page.text)
          .join(' '),
      );
      expect(key).toContain('Answer key');
      expect(key).toContain('Page 1 of');
      for (const entry of document.answerKey) {
        for (const part of entry.parts) expect(key).toContain(part);
      }
    });
  }

  it('stays small with pictures drawn as vectors, each written once', async () => {
    const document = worksheet();
    const bytes = await renderWorksheetPdf(document, assets);
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    const names = new Set(
      document.pages.flatMap((page) =>
        page.body.flatMap((primitive) => (primitive.kind === 'picture' ? [primitive.name] : [])),
      ),
    );
    // One form object per picture, plus the Sprouts mark.
    expect(countOccurrences(bytes, '/Subtype /Form')).toBe(names.size + 1);
  });

  it('embeds each rasterised picture once, however often it is drawn', async () => {
    const requests: string[] = [];
    const rasterizer: PictureRasterizer = {
      rasterize: async (svg, width, height) => {
        requests.push(`${width}x${height}`);
        expect(svg).toContain('<svg');
        return solidPng(width, height, [200, 40, 40, 255]);
      },
    };
    // Seven apples in the counting stem, plus apples in the pattern: one image.
    const document = worksheet('a4', [countingItem, patternItem]);
    const bytes = await renderWorksheetPdf(document, {
      ...assets,
      rasterizer,
      pictureMode: 'raster',
    });
    const names = new Set(
      document.pages.flatMap((page) =>
        page.body.flatMap((primitive) => (primitive.kind === 'picture' ? [primitive.name] : [])),
      ),
    );
    expect(requests).toHaveLength(names.size);
    expect(countOccurrences(bytes, '/Subtype /Image')).toBe(names.size);
    // 300 dpi of the largest box each picture is drawn in.
    expect(requests.every((request) => Number(request.split('x')[0]) >= 100)).toBe(true);
  });

  it('in vector mode rasterises only pictures with gradients, clips or filters', async () => {
    const rasterised: string[] = [];
    const rasterizer: PictureRasterizer = {
      rasterize: async (svg, width, height) => {
        rasterised.push(svg);
        return solidPng(width, height, [0, 0, 0, 255]);
      },
    };
    const flat = { ...pictureChoiceItem, id: 'flat' };
    const shaded = {
      ...pictureChoiceItem,
      id: 'shaded',
      choices: pictureChoiceItem.choices.map((choice, index) =>
        index === 0
          ? { ...choice, visual: { type: 'picture' as const, picture: 'violin' } }
          : choice,
      ),
    };
    expect(getPictureSvg('violin')).toMatch(/Gradient|clipPath|filter/);
    const bytes = await renderWorksheetPdf(worksheet('a4', [flat, shaded]), {
      ...assets,
      rasterizer,
    });
    expect(rasterised).toHaveLength(1);
    expect(rasterised[0]).toBe(getPictureSvg('violin'));
    expect(countOccurrences(bytes, '/Subtype /Image')).toBe(1);
  });

  it('falls back to vectors when the rasterizer gives up, and to a labelled frame without the SVG', async () => {
    const refusing: PictureRasterizer = { rasterize: async () => null };
    const vector = await renderWorksheetPdf(worksheet('a4', [pictureChoiceItem]), {
      ...assets,
      rasterizer: refusing,
    });
    expect(countOccurrences(vector, '/Subtype /Image')).toBe(0);
    const framed = await renderWorksheetPdf(worksheet('a4', [pictureChoiceItem]), {
      fonts: assets.fonts,
      pictures: () => null,
    });
    const text = (await readPdf(framed))[0]?.text ?? '';
    for (const choice of pictureChoiceItem.choices) expect(text).toContain(choice.speech);
  });

  it('uses the built-in Helvetica when no font is given', async () => {
    const bytes = await renderWorksheetPdf(worksheet('letter', [pictureChoiceItem]), {
      pictures: iconifyPictureSvg,
    });
    expect(countOccurrences(bytes, '/BaseFont /Helvetica')).toBeGreaterThan(0);
    const pages = await readPdf(bytes);
    expect(pages[0]?.text).toContain('Letters and numbers');
    expect(pages[0]?.text).toContain('Oliver');
  });

  it('embeds Lexend, subset, when given', async () => {
    const bytes = await renderWorksheetPdf(worksheet('a4', [pictureChoiceItem]), assets);
    expect(countOccurrences(bytes, '/FontFile2')).toBe(2);
    expect(countOccurrences(bytes, '/BaseFont /Helvetica')).toBe(0);
  });
});

describe('renderWorksheetsPdf', () => {
  it('joins worksheets into one PDF and reports progress', async () => {
    const documents = [
      worksheet('a4', [pictureChoiceItem], 'First'),
      worksheet('a4', [countingItem], 'Second'),
    ];
    const progress: [number, number][] = [];
    const bytes = await renderWorksheetsPdf(documents, assets, {
      onProgress: (done, total) => progress.push([done, total]),
    });
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(documents[0]!.pages.length + documents[1]!.pages.length);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(pages[0]?.text).toContain('First');
    expect(pages[documents[0]!.pages.length]?.text).toContain('Second');
  });

  it('refuses an empty list', async () => {
    await expect(renderWorksheetsPdf([], assets)).rejects.toThrow();
  });
});

describe('the layout font metrics', () => {
  it('match the Lexend files the renderer embeds', () => {
    const pdf = new jsPDF({ unit: 'pt' });
    expect(registerFonts(pdf, nodeLexendFonts())).toBe('Lexend');
    pdf.setFontSize(1000);
    for (const [style, widths] of [
      ['normal', LEXEND_REGULAR_WIDTHS],
      ['bold', LEXEND_BOLD_WIDTHS],
    ] as const) {
      pdf.setFont('Lexend', style);
      [...LEXEND_CHARACTERS].forEach((character, index) => {
        expect(
          Math.abs(pdf.getTextWidth(character) - (widths[index] as number)),
          character,
        ).toBeLessThanOrEqual(1);
      });
    }
  });
});
