/** Curriculum data and content packs: what each grade and volume teaches and plays. */
export { VOLUME_OUTLINES, isFreeVolume, type VolumeOutline } from './curriculum';
export { PackNotAvailableError, isPackNotAvailable } from './errors';
export { ASSESSMENT_SEGMENT, findAssessment, findTopic } from './find';
export { isBundledPack, loadPack } from './load-pack';
export { assessmentItemTopic } from './assessment-item-id';
export { buildAssessmentRound, generateTopicItems } from './assessment-round';
export {
  NOT_YET_MIN_MISSES,
  PRACTISING_SHARE,
  SECURE_SHARE,
  skillLevel,
  type SkillLevel,
} from './skill-level';
export { assessmentSkillScores, type ItemOutcome } from './skill-scores';
export {
  buildSkillReport,
  parseSkillScores,
  topicPath,
  type PractiseTopic,
  type SkillReport,
  type SkillReportEntry,
} from './skill-report';
