import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserWorksheetAssets,
  defaultPaperForLocale,
  layoutWorksheet,
  renderWorksheetPdf,
  worksheetFileName,
} from '@/worksheets';
import { readPdf } from './testing/pdf-reader';
import { startPictureServer } from './testing/picture-server';
import { pictureChoiceItem } from './testing/synthetic-items';

describe('the worksheets module', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders with the browser assets: bundled Lexend and the pictures it prints, read from their files', async () => {
    const server = await startPictureServer();
    // The page's address: picture files are read from the app's own origin.
    vi.stubGlobal('location', new URL(`${server.origin}/class/k1/v1/english`));
    const assets = await browserWorksheetAssets();
    expect(assets.fonts?.regular.byteLength).toBeGreaterThan(10_000);
    // Node has neither a DOM nor OffscreenCanvas: pictures are then drawn as vectors.
    expect(assets.rasterizer).toBeNull();
    const document = layoutWorksheet({
      title: 'Beginning letters',
      purpose: 'topic',
      grade: 'k1',
      volume: 'v1',
      subject: 'english',
      instructions: 'Say each picture’s name.',
      items: [pictureChoiceItem],
      paper: defaultPaperForLocale('en-US'),
      brand: 'Sprouts',
    });
    const pdf = await renderWorksheetPdf(document, assets);
    await server.close();
    // Only the item's own three pictures, each read once.
    expect(
      server.requests
        .map((path) => /^\/assets\/pictures\/(.+)-[\w-]{6}\.svg$/.exec(path)?.[1])
        .sort(),
    ).toEqual(['cat-face', 'soccer-ball', 'sun']);
    const pages = await readPdf(pdf);
    expect(Math.round(pages[0]?.width ?? 0)).toBe(612);
    expect(pages[0]?.text).toContain('Say each picture’s name.');
    expect(
      worksheetFileName({
        kind: 'topic',
        grade: 'k1',
        volume: 'v1',
        subject: 'english',
        topicId: 'beginning-letters',
      }),
    ).toBe('sprouts-k1-v1-english-beginning-letters.pdf');
  });
});
