import { describe, expect, it } from 'vitest';
import { defaultPaperForLocale, PAPERS, printableArea } from './paper';

describe('defaultPaperForLocale', () => {
  it.each([
    ['en-US', 'letter'],
    ['en_CA', 'letter'],
    ['fr-CA', 'letter'],
    ['es-MX', 'letter'],
    ['fil-PH', 'letter'],
    ['es-CL', 'letter'],
    ['en-US-u-ca-gregory', 'letter'],
    ['en-GB', 'a4'],
    ['de-DE', 'a4'],
    ['en-IN', 'a4'],
    ['zh-Hant-TW', 'a4'],
    ['en', 'a4'],
    ['', 'a4'],
    [null, 'a4'],
    [undefined, 'a4'],
  ])('%s -> %s', (locale, paper) => {
    expect(defaultPaperForLocale(locale)).toBe(paper);
  });
});

describe('printableArea', () => {
  it('lies inside the sheet with margins home printers can print', () => {
    for (const paper of Object.values(PAPERS)) {
      const area = printableArea(paper);
      expect(area.left).toBeGreaterThanOrEqual(10);
      expect(area.top).toBeGreaterThanOrEqual(10);
      expect(paper.width - area.right).toBeGreaterThanOrEqual(10);
      expect(paper.height - area.bottom).toBeGreaterThanOrEqual(10);
    }
  });
});
