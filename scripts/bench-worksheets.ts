/**
 * Worksheet generation figures: median time to lay out and render one topic worksheet and a
 * whole volume (contents page, every topic and both assessments in one PDF), and the PDF sizes, for the
 * bundled V1 packs. Run: node --import tsx scripts/bench-worksheets.ts [runs]
 * Prints one JSON object. Pictures are drawn as vectors (Node has no canvas).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { getPictureSvg } from '../src/domain/pictures/index.ts';
import { loadPack } from '../src/content/load-pack.ts';
import { SUBJECT_SLUGS, type GradeSlug } from '../src/domain/grades.ts';
import { buildWorksheet, worksheetSeed } from '../src/worksheets/build.ts';
import type { WorksheetAssets } from '../src/worksheets/render/render-pdf.ts';
import { renderWorksheetPdf } from '../src/worksheets/render/render-pdf.ts';
import { createVolumeWorksheetsPdf } from '../src/worksheets/volume.ts';

const runs = Math.max(1, Number(process.argv[2] ?? 5));
const require = createRequire(import.meta.url);
const font = (weight: number) =>
  new Uint8Array(
    readFileSync(require.resolve(`@fontsource/lexend/files/lexend-latin-${weight}-normal.woff`)),
  );
const assets: WorksheetAssets = {
  fonts: { regular: font(400), bold: font(700) },
  pictures: getPictureSvg,
};

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

const grades: GradeSlug[] = ['nursery', 'k1', 'k2'];
const worksheetMs: number[] = [];
const worksheetKb: number[] = [];
const volumes: Record<string, { medianMs: number; kb: number; worksheets: number; pages: number }> =
  {};

// One warm-up render so the first figure does not include module start-up.
{
  const pack = await loadPack('k1', 'v1');
  const topic = pack.subjects.english.topics[0];
  if (topic) {
    await renderWorksheetPdf(
      buildWorksheet({ topic, seed: 1, grade: 'k1', volume: 'v1', paper: 'a4' }),
      assets,
    );
  }
}

for (const grade of grades) {
  const pack = await loadPack(grade, 'v1');
  for (const subject of SUBJECT_SLUGS) {
    for (const topic of pack.subjects[subject].topics) {
      const seed = worksheetSeed(grade, 'v1', subject, topic.id);
      const samples: number[] = [];
      let bytes = 0;
      for (let run = 0; run < runs; run += 1) {
        const { ms, result } = await time(() =>
          renderWorksheetPdf(
            buildWorksheet({ topic, seed, grade, volume: 'v1', childName: 'Maya', paper: 'a4' }),
            assets,
          ),
        );
        samples.push(ms);
        bytes = result.byteLength;
      }
      worksheetMs.push(median(samples));
      worksheetKb.push(bytes / 1024);
    }
  }

  const samples: number[] = [];
  let kb = 0;
  let worksheets = 0;
  let pages = 0;
  for (let run = 0; run < Math.min(runs, 3); run += 1) {
    let documents = 0;
    const { ms, result } = await time(() =>
      createVolumeWorksheetsPdf(pack, { paper: 'a4', childName: 'Maya', assets }, (progress) => {
        if (progress.phase === 'layout') documents = progress.total;
      }),
    );
    worksheets = documents;
    pages = readPageCount(result) ?? 0;
    samples.push(ms);
    kb = result.byteLength / 1024;
  }
  volumes[`${grade}-v1`] = { medianMs: round(median(samples)), kb: round(kb), worksheets, pages };
}

console.log(
  JSON.stringify(
    {
      runs,
      worksheet: {
        count: worksheetMs.length,
        medianMs: round(median(worksheetMs)),
        maxMs: round(Math.max(...worksheetMs)),
        medianKb: round(median(worksheetKb)),
        maxKb: round(Math.max(...worksheetKb)),
      },
      volume: volumes,
    },
    null,
    2,
  ),
);
