import type { ContentPack } from '@/domain/types';
import { SUBJECT_SLUGS, type SubjectSlug } from '@/domain/grades';
import { buildAssessmentWorksheet, buildWorksheet, worksheetSeed } from './build';
import { layoutVolumeCover } from './layout/cover';
import type { PaperId, WorksheetDocument } from './layout/types';
import { renderWorksheetsPdf, type WorksheetAssets } from './render/render-pdf';

export interface VolumeWorksheetsOptions {
  paper: PaperId;
  childName?: string;
  assets: WorksheetAssets;
  /** Seeds per worksheet; the stable worksheetSeed by default. */
  seedFor?: (subject: SubjectSlug, id: string) => number;
}

export interface VolumeProgress {
  /** 'layout' while worksheets are generated, 'render' while they are drawn into the PDF. */
  phase: 'layout' | 'render';
  done: number;
  total: number;
}

/** How to build each worksheet of the volume, English then Maths, each closed by its assessment. */
function volumePlan(
  pack: ContentPack,
  options: Omit<VolumeWorksheetsOptions, 'assets'>,
): (() => WorksheetDocument)[] {
  const seedFor =
    options.seedFor ??
    ((subject: SubjectSlug, id: string) => worksheetSeed(pack.grade, pack.volume, subject, id));
  return SUBJECT_SLUGS.flatMap((subject) => [
    ...pack.subjects[subject].topics.map(
      (topic) => () =>
        buildWorksheet({
          topic,
          seed: seedFor(subject, topic.id),
          grade: pack.grade,
          volume: pack.volume,
          childName: options.childName,
          paper: options.paper,
        }),
    ),
    () =>
      buildAssessmentWorksheet({
        pack,
        subject,
        seed: seedFor(subject, pack.subjects[subject].assessment.id),
        childName: options.childName,
        paper: options.paper,
      }),
  ]);
}

/** Every topic worksheet of the volume, English then Maths, each subject closed by its assessment. */
export function volumeWorksheets(
  pack: ContentPack,
  options: Omit<VolumeWorksheetsOptions, 'assets'>,
  onProgress?: (progress: VolumeProgress) => void,
): WorksheetDocument[] {
  const plan = volumePlan(pack, options);
  return plan.map((build, index) => {
    const document = build();
    onProgress?.({ phase: 'layout', done: index + 1, total: plan.length });
    return document;
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The same as volumeWorksheets, yielding between worksheets so a page can show the progress. */
async function layOutVolume(
  pack: ContentPack,
  options: Omit<VolumeWorksheetsOptions, 'assets'>,
  onProgress?: (progress: VolumeProgress) => void,
): Promise<WorksheetDocument[]> {
  const plan = volumePlan(pack, options);
  const documents: WorksheetDocument[] = [];
  for (const [index, build] of plan.entries()) {
    documents.push(build());
    onProgress?.({ phase: 'layout', done: index + 1, total: plan.length });
    if (index < plan.length - 1) await nextTask();
  }
  return documents;
}

/** The volume's first page: its title, what it teaches, and where each worksheet starts. */
export function volumeCover(
  pack: ContentPack,
  documents: readonly WorksheetDocument[],
  options: Pick<VolumeWorksheetsOptions, 'paper' | 'childName'>,
): WorksheetDocument {
  let page = 2; // the cover is page 1
  const starts = documents.map((document) => {
    const start = page;
    page += document.pages.length;
    return { subject: document.subject, entry: { title: document.title, page: start } };
  });
  return layoutVolumeCover({
    brand: 'Sprouts',
    grade: pack.grade,
    volume: pack.volume,
    title: pack.title,
    summary: pack.summary,
    childName: options.childName,
    paper: options.paper,
    contents: SUBJECT_SLUGS.map((subject) => ({
      subject,
      entries: starts.filter((start) => start.subject === subject).map((start) => start.entry),
    })),
  });
}

/**
 * One PDF with every worksheet of a volume (topics and assessments) behind a contents page,
 * with a bookmark per worksheet, reporting progress as worksheets are laid out and drawn.
 */
export async function createVolumeWorksheetsPdf(
  pack: ContentPack,
  options: VolumeWorksheetsOptions,
  onProgress?: (progress: VolumeProgress) => void,
): Promise<Uint8Array> {
  const documents = await layOutVolume(pack, options, onProgress);
  const cover = volumeCover(pack, documents, options);
  return renderWorksheetsPdf([cover, ...documents], options.assets, {
    title: `${pack.title} – Sprouts worksheets`,
    bookmarks: true,
    // The cover is drawn first and is not a worksheet of its own.
    onProgress: (done, total) =>
      done > 1 ? onProgress?.({ phase: 'render', done: done - 1, total: total - 1 }) : undefined,
  });
}
