/**
 * What Parents Corner knows of a volume's topics: the content pack when it is on the device,
 * otherwise an outline made from the curriculum (skills) and the results themselves (topic ids).
 */
import {
  SUBJECT_SLUGS,
  SUBJECT_TITLES,
  type GradeSlug,
  type SubjectSlug,
  type VolumeSlug,
} from '@/domain/grades';
import { VOLUME_OUTLINES } from '../curriculum';
import { readableId, type ReportPack, type ReportTopic } from '../skill-report';
import { isAssessmentResult, type ProgressResult } from './results';

/** A volume as the summary reads it; a ContentPack fits. */
export interface CatalogPack extends ReportPack {
  title: string;
  subjects: Record<
    SubjectSlug,
    { topics: readonly ReportTopic[]; assessment: { id: string; title: string } }
  >;
}

/** The catalogue of one (grade, volume). */
export type CatalogLookup = (grade: GradeSlug, volume: VolumeSlug) => CatalogPack;

/**
 * A volume whose pack is not on this device (a paid volume read on a parent's phone): titles
 * and skills from the curriculum, topics from the results in the order they were first played,
 * named from their ids, with the skill an assessment recorded for them.
 */
export function outlineCatalog(
  grade: GradeSlug,
  volume: VolumeSlug,
  results: readonly ProgressResult[],
): CatalogPack {
  const outline = VOLUME_OUTLINES[grade][volume];
  const oldestFirst = results
    .filter((result) => result.grade === grade && result.volume === volume)
    .sort((a, b) => Date.parse(a.finishedAt) - Date.parse(b.finishedAt));

  const subject = (slug: SubjectSlug) => {
    const topics = new Map<string, ReportTopic>();
    const skillOf = new Map<string, string>();
    let assessmentId = `${slug}-assessment`;
    for (const result of oldestFirst) {
      if (result.subject !== slug) continue;
      if (isAssessmentResult(result)) {
        assessmentId = result.topic;
        for (const score of result.skills ?? []) {
          if (!skillOf.has(score.topic)) skillOf.set(score.topic, score.skill);
          if (!topics.has(score.topic)) topics.set(score.topic, topicOf(score.topic));
        }
      } else if (!topics.has(result.topic)) {
        topics.set(result.topic, topicOf(result.topic));
      }
    }
    return {
      topics: [...topics.values()].map((topic) => ({
        ...topic,
        skill: skillOf.get(topic.id) ?? '',
      })),
      assessment: { id: assessmentId, title: `${SUBJECT_TITLES[slug]} Assessment` },
    };
  };

  return {
    grade,
    volume,
    title: outline.title,
    skills: SUBJECT_SLUGS.flatMap((slug) => outline.skills[slug]),
    subjects: { english: subject('english'), maths: subject('maths') },
  };
}

function topicOf(id: string): ReportTopic {
  return { id, title: readableId(id), skill: '' };
}
