/**
 * Every registered content pack (ALL_PACKS: whatever grades and volumes exist), every topic and
 * both assessments, for two seeds and both papers: generate, lay out, render, read the PDF back
 * with a real reader (pdfjs) and check its title, child's name, instructions, items, answer key
 * (against the scorer), page count, page numbers and paper size.
 */
import { describe, expect, it } from 'vitest';
import { generateRound, KIND_IDS } from '@/activities/registry';
import { scoreItem } from '@/activities/scoring';
import type { ContentPack, Item } from '@/domain/types';
import { loadPack } from '@/content';
import { ALL_PACKS } from '@/content/packs/all';
import { getPictureSvg } from '@/domain/pictures';
import { SUBJECT_SLUGS } from '@/domain/grades';
import { assessmentItems, buildAssessmentWorksheet, buildWorksheet } from './build';
import { describeChoice } from './layout/answers';
import { paperInstructions } from './layout/paper-wording';
import type { AnswerKeyEntry, PaperId, WorksheetDocument } from './layout/types';
import { renderWorksheetsPdf } from './render/render-pdf';
import { createVolumeWorksheetsPdf, volumeWorksheets, type VolumeProgress } from './volume';
import { pageText, placementProblems } from './testing/document-checks';
import { nodeLexendFonts } from './testing/node-assets';
import { normaliseSpace, readPdf } from './testing/pdf-reader';

/** Each seed is also printed on its own paper and for its own child. */
const RUNS: { seed: number; paper: PaperId; childName: string }[] = [
  { seed: 11, paper: 'a4', childName: 'Maya' },
  { seed: 2024, paper: 'letter', childName: 'Sam' },
];
/** Sheet sizes in PDF points. */
const POINTS: Record<PaperId, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};
const assets = { fonts: nodeLexendFonts(), pictures: getPictureSvg };

/** The key's parts, checked with the item's own scorer: the printed answer is the right one. */
function expectKeyMatchesScorer(item: Item, entry: AnswerKeyEntry) {
  switch (item.type) {
    case 'choice': {
      expect(entry.parts).toHaveLength(1);
      const printed = item.choices.filter((choice) => describeChoice(choice) === entry.parts[0]);
      expect(printed.length, `${item.id}: ${entry.answer}`).toBeGreaterThan(0);
      for (const choice of printed) {
        expect(scoreItem(item, { type: 'choice', choiceId: choice.id }).correct, item.id).toBe(
          true,
        );
      }
      for (const choice of item.choices.filter((candidate) => !printed.includes(candidate))) {
        expect(scoreItem(item, { type: 'choice', choiceId: choice.id }).correct, item.id).toBe(
          false,
        );
      }
      return;
    }
    case 'match': {
      const pairs: Record<string, string> = {};
      for (const part of entry.parts) {
        const left = item.left.find((choice) => part.startsWith(`${describeChoice(choice)} – `));
        const right = item.right.find((choice) => part.endsWith(` – ${describeChoice(choice)}`));
        expect(left && right, `${item.id}: ${part}`).toBeTruthy();
        if (left && right) pairs[left.id] = right.id;
      }
      expect(Object.keys(pairs)).toHaveLength(item.left.length);
      expect(scoreItem(item, { type: 'match', pairs }).correct, item.id).toBe(true);
      return;
    }
    case 'trace':
      expect(entry.answer).toMatch(/^Trace the (letters|numbers): /);
      expect(entry.answer.endsWith(item.glyph)).toBe(true);
  }
}

/** The laid-out worksheet keys its items exactly, each answer confirmed by the scorer. */
function expectKeyedItems(document: WorksheetDocument, items: Item[], label: string) {
  expect(placementProblems(document), label).toEqual([]);
  expect(document.answerKey.map((entry) => entry.itemId)).toEqual(items.map((item) => item.id));
  items.forEach((item, index) =>
    expectKeyMatchesScorer(item, document.answerKey[index] as AnswerKeyEntry),
  );
}

interface Printed {
  document: WorksheetDocument;
  /** The instructions as printed for a pencil. */
  instructions: string;
}

/** Renders the worksheets into one PDF and reads every page back. */
async function expectPrinted(printed: Printed[], paper: PaperId, childName: string) {
  const pages = await readPdf(
    await renderWorksheetsPdf(
      printed.map((p) => p.document),
      assets,
    ),
  );
  expect(pages).toHaveLength(printed.reduce((sum, p) => sum + p.document.pages.length, 0));
  let first = 0;
  for (const { document, instructions } of printed) {
    const own = pages.slice(first, first + document.pages.length);
    first += document.pages.length;
    const label = document.title;
    const roles = document.pages.map((page) => page.role);
    // Item pages first, then at least one page of answers.
    expect(roles[0], label).toBe('items');
    expect(roles.at(-1), label).toBe('answerKey');
    expect(roles.indexOf('answerKey'), label).toBe(roles.lastIndexOf('items') + 1);
    own.forEach((page, index) => {
      expect(page.width, label).toBeCloseTo(POINTS[paper].width, 0);
      expect(page.height, label).toBeCloseTo(POINTS[paper].height, 0);
      const text = normaliseSpace(page.text);
      expect(text, label).toContain(`Page ${index + 1} of ${own.length}`);
      expect(text, label).toContain('Sprouts');
      expect(text, label).toContain(document.subtitle);
      // Everything the layout printed on the page (items, prompts, answers) is in the PDF.
      const laid = document.pages[index];
      for (const line of [laid?.header ?? [], laid?.body ?? []].map(pageText))
        for (const word of normaliseSpace(line).split(' ')) expect(text, label).toContain(word);
    });
    const itemPages = own.filter((_, index) => document.pages[index]?.role === 'items');
    const firstPage = normaliseSpace(itemPages[0]?.text ?? '');
    expect(firstPage, label).toContain(document.title);
    // The Name and Date lines, the name written on its line.
    expect(firstPage, label).toMatch(new RegExp(`\\bName\\b.*\\bDate\\b.*\\b${childName}\\b`));
    expect(firstPage, label).toContain(normaliseSpace(instructions));
    for (const page of itemPages) expect(page.text, label).toContain(childName);
    const key = normaliseSpace(
      own
        .filter((_, index) => document.pages[index]?.role === 'answerKey')
        .map((page) => page.text)
        .join(' '),
    );
    expect(key, label).toContain('Answer key');
    expect(key, label).toContain(document.title);
    for (const entry of document.answerKey)
      for (const part of entry.parts) expect(key, label).toContain(normaliseSpace(part));
  }
}

const packs = ALL_PACKS.map((pack) => [`${pack.grade} ${pack.volume}`, pack] as const);

describe('the registered packs', () => {
  it('include the free V1 pack of every grade', () => {
    for (const grade of ['nursery', 'k1', 'k2'] as const)
      expect(ALL_PACKS.some((pack) => pack.grade === grade && pack.volume === 'v1')).toBe(true);
  });

  it('use every activity kind of the registry, so every kind is printed below', () => {
    const used = new Set(
      ALL_PACKS.flatMap((pack) =>
        SUBJECT_SLUGS.flatMap((subject) => pack.subjects[subject].topics.map((t) => t.kind)),
      ),
    );
    expect(KIND_IDS.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it.each(packs)('%s has a worksheet for every topic and both assessments', (_, pack) => {
    const documents = volumeWorksheets(pack, { paper: 'a4' });
    const expected = SUBJECT_SLUGS.flatMap((subject) => [
      ...pack.subjects[subject].topics.map((topic) => topic.title),
      pack.subjects[subject].assessment.title,
    ]);
    expect(documents.map((document) => document.title)).toEqual(expected);
  });
});

describe.each(packs)('the %s worksheets', (_, pack: ContentPack) => {
  it.each(RUNS)(
    'print every topic with seed $seed on $paper',
    async ({ seed, paper, childName }) => {
      const printed: Printed[] = [];
      for (const subject of SUBJECT_SLUGS) {
        for (const topic of pack.subjects[subject].topics) {
          const document = buildWorksheet({
            topic,
            seed,
            grade: pack.grade,
            volume: pack.volume,
            childName,
            paper,
          });
          const items = generateRound(topic, seed);
          expectKeyedItems(document, items, topic.id);
          printed.push({ document, instructions: paperInstructions(topic.instructions, items) });
        }
      }
      await expectPrinted(printed, paper, childName);
    },
    180_000,
  );

  it.each(RUNS)(
    'print both assessments with seed $seed on $paper',
    async ({ seed, paper, childName }) => {
      const printed = SUBJECT_SLUGS.map((subject) => {
        const document = buildAssessmentWorksheet({ pack, subject, seed, childName, paper });
        const items = assessmentItems(pack, subject, seed);
        expectKeyedItems(document, items, `${subject} assessment`);
        expect(
          document.pages[0]?.header.some(
            (p) => p.kind === 'text' && p.text.startsWith('Assessment'),
          ),
        ).toBe(true);
        return {
          document,
          instructions: paperInstructions(pack.subjects[subject].assessment.instructions, items),
        };
      });
      await expectPrinted(printed, paper, childName);
    },
    180_000,
  );
});

const bundled = new Map<string, ContentPack>();
async function pack(grade: 'k1') {
  const loaded = bundled.get(grade) ?? (await loadPack(grade, 'v1'));
  bundled.set(grade, loaded);
  return loaded;
}

describe('createVolumeWorksheetsPdf', () => {
  it('puts a contents page and every worksheet of the volume in one PDF, reporting progress', async () => {
    const content = await pack('k1');
    const documents = volumeWorksheets(content, { paper: 'a4', childName: 'Maya' });
    const topics = SUBJECT_SLUGS.reduce(
      (sum, subject) => sum + content.subjects[subject].topics.length,
      0,
    );
    expect(documents).toHaveLength(topics + 2);

    const progress: VolumeProgress[] = [];
    const bytes = await createVolumeWorksheetsPdf(
      content,
      { paper: 'a4', childName: 'Maya', assets },
      (step) => progress.push(step),
    );
    expect(progress.filter((step) => step.phase === 'layout').map((step) => step.done)).toEqual(
      documents.map((_, index) => index + 1),
    );
    expect(progress.filter((step) => step.phase === 'render').map((step) => step.done)).toEqual(
      documents.map((_, index) => index + 1),
    );
    expect(progress.every((step) => step.total === documents.length)).toBe(true);

    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(
      1 + documents.reduce((sum, document) => sum + document.pages.length, 0),
    );
    const cover = pages[0]?.text ?? '';
    expect(cover).toContain(content.title);
    expect(cover).toContain('For Maya');
    // Each worksheet starts where the contents page says it does.
    let start = 2;
    for (const document of documents) {
      expect(cover).toContain(document.title);
      expect(pages[start - 1]?.text).toContain(document.title);
      expect(pages[start - 1]?.text).toContain('Page 1 of');
      start += document.pages.length;
    }
    // One bookmark per worksheet, plus the contents page.
    expect(
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Title \(/g)?.length,
    ).toBeGreaterThanOrEqual(documents.length + 1);
  }, 120_000);
});
