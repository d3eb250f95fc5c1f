import { describe, expect, it } from 'vitest';
import { reportInput } from './layout/progress-report.fixture';
import { createProgressReportPdf } from './progress-report';
import { nodeLexendFonts } from './testing/node-assets';
import { normaliseSpace, readPdf } from './testing/pdf-reader';

describe('createProgressReportPdf', () => {
  it('writes a PDF a reader reads back with the name, the period, the subjects and a suggestion', async () => {
    const bytes = await createProgressReportPdf(reportInput(), { fonts: nodeLexendFonts() });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.width).toBeCloseTo(595.28, 0);
    const text = normaliseSpace(pages.map((page) => page.text).join(' '));
    expect(text).toContain('Maya’s progress report');
    expect(text).toContain('Last 4 weeks: 19 March 2026 to 15 April 2026');
    expect(text).toContain('English');
    expect(text).toContain('Maths');
    expect(text).toContain('78% right on the first try');
    expect(text).toContain('Hears the first sound of words from a to h');
    expect(text).toContain('First Sounds A to H');
    expect(text).toContain('Not yet: Hears the first sound of words from a to h');
  });

  it('prints on Letter when asked', async () => {
    const bytes = await createProgressReportPdf(reportInput({ paper: 'letter' }), {
      fonts: nodeLexendFonts(),
    });
    const [page] = await readPdf(bytes);
    expect(page?.width).toBeCloseTo(612, 0);
    expect(page?.height).toBeCloseTo(792, 0);
  });
});
