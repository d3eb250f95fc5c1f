import { describe, expect, it } from 'vitest';
import {
  browserWorksheetAssets,
  defaultPaperForLocale,
  layoutWorksheet,
  renderWorksheetPdf,
  worksheetFileName,
} from '@/worksheets';
import { readPdf } from './testing/pdf-reader';
import { pictureChoiceItem } from './testing/synthetic-items';

describe('the worksheets module', () => {
  it('renders with the browser assets: bundled Lexend and the compiled-in pictures', async () => {
    const assets = await browserWorksheetAssets();
    expect(assets.fonts?.regular.byteLength).toBeGreaterThan(10_000);
    expect(assets.pictures?.('cat-face')).toContain('<svg');
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
    const pages = await readPdf(await renderWorksheetPdf(document, assets));
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
