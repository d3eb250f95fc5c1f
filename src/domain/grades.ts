/** Grades and volumes of the specification, and the rules for reading them from a URL. */

export const GRADE_SLUGS = ['nursery', 'k1', 'k2'] as const;
export type GradeSlug = (typeof GRADE_SLUGS)[number];

export const VOLUME_SLUGS = ['v1', 'v2', 'v3', 'v4'] as const;
export type VolumeSlug = (typeof VOLUME_SLUGS)[number];

export const SUBJECT_SLUGS = ['english', 'maths'] as const;
export type SubjectSlug = (typeof SUBJECT_SLUGS)[number];

/** The grade as stored on a profile (SPEC section 3). */
export type GradeName = 'Nursery' | 'Kindergarten-1' | 'Kindergarten-2';

export interface GradeInfo {
  slug: GradeSlug;
  /** The value stored on the profile and offered on sign-up. */
  name: GradeName;
  /** How forms, windows and mails write the grade: 'Kindergarten 1'. */
  label: string;
  /** Heading of the grade layout (SPEC section 2). */
  heading: string;
  /** Heading of the grade welcome page. */
  welcome: string;
  /** Path segment used by the welcome page buttons (SPEC keeps the capitalised form). */
  linkSegment: string;
  ageHint: string;
  /** Label in the curriculum selector. */
  cardTitle: string;
}

export const GRADES: Record<GradeSlug, GradeInfo> = {
  nursery: {
    slug: 'nursery',
    label: 'Nursery',
    name: 'Nursery',
    heading: 'Nursery',
    welcome: 'Welcome To Preschool',
    linkSegment: 'Nursery',
    ageHint: '3+',
    cardTitle: 'PreSchool / Nursery',
  },
  k1: {
    slug: 'k1',
    label: 'Kindergarten 1',
    name: 'Kindergarten-1',
    heading: 'Kindergarten - 1',
    welcome: 'Welcome To Grade K1',
    linkSegment: 'K1',
    ageHint: '4+',
    cardTitle: 'kindergarten 1',
  },
  k2: {
    slug: 'k2',
    label: 'Kindergarten 2',
    name: 'Kindergarten-2',
    heading: 'Kindergarten - 2',
    welcome: 'Welcome To Grade K2',
    linkSegment: 'K2',
    ageHint: '5+',
    cardTitle: 'kindergarten 2',
  },
};

export const GRADE_NAMES: readonly GradeName[] = GRADE_SLUGS.map((slug) => GRADES[slug].name);

/** The grades as a form's list offers them: the stored value, written the one way. */
export const GRADE_OPTIONS: readonly { value: GradeName; label: string }[] = GRADE_SLUGS.map(
  (slug) => ({ value: GRADES[slug].name, label: GRADES[slug].label }),
);

/** A stored grade name as forms, windows and mails write it ('Kindergarten-1' is 'Kindergarten 1'). */
export function gradeNameLabel(name: string | null | undefined): string {
  const slug = gradeFromName(name);
  return slug ? GRADES[slug].label : (name ?? '');
}

/** Grade names match case-insensitively (SPEC section 2). */
export function parseGrade(value: string | undefined): GradeSlug | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  return (GRADE_SLUGS as readonly string[]).includes(lower) ? (lower as GradeSlug) : null;
}

export function parseVolume(value: string | undefined): VolumeSlug | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  return (VOLUME_SLUGS as readonly string[]).includes(lower) ? (lower as VolumeSlug) : null;
}

export function parseSubject(value: string | undefined): SubjectSlug | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  return (SUBJECT_SLUGS as readonly string[]).includes(lower) ? (lower as SubjectSlug) : null;
}

export function gradeFromName(name: string | null | undefined): GradeSlug | null {
  const found = GRADE_SLUGS.find((slug) => GRADES[slug].name === name);
  return found ?? null;
}

export const SUBJECT_TITLES: Record<SubjectSlug, string> = { english: 'English', maths: 'Maths' };
export const VOLUME_TITLES: Record<VolumeSlug, string> = { v1: 'V1', v2: 'V2', v3: 'V3', v4: 'V4' };
