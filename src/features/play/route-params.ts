import {
  parseGrade,
  parseSubject,
  parseVolume,
  type GradeSlug,
  type SubjectSlug,
  type VolumeSlug,
} from '@/domain/grades';

/** Topic ids and subject names are URL-safe words joined by hyphens. */
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

export type ActivityRoute =
  /** A part is missing, empty or not a valid URL segment. */
  | { status: 'invalid' }
  /** A well-formed subject that Sprouts does not teach (yet). */
  | { status: 'unknown-subject'; grade: GradeSlug; volume: VolumeSlug; gradeSegment: string }
  | {
      status: 'ok';
      grade: GradeSlug;
      volume: VolumeSlug;
      subject: SubjectSlug;
      /** The topic id as written, lower-cased; may still name no topic. */
      topic: string;
      gradeSegment: string;
    };

export interface RawActivityParams {
  grade?: string | undefined;
  volume?: string | undefined;
  sub?: string | undefined;
  topic?: string | undefined;
}

function wellFormed(segment: string | undefined): segment is string {
  return segment !== undefined && SEGMENT.test(segment.trim());
}

/**
 * Reads /class/:grade/:volume/:sub/:topic (SPEC section 2). The layout has already refused an
 * unknown grade or volume; a missing or malformed part is 'invalid'.
 * Without `topic` (the subject page) only the first three parts are read.
 */
export function parseActivityRoute(
  params: RawActivityParams,
  { needsTopic }: { needsTopic: boolean },
): ActivityRoute {
  const grade = parseGrade(params.grade);
  const volume = parseVolume(params.volume);
  if (!grade || !volume || !params.grade || !wellFormed(params.sub)) return { status: 'invalid' };
  if (needsTopic && !wellFormed(params.topic)) return { status: 'invalid' };
  const gradeSegment = params.grade;
  const subject = parseSubject(params.sub);
  if (!subject) return { status: 'unknown-subject', grade, volume, gradeSegment };
  return {
    status: 'ok',
    grade,
    volume,
    subject,
    topic: (params.topic ?? '').trim().toLowerCase(),
    gradeSegment,
  };
}

export function volumePath(gradeSegment: string, volume: VolumeSlug): string {
  return `/class/${gradeSegment}/${volume}`;
}
