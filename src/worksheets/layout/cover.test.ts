import { describe, expect, it } from 'vitest';
import { pageText, placementProblems } from '../testing/document-checks';
import { layoutVolumeCover, type VolumeCoverInput } from './cover';

function cover(entries: number, extra: Partial<VolumeCoverInput> = {}) {
  const list = (prefix: string) =>
    Array.from({ length: entries }, (_, index) => ({
      title: `${prefix} worksheet number ${index + 1}${index % 3 === 0 ? ' with a rather long title that wraps' : ''}`,
      page: 2 + index * 3,
    }));
  return layoutVolumeCover({
    brand: 'Sprouts',
    grade: 'k2',
    volume: 'v1',
    title: 'Reading and Numbers to 100',
    summary:
      'Your child reads short words, hears blends and digraphs, and counts, adds and takes away.',
    childName: 'Ava',
    paper: 'a4',
    contents: [
      { subject: 'english', entries: list('English') },
      { subject: 'maths', entries: list('Maths') },
    ],
    ...extra,
  });
}

describe('layoutVolumeCover', () => {
  it('names the volume, the child and every worksheet with its first page', () => {
    const document = cover(6);
    expect(document.pages).toHaveLength(1);
    expect(document.pages[0]?.role).toBe('cover');
    const header = pageText(document.pages[0]?.header ?? []);
    expect(header).toContain('Reading and Numbers to 100');
    expect(header).toContain('For Ava');
    expect(header).toContain('Kindergarten 2 · Volume 1');
    const body = pageText(document.pages[0]?.body ?? []);
    expect(body).toContain('English');
    expect(body).toContain('Maths');
    expect(body).toContain('Maths worksheet number 6');
    expect(body).toContain('17');
  });

  it('fits long contents on the page on both papers', () => {
    for (const paper of ['a4', 'letter'] as const) {
      for (const entries of [1, 10, 18, 26]) {
        expect(placementProblems(cover(entries, { paper })), `${paper} ${entries}`).toEqual([]);
      }
    }
  });
});
