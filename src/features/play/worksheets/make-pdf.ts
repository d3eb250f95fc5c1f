/**
 * Worksheet PDFs made in the browser. The worksheets module (jsPDF, the fonts, the layout
 * engine) is loaded here, on demand, the first time a parent asks for a PDF: it never enters
 * a page's first load. The service worker precaches its chunk, so this works offline.
 */
import type { ContentPack } from '@/domain/types';
import type { PaperId } from '@/worksheets/meta';
import type { WorksheetTarget } from './targets';

export interface PdfOptions {
  paper: PaperId;
  childName?: string;
}

/** The worksheet's PDF bytes, the same sheet each time for the same topic and paper. */
export async function makeWorksheetPdf(
  pack: ContentPack,
  target: WorksheetTarget,
  options: PdfOptions,
): Promise<Uint8Array> {
  const worksheets = await import('@/worksheets');
  const seed = worksheets.worksheetSeed(pack.grade, pack.volume, target.subject, target.id);
  const topic = pack.subjects[target.subject].topics.find((t) => t.id === target.id);
  const document =
    target.kind === 'topic' && topic
      ? worksheets.buildWorksheet({
          topic,
          seed,
          grade: pack.grade,
          volume: pack.volume,
          childName: options.childName,
          paper: options.paper,
        })
      : worksheets.buildAssessmentWorksheet({
          pack,
          subject: target.subject,
          seed,
          childName: options.childName,
          paper: options.paper,
        });
  return worksheets.renderWorksheetPdf(document, await worksheets.browserWorksheetAssets());
}

/** How far a volume's PDF has come, 0 to 1. */
export type VolumeFraction = (fraction: number) => void;

/** Every worksheet of the volume in one PDF (contents page first). */
export async function makeVolumePdf(
  pack: ContentPack,
  options: PdfOptions,
  onProgress: VolumeFraction,
): Promise<Uint8Array> {
  const worksheets = await import('@/worksheets');
  return worksheets.createVolumeWorksheetsPdf(
    pack,
    { ...options, assets: await worksheets.browserWorksheetAssets() },
    ({ phase, done, total }) =>
      onProgress((phase === 'layout' ? done : total + done) / (total * 2)),
  );
}
