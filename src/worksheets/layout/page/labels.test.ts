import { describe, expect, it } from 'vitest';
import { GRADE_OPTIONS, GRADE_SLUGS, gradeNameLabel, GRADES } from '@/domain/grades';
import { gradeLabel, volumeLabel, worksheetSubtitle } from './labels';

describe('worksheet labels', () => {
  it('write each grade the way the forms do', () => {
    expect(GRADE_SLUGS.map(gradeLabel)).toEqual(GRADE_OPTIONS.map((option) => option.label));
    for (const slug of GRADE_SLUGS) {
      expect(gradeLabel(slug)).toBe(gradeNameLabel(GRADES[slug].name));
    }
    expect(gradeLabel('k2')).toBe('Kindergarten 2');
  });

  it('name the grade, the volume and the subject of a worksheet', () => {
    expect(volumeLabel('v3')).toBe('Volume 3');
    expect(worksheetSubtitle('k1', 'v2', 'maths')).toBe('Kindergarten 1 · Volume 2 · Maths');
    expect(worksheetSubtitle('nursery', 'v1', 'english')).toBe('Nursery · Volume 1 · English');
  });
});
