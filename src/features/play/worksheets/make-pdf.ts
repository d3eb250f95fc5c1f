/**
 * Worksheet PDFs made in the browser. The worksheets module (jsPDF, the fonts, the layout
 * engine) is loaded here, on demand, the first time a parent asks for a PDF: it never enters
 * a page's first load. The service worker precaches its chunk, so this works offline.
 */
import type { ContentPack } from '@/domain/types';
import type { InkMode, PaperId, WorksheetLevel } from '@/worksheets/meta';
import type { WorksheetTarget } from './targets';

export interface PdfOptions {
  paper: PaperId;
  ink: InkMode;
  childName?: string;
  /** The level of a topic's worksheet; assessments are always as played. */
  level?: WorksheetLevel;
}

/** Which file of a worksheet: the child's pages, its answer key, or both in one file. */
export type WorksheetPart = 'worksheet' | 'answerKey' | 'both';

/** The worksheet's PDF bytes, the same sheet each time for the same topic and choices. */
export async function makeWorksheetPdf(
  pack: ContentPack,
  target: WorksheetTarget,
  options: PdfOptions,
  part: WorksheetPart,
): Promise<Uint8Array> {
  const worksheets = await import('@/worksheets');
  const seed = worksheets.worksheetSeed(pack.grade, pack.volume, target.subject, target.id);
  const topic = pack.subjects[target.subject].topics.find((t) => t.id === target.id);
  const choices = { paper: options.paper, ink: options.ink, childName: options.childName };
  const document =
    target.kind === 'topic' && topic
      ? worksheets.buildWorksheet({
          ...choices,
          topic,
          seed,
          grade: pack.grade,
          volume: pack.volume,
          level: options.level,
        })
      : worksheets.buildAssessmentWorksheet({ ...choices, pack, subject: target.subject, seed });
  const printable =
    part === 'worksheet'
      ? worksheets.worksheetPart(document)
      : part === 'answerKey'
        ? worksheets.answerKeyPart(document)
        : worksheets.withAnswerKey(document);
  return worksheets.renderWorksheetPdf(printable, await worksheets.browserWorksheetAssets());
}
