export { layoutWorksheet } from './layout-worksheet';
export { answerText } from './answers';
export type { InkMode } from './ink';
export { defaultPaperForLocale, PAPERS, printableArea } from './paper';
export { primitiveBounds, boxesOverlap } from './primitives';
export { worksheetSubtitle, gradeLabel, volumeLabel } from './page/labels';
export type * from './types';
