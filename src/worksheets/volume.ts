import type { ContentPack } from '@/domain/types';
import { SUBJECT_SLUGS, type SubjectSlug } from '@/domain/grades';
import {
  buildAssessmentWorksheet,
  buildWorksheet,
  worksheetSeed,
  type PrintChoices,
} from './build';
import { answerKeyPart, type KeyPlacement, type WorksheetFiles } from './files';
import { layoutVolumeCover } from './layout/cover';
import type { PrintableDocument, WorksheetDocument } from './layout/types';
import { renderWorksheetsPdf, type WorksheetAssets } from './render/render-pdf';

export interface VolumeWorksheetsOptions extends PrintChoices {
  assets: WorksheetAssets;
  /** The answer keys in a file of their own (the default), or after the worksheets. */
  keys?: KeyPlacement;
  /** Seeds per worksheet; the stable worksheetSeed by default. */
  seedFor?: (subject: SubjectSlug, id: string) => number;
}

/** How far a volume's files have come: `done` of `total` steps (each worksheet laid out, then drawn). */
export interface VolumeProgress {
  done: number;
  total: number;
}

type VolumePlanOptions = Omit<VolumeWorksheetsOptions, 'assets' | 'keys'>;

/** How to build each worksheet of the volume, English then Maths, each closed by its assessment. */
function volumePlan(pack: ContentPack, options: VolumePlanOptions): (() => WorksheetDocument)[] {
  const seedFor =
    options.seedFor ??
    ((subject: SubjectSlug, id: string) => worksheetSeed(pack.grade, pack.volume, subject, id));
  const choices: PrintChoices = {
    paper: options.paper,
    ink: options.ink,
    childName: options.childName,
  };
  return SUBJECT_SLUGS.flatMap((subject) => [
    ...pack.subjects[subject].topics.map(
      (topic) => () =>
        buildWorksheet({
          ...choices,
          topic,
          seed: seedFor(subject, topic.id),
          grade: pack.grade,
          volume: pack.volume,
        }),
    ),
    () =>
      buildAssessmentWorksheet({
        ...choices,
        pack,
        subject,
        seed: seedFor(subject, pack.subjects[subject].assessment.id),
      }),
  ]);
}

/** Every topic worksheet of the volume, English then Maths, each subject closed by its assessment. */
export function volumeWorksheets(
  pack: ContentPack,
  options: VolumePlanOptions,
): WorksheetDocument[] {
  return volumePlan(pack, options).map((build) => build());
}

/** The volume's first page: its title, what it teaches, and where each worksheet starts. */
export function volumeCover(
  pack: ContentPack,
  documents: readonly WorksheetDocument[],
  options: PrintChoices,
): PrintableDocument {
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
    ink: options.ink,
    contents: SUBJECT_SLUGS.map((subject) => ({
      subject,
      entries: starts.filter((start) => start.subject === subject).map((start) => start.entry),
    })),
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every worksheet of a volume (topics and assessments) in one PDF behind a contents page, with
 * a bookmark per worksheet, and their answer keys in a second PDF (or at the end of the first),
 * reporting progress as worksheets are laid out and drawn.
 */
export async function createVolumeWorksheetsPdf(
  pack: ContentPack,
  options: VolumeWorksheetsOptions,
  onProgress?: (progress: VolumeProgress) => void,
): Promise<WorksheetFiles> {
  const plan = volumePlan(pack, options);
  const total = plan.length * 3;
  let done = 0;
  const step = () => onProgress?.({ done: (done += 1), total });
  const documents: WorksheetDocument[] = [];
  for (const [index, build] of plan.entries()) {
    documents.push(build());
    step();
    if (index < plan.length - 1) await nextTask();
  }
  const cover = volumeCover(pack, documents, options);
  const keys = documents.map(answerKeyPart);
  const title = `${pack.title} – Sprouts worksheets`;
  // The cover is drawn first and is not a worksheet of its own.
  const onWorksheet = (drawn: number) => (drawn > 1 ? step() : undefined);
  if (options.keys === 'with') {
    const worksheet = await renderWorksheetsPdf([cover, ...documents, ...keys], options.assets, {
      title,
      bookmarks: true,
      onProgress: onWorksheet,
    });
    return { worksheet, answerKey: null };
  }
  const worksheet = await renderWorksheetsPdf([cover, ...documents], options.assets, {
    title,
    bookmarks: true,
    onProgress: onWorksheet,
  });
  const answerKey = await renderWorksheetsPdf(keys, options.assets, {
    title: `${pack.title} – Sprouts answer keys`,
    bookmarks: true,
    onProgress: () => step(),
  });
  return { worksheet, answerKey };
}
