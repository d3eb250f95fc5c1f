import { describe, expect, it } from 'vitest';
import {
  GRADES,
  GRADE_NAMES,
  GRADE_SLUGS,
  gradeFromName,
  parseGrade,
  parseSubject,
  parseVolume,
} from './grades';

describe('parseGrade', () => {
  it('matches grade names case-insensitively', () => {
    expect(parseGrade('nursery')).toBe('nursery');
    expect(parseGrade('Nursery')).toBe('nursery');
    expect(parseGrade('NURSERY')).toBe('nursery');
    expect(parseGrade('k1')).toBe('k1');
    expect(parseGrade('K1')).toBe('k1');
    expect(parseGrade('K2')).toBe('k2');
  });

  it('rejects unknown or missing grades', () => {
    expect(parseGrade('k4')).toBeNull();
    expect(parseGrade('k')).toBeNull();
    expect(parseGrade('kindergarten')).toBeNull();
    expect(parseGrade('')).toBeNull();
    expect(parseGrade(undefined)).toBeNull();
  });
});

describe('parseVolume', () => {
  it('accepts v1 to v4 in any case', () => {
    expect(parseVolume('v1')).toBe('v1');
    expect(parseVolume('V2')).toBe('v2');
    expect(parseVolume('v3')).toBe('v3');
    expect(parseVolume('v4')).toBe('v4');
  });

  it('rejects anything else', () => {
    expect(parseVolume('v0')).toBeNull();
    expect(parseVolume('v5')).toBeNull();
    expect(parseVolume('v9')).toBeNull();
    expect(parseVolume('1')).toBeNull();
    expect(parseVolume('curriculum')).toBeNull();
    expect(parseVolume(undefined)).toBeNull();
  });
});

describe('parseSubject', () => {
  it('knows English and Maths only', () => {
    expect(parseSubject('English')).toBe('english');
    expect(parseSubject('maths')).toBe('maths');
    expect(parseSubject('science')).toBeNull();
  });
});

describe('grade information', () => {
  it('carries the headings and welcome texts of the specification', () => {
    expect(GRADE_SLUGS.map((slug) => GRADES[slug].heading)).toEqual([
      'Nursery',
      'Kindergarten - 1',
      'Kindergarten - 2',
    ]);
    expect(GRADE_SLUGS.map((slug) => GRADES[slug].welcome)).toEqual([
      'Welcome To Preschool',
      'Welcome To Grade K1',
      'Welcome To Grade K2',
    ]);
    expect(GRADE_SLUGS.map((slug) => GRADES[slug].ageHint)).toEqual(['3+', '4+', '5+']);
  });

  it('maps stored profile grade names back to slugs', () => {
    expect(GRADE_NAMES).toEqual(['Nursery', 'Kindergarten-1', 'Kindergarten-2']);
    expect(gradeFromName('Kindergarten-2')).toBe('k2');
    expect(gradeFromName('Kindergarten 2')).toBeNull();
    expect(gradeFromName(null)).toBeNull();
  });

  it('has link segments that parse back to the same grade', () => {
    for (const slug of GRADE_SLUGS) expect(parseGrade(GRADES[slug].linkSegment)).toBe(slug);
  });
});
