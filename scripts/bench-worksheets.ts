/**
 * Worksheet figures for every registered pack: the median time to make one worksheet as a
 * parent downloads it (layout, then its PDF), and its answer key (a file of its own, made when
 * asked for), a whole volume's files, the PDF sizes, and the pages of all worksheets without
 * their keys.
 * Run: node --import tsx scripts/bench-worksheets.ts [runs] [--check]
 * Prints one JSON object; --check also exits non-zero when a budget of the worksheets is missed
 * (one worksheet <= 30 ms median, a volume <= 1.5 s, all worksheets <= 320 pages).
 * Pictures are drawn as vectors (Node has no canvas).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { getPictureSvg } from '../src/domain/pictures/index.ts';
import { ALL_PACKS } from '../src/content/packs/all.ts';
import { SUBJECT_SLUGS } from '../src/domain/grades.ts';
import type { ContentPack } from '../src/domain/types.ts';
import {
  buildAssessmentWorksheet,
  buildWorksheet,
  worksheetSeed,
} from '../src/worksheets/build.ts';
import { answerKeyPart, worksheetPart } from '../src/worksheets/files.ts';
import type { PaperId, WorksheetDocument } from '../src/worksheets/layout/types.ts';
import { renderWorksheetPdf, type WorksheetAssets } from '../src/worksheets/render/render-pdf.ts';
import { createVolumeWorksheetsPdf, volumeWorksheets } from '../src/worksheets/volume.ts';

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5));
const check = args.includes('--check');
const require = createRequire(import.meta.url);
const font = (weight: number) =>
  new Uint8Array(
    readFileSync(require.resolve(`@fontsource/lexend/files/lexend-latin-${weight}-normal.woff`)),
  );
const assets: WorksheetAssets = {
  fonts: { regular: font(400), bold: font(700) },
  pictures: getPictureSvg,
};

/** The budgets of issue 27. */
const BUDGETS = { worksheetMedianMs: 30, volumeMs: 1500, pages: 320 } as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function time<T>(task: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await task();
  return { ms: performance.now() - start, result };
}

/** Pages of a PDF written by jsPDF: its page tree's /Count. */
function readPageCount(bytes: Uint8Array): number | null {
  const match = /\/Type \/Pages\s*\/Kids \[[^\]]*\]\s*\/Count (\d+)/.exec(
    Buffer.from(bytes).toString('latin1'),
  );
  return match ? Number(match[1]) : null;
}

/** How to make each worksheet of a pack, as the app does: topics, then the assessment. */
function worksheetsOf(pack: ContentPack): (() => WorksheetDocument)[] {
  return SUBJECT_SLUGS.flatMap((subject) => {
    const seedOf = (id: string) => worksheetSeed(pack.grade, pack.volume, subject, id);
    return [
      ...pack.subjects[subject].topics.map(
        (topic) => () =>
          buildWorksheet({
            topic,
            seed: seedOf(topic.id),
            grade: pack.grade,
            volume: pack.volume,
            childName: 'Maya',
            paper: 'a4',
          }),
      ),
      () =>
        buildAssessmentWorksheet({
          pack,
          subject,
          seed: seedOf(pack.subjects[subject].assessment.id),
          childName: 'Maya',
          paper: 'a4',
        }),
    ];
  });
}

function pagesOnPaper(paper: PaperId) {
  const documents = ALL_PACKS.flatMap((pack) => volumeWorksheets(pack, { paper }));
  return {
    worksheets: documents.length,
    pages: documents.reduce((sum, document) => sum + document.pages.length, 0),
    maxPerWorksheet: Math.max(...documents.map((document) => document.pages.length)),
  };
}

// One warm-up so the first figure does not include module start-up.
{
  const [first] = ALL_PACKS;
  const make = first ? worksheetsOf(first)[0] : undefined;
  if (make) await renderWorksheetPdf(worksheetPart(make()), assets);
}

const worksheetMs: number[] = [];
const worksheetKb: number[] = [];
const keyMs: number[] = [];
for (const pack of ALL_PACKS) {
  for (const make of worksheetsOf(pack)) {
    const samples: number[] = [];
    const keySamples: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      let document: WorksheetDocument | null = null;
      const { ms, result } = await time(() => {
        document = make();
        return renderWorksheetPdf(worksheetPart(document), assets);
      });
      samples.push(ms);
      bytes = result.byteLength;
      const laid = document as WorksheetDocument | null;
      if (laid)
        keySamples.push((await time(() => renderWorksheetPdf(answerKeyPart(laid), assets))).ms);
    }
    worksheetMs.push(median(samples));
    worksheetKb.push(bytes / 1024);
    keyMs.push(median(keySamples));
  }
}

const volumes: Record<string, { medianMs: number; kb: number; worksheets: number; pages: number }> =
  {};
for (const pack of ALL_PACKS) {
  const samples: number[] = [];
  let kb = 0;
  let pages = 0;
  for (let run = 0; run < Math.min(runs, 3); run += 1) {
    const { ms, result } = await time(() =>
      createVolumeWorksheetsPdf(pack, { paper: 'a4', childName: 'Maya', assets }),
    );
    samples.push(ms);
    pages = readPageCount(result.worksheet) ?? 0;
    kb = (result.worksheet.byteLength + (result.answerKey?.byteLength ?? 0)) / 1024;
  }
  volumes[`${pack.grade}-${pack.volume}`] = {
    medianMs: round(median(samples)),
    kb: round(kb),
    worksheets: worksheetsOf(pack).length,
    pages,
  };
}

const paper = { a4: pagesOnPaper('a4'), letter: pagesOnPaper('letter') };
const slowestVolume = Math.max(...Object.values(volumes).map((volume) => volume.medianMs));
const results = {
  runs,
  worksheet: {
    count: worksheetMs.length,
    medianMs: round(median(worksheetMs)),
    maxMs: round(Math.max(...worksheetMs)),
    medianKb: round(median(worksheetKb)),
    maxKb: round(Math.max(...worksheetKb)),
  },
  answerKey: { medianMs: round(median(keyMs)), maxMs: round(Math.max(...keyMs)) },
  volume: volumes,
  pagesWithoutKeys: paper,
  budgets: {
    worksheetMedianMs: BUDGETS.worksheetMedianMs,
    volumeMs: BUDGETS.volumeMs,
    pages: BUDGETS.pages,
  },
};
console.log(JSON.stringify(results, null, 2));

const missed = [
  median(worksheetMs) > BUDGETS.worksheetMedianMs &&
    `one worksheet ${round(median(worksheetMs))} ms > ${BUDGETS.worksheetMedianMs} ms`,
  slowestVolume > BUDGETS.volumeMs && `a volume ${slowestVolume} ms > ${BUDGETS.volumeMs} ms`,
  ...Object.entries(paper).map(
    ([name, figures]) =>
      figures.pages > BUDGETS.pages && `${figures.pages} pages on ${name} > ${BUDGETS.pages}`,
  ),
].filter(Boolean);
if (missed.length > 0) console.error(`Worksheet budgets missed: ${missed.join('; ')}`);
if (check && missed.length > 0) process.exitCode = 1;
