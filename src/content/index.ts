/** Curriculum data and content packs: what each grade and volume teaches and plays. */
export { VOLUME_OUTLINES, isFreeVolume, type VolumeOutline } from './curriculum';
export { PackNotAvailableError, isPackNotAvailable } from './errors';
export { ASSESSMENT_SEGMENT, findAssessment, findTopic } from './find';
export { isBundledPack, loadPack } from './load-pack';
export { buildAssessmentRound, generateTopicItems } from './assessment-round';
