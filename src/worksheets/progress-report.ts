/**
 * The parent's progress report as a PDF, drawn by the worksheet renderer with Lexend. Import
 * lazily: it brings jsPDF and the fonts.
 */
import { layoutProgressReport, type ProgressReportInput } from './layout/progress-report';
import { bundledLexendFonts } from './render/fonts/bundled-lexend';
import { renderWorksheetsPdf, type WorksheetAssets } from './render/render-pdf';

export type {
  ProgressReportInput,
  ReportFigure,
  ReportSkillEntry,
  ReportSkillGroup,
  ReportSubject,
  ReportSuggestion,
} from './layout/progress-report';
export { layoutProgressReport } from './layout/progress-report';

/** The report's PDF bytes; in the browser with the bundled Lexend (the report has no pictures). */
export function createProgressReportPdf(
  input: ProgressReportInput,
  assets: WorksheetAssets = { fonts: bundledLexendFonts() },
): Promise<Uint8Array> {
  const document = layoutProgressReport(input);
  return renderWorksheetsPdf([document], assets, {
    title: `${document.title} – ${input.brand}`,
  });
}
