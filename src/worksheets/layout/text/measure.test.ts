import { describe, expect, it } from 'vitest';
import { fitTextSize, textWidth, truncateToWidth, wrapText } from './measure';

describe('text measurement', () => {
  it('grows with the text, the size and the weight', () => {
    expect(textWidth('ab', 12, 'regular')).toBeGreaterThan(textWidth('a', 12, 'regular'));
    expect(textWidth('a', 24, 'regular')).toBeCloseTo(textWidth('a', 12, 'regular') * 2, 6);
    expect(textWidth('Sprouts', 12, 'bold')).toBeGreaterThan(textWidth('Sprouts', 12, 'regular'));
  });

  it('wraps without a line wider than asked, breaking words that cannot fit', () => {
    const text =
      'Look at each picture and circle the one that starts with the sound b, then say its name aloud';
    for (const width of [20, 45, 90, 180]) {
      const lines = wrapText(text, 12, 'regular', width);
      for (const line of lines) expect(textWidth(line, 12, 'regular')).toBeLessThanOrEqual(width);
      expect(lines.join(' ').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    }
    const long = wrapText('Supercalifragilisticexpialidocious', 20, 'bold', 25);
    expect(long.length).toBeGreaterThan(1);
    expect(long.join('')).toBe('Supercalifragilisticexpialidocious');
  });

  it('fits a size to a width and shortens what cannot fit', () => {
    const size = fitTextSize('elephant', 40, 'bold', 30);
    expect(size).toBeLessThan(40);
    expect(textWidth('elephant', size, 'bold')).toBeLessThanOrEqual(30);
    expect(fitTextSize('a', 40, 'bold', 30)).toBe(40);
    const short = truncateToWidth('A very long name indeed', 12, 'regular', 20);
    expect(short.endsWith('…')).toBe(true);
    expect(textWidth(short, 12, 'regular')).toBeLessThanOrEqual(20);
    expect(truncateToWidth('Maya', 12, 'regular', 20)).toBe('Maya');
  });
});
