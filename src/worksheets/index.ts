/**
 * Printable worksheets: the pure layout engine (layout/) and the jsPDF renderer (render/), the
 * project's only jsPDF importer. Import this module lazily: jsPDF is large.
 */
export {
  assessmentItems,
  buildAssessmentWorksheet,
  buildWorksheet,
  worksheetSeed,
  type AssessmentWorksheetRequest,
  type PrintChoices,
  type TopicWorksheetRequest,
} from './build';
export {
  answerKeyPart,
  withAnswerKey,
  worksheetPart,
  type KeyPlacement,
  type WorksheetFiles,
} from './files';
export { worksheetFileName, type WorksheetFileTarget } from './file-name';
export {
  answerText,
  defaultPaperForLocale,
  layoutWorksheet,
  PAPERS,
  worksheetSubtitle,
} from './layout';
export type {
  AnswerKeyEntry,
  InkMode,
  PaperId,
  PaperSpec,
  Primitive,
  PrintableDocument,
  WorksheetDocument,
  WorksheetInput,
  WorksheetPage,
} from './layout';
export { levelTopic, topicLevels, type WorksheetLevel } from './levels';
export { browserWorksheetAssets } from './render/browser-assets';
export type { WorksheetFonts } from './render/fonts/register';
export { createBrowserRasterizer } from './render/pictures/browser-rasterizer';
export type { PictureMode } from './render/pictures/picture-painter';
export type { PictureRasterizer, PictureSource } from './render/pictures/rasterizer';
export {
  renderWorksheetPdf,
  renderWorksheetsPdf,
  type RenderOptions,
  type WorksheetAssets,
} from './render/render-pdf';
export { layoutVolumeCover, type VolumeCoverInput } from './layout/cover';
export {
  createVolumeWorksheetsPdf,
  volumeCover,
  volumeWorksheets,
  type VolumeProgress,
  type VolumeWorksheetsOptions,
} from './volume';
