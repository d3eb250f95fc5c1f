import { generateRound } from '@/activities/registry';
import { buildAssessmentRound } from '@/content/assessment-round';
import { seedFromString } from '@/domain/random';
import type { ContentPack, Item, TopicSpec } from '@/domain/types';
import type { GradeSlug, SubjectSlug, VolumeSlug } from '@/domain/grades';
import { MAX_ITEMS_PER_PAGE } from './layout/flow';
import type { InkMode } from './layout/ink';
import { layoutWorksheet } from './layout/layout-worksheet';
import type { PaperId, WorksheetDocument } from './layout/types';
import { LEVEL_LABELS, levelTopic, type WorksheetLevel } from './levels';

/** How a parent wants the sheet printed. */
export interface PrintChoices {
  paper: PaperId;
  /** Colour by default. */
  ink?: InkMode;
  /** Prefilled on the Name line. */
  childName?: string;
}

export interface TopicWorksheetRequest extends PrintChoices {
  topic: TopicSpec;
  /** Same seed, same worksheet. */
  seed: number;
  grade: GradeSlug;
  volume: VolumeSlug;
  /** 'played' (the default) is the level the app plays. */
  level?: WorksheetLevel;
}

export interface AssessmentWorksheetRequest extends PrintChoices {
  pack: ContentPack;
  subject: SubjectSlug;
  seed: number;
}

/**
 * A first page that holds this many items is the whole worksheet; with fewer, a second page
 * follows. Younger children do fewer, larger items at a sitting.
 */
const ENOUGH_ON_ONE_PAGE: Record<GradeSlug, number> = { nursery: 4, k1: 6, k2: 8 };
/** Worksheets have at most two pages of items. */
const MAX_PAGES = 2;

/** A stable seed per (grade, volume, subject, topic), so a reprinted worksheet is the same sheet. */
export function worksheetSeed(
  grade: GradeSlug,
  volume: VolumeSlug,
  subject: SubjectSlug,
  id: string,
): number {
  return seedFromString(`worksheet:${grade}/${volume}/${subject}/${id}`);
}

/**
 * The printable twin of a topic: items of its activity generated from `seed`, as many as fill
 * one page (or two, when one page holds too few for the child's age), with the answer key apart.
 */
export function buildWorksheet(request: TopicWorksheetRequest): WorksheetDocument {
  const level = request.level ?? 'played';
  const topic = levelTopic(request.topic, level) ?? request.topic;
  const candidates = generateRound(
    { ...topic, itemsPerRound: MAX_ITEMS_PER_PAGE * MAX_PAGES },
    request.seed,
  );
  return layoutWorksheet({
    title: topic.title,
    purpose: 'topic',
    grade: request.grade,
    volume: request.volume,
    subject: topic.subject,
    instructions: topic.instructions,
    items: candidates,
    childName: request.childName,
    paper: request.paper,
    ink: request.ink,
    brand: 'Sprouts',
    ...(level === 'played' ? {} : { level: LEVEL_LABELS[level] }),
    fill: { pages: MAX_PAGES, enough: ENOUGH_ON_ONE_PAGE[request.grade] },
  });
}

/**
 * The end-of-volume assessment's items: the same round the app plays for this pack and seed
 * (src/content/assessment-round.ts), so the printed assessment matches the on-screen one.
 */
export function assessmentItems(pack: ContentPack, subject: SubjectSlug, seed: number): Item[] {
  return buildAssessmentRound(pack, subject, seed);
}

/** The end-of-volume assessment of one subject as a worksheet: every item of the round. */
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
    ink: request.ink,
    brand: 'Sprouts',
  });
}
