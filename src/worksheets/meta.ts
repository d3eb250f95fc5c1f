/**
 * The parts of the worksheets module a page may import eagerly: names, labels, levels and the
 * paper default. Nothing here pulls in jsPDF, the fonts or the layout engine (load
 * '@/worksheets' itself lazily, when a PDF is asked for).
 */
export {
  worksheetFileName,
  type WorksheetFileTarget,
  type WorksheetFileVariant,
} from './file-name';
export { gradeLabel, volumeLabel, worksheetSubtitle } from './layout/page/labels';
export { defaultPaperForLocale } from './layout/paper';
export type { PaperId } from './layout/types';
export type { InkMode } from './layout/ink';
export type { KeyPlacement } from './files';
export { LEVEL_LABELS, topicLevels, type WorksheetLevel } from './levels';

/** How the paper sizes are named to parents. */
export const PAPER_LABELS = { a4: 'A4', letter: 'US Letter' } as const;
