import { generateRound } from '@/activities/registry';
import { buildAssessmentRound } from '@/content/assessment-round';
import { seedFromString } from '@/domain/random';
import type { ContentPack, Item, TopicSpec } from '@/domain/types';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import { layoutWorksheet } from './layout/layout-worksheet';
import type { PaperId, WorksheetDocument } from './layout/types';

export interface TopicWorksheetRequest {
  topic: TopicSpec;
  /** Same seed, same worksheet. */
  seed: number;
  grade: GradeSlug;
  volume: VolumeSlug;
  childName?: string;
  paper: PaperId;
}

export interface AssessmentWorksheetRequest {
  pack: ContentPack;
  subject: SubjectSlug;
  seed: number;
  childName?: string;
  paper: PaperId;
}

/** A stable seed per (grade, volume, subject, topic), so a reprinted worksheet is the same sheet. */
export function worksheetSeed(
  grade: GradeSlug,
  volume: VolumeSlug,
  subject: SubjectSlug,
  id: string,
): number {
  return seedFromString(`worksheet:${grade}/${volume}/${subject}/${id}`);
}

/** The printable twin of a topic: one round of its activity, generated from `seed`. */
export function buildWorksheet(request: TopicWorksheetRequest): WorksheetDocument {
  const { topic } = request;
  return layoutWorksheet({
    title: topic.title,
    purpose: 'topic',
    grade: request.grade,
    volume: request.volume,
    subject: topic.subject,
    instructions: topic.instructions,
    items: generateRound(topic, request.seed),
    childName: request.childName,
    paper: request.paper,
    brand: 'Sprouts',
  });
}

/**
 * The end-of-volume assessment's items: the same round the app plays for this pack and seed
 * (src/content/assessment-round.ts), so the printed assessment matches the on-screen one.
 */
export function assessmentItems(pack: ContentPack, subject: SubjectSlug, seed: number): Item[] {
  return buildAssessmentRound(pack, subject, seed);
}

/** The end-of-volume assessment of one subject as a worksheet. */
export function buildAssessmentWorksheet(request: AssessmentWorksheetRequest): WorksheetDocument {
  const { assessment } = request.pack.subjects[request.subject];
  return layoutWorksheet({
    title: assessment.title,
    purpose: 'assessment',
    grade: request.pack.grade,
    volume: request.pack.volume,
    subject: request.subject,
    instructions: assessment.instructions,
    items: assessmentItems(request.pack, request.subject, request.seed),
    childName: request.childName,
    paper: request.paper,
    brand: 'Sprouts',
  });
}
