/** Reads a PDF back with a real PDF reader (pdfjs-dist), for tests: text and size per page. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPageContent {
  /** Page size in points. */
  width: number;
  height: number;
  /** The page's text, runs joined by spaces and whitespace collapsed. */
  text: string;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPageContent[]> {
  const document = await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages: PdfPageContent[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    pages.push({ width: viewport.width, height: viewport.height, text });
  }
  await document.destroy();
  return pages;
}

/** Collapses whitespace so wrapped lines compare with their source text. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
