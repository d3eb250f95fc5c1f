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
import { matchPairText } from './layout/items/match';
import { answerKeyPart, worksheetPart } from './files';
import { sheetInstructions } from './layout/instructions';
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
        const named = item.left.flatMap((left) =>
          item.right
            .filter((right) => matchPairText(left, right) === part)
            .map((right) => [left, right] as const),
        );
        expect(named, `${item.id}: ${part}`).toHaveLength(1);
        const [left, right] = named[0] ?? [];
        if (left && right) pairs[left.id] = right.id;
      }
      expect(Object.keys(pairs)).toHaveLength(item.left.length);
      expect(scoreItem(item, { type: 'match', pairs }).correct, item.id).toBe(true);
      return;
    }
    case 'trace':
      expect(entry.parts).toEqual([
        `Trace the ${/^\d+$/.test(item.glyph) ? 'number' : 'letter'} ${item.glyph}`,
      ]);
  }
}

/** The laid-out worksheet keys the items it prints, each answer confirmed by the scorer. */
function expectKeyedItems(document: WorksheetDocument, items: Item[], label: string) {
  expect(placementProblems(document), label).toEqual([]);
  expect(placementProblems({ ...document, pages: document.keyPages }), label).toEqual([]);
  expect(document.answerKey.map((entry) => entry.itemId)).toEqual(items.map((item) => item.id));
  items.forEach((item, index) =>
    expectKeyMatchesScorer(item, document.answerKey[index] as AnswerKeyEntry),
  );
}

interface Printed {
  document: WorksheetDocument;
  /** The items printed, in order. */
  items: Item[];
  /** The instructions as printed for a pencil. */
  instructions: string;
}

/** What a page's header or footer prints, as a reader reads it back. */
const printedText = (primitives: Parameters<typeof pageText>[0]) =>
  normaliseSpace(pageText(primitives));

/** Renders the worksheets into one PDF and their keys into another, and reads both back. */
async function expectPrinted(printed: Printed[], paper: PaperId, childName: string) {
  const [worksheetPages, keyPages] = await Promise.all([
    readPdf(
      await renderWorksheetsPdf(
        printed.map((p) => worksheetPart(p.document)),
        assets,
      ),
    ),
    readPdf(
      await renderWorksheetsPdf(
        printed.map((p) => answerKeyPart(p.document)),
        assets,
      ),
    ),
  ]);
  expect(worksheetPages).toHaveLength(printed.reduce((sum, p) => sum + p.document.pages.length, 0));
  expect(keyPages).toHaveLength(printed.reduce((sum, p) => sum + p.document.keyPages.length, 0));
  let first = 0;
  let firstKey = 0;
  for (const { document, instructions } of printed) {
    const own = worksheetPages.slice(first, first + document.pages.length);
    const key = keyPages.slice(firstKey, firstKey + document.keyPages.length);
    first += document.pages.length;
    firstKey += document.keyPages.length;
    const label = document.title;
    own.forEach((page, index) => {
      expect(page.width, label).toBeCloseTo(POINTS[paper].width, 0);
      expect(page.height, label).toBeCloseTo(POINTS[paper].height, 0);
      const text = normaliseSpace(page.text);
      expect(text, label).toContain(`Page ${index + 1} of ${own.length}`);
      expect(text, label).toContain('Sprouts');
      expect(text, label).toContain(document.subtitle);
      // The child's pages never carry the answers.
      expect(text, label).not.toContain('Answer key');
      // Everything the layout printed on the page (items, prompts) is in the PDF.
      const laid = document.pages[index];
      for (const line of [laid?.header ?? [], laid?.body ?? []].map(pageText))
        for (const word of normaliseSpace(line).split(' ')) expect(text, label).toContain(word);
      expect(page.text, label).toContain(childName);
    });
    const firstPage = normaliseSpace(own[0]?.text ?? '');
    expect(firstPage, label).toContain(document.title);
    // The Name and Date lines, the name written on its line.
    expect(firstPage, label).toMatch(new RegExp(`\\bName\\b.*\\bDate\\b.*\\b${childName}\\b`));
    expect(firstPage, label).toContain(normaliseSpace(instructions));

    // The key file holds exactly the answers of the printed items, in order, as text.
    const answers = normaliseSpace(
      document.answerKey.map((entry) => `${entry.number} ${entry.parts.join(' ')}`).join(' '),
    );
    const keyBodies = key.map((page, index) => {
      const laid = document.keyPages[index];
      const text = normaliseSpace(page.text);
      const header = printedText(laid?.header ?? []);
      const footer = printedText(laid?.footer ?? []);
      expect(text.startsWith(header), label).toBe(true);
      expect(text.endsWith(footer), label).toBe(true);
      expect(header, label).toContain('Answer key');
      expect(header, label).toContain(document.title);
      return text.slice(header.length, text.length - footer.length).trim();
    });
    expect(normaliseSpace(keyBodies.join(' ')), label).toBe(answers);
  }
}

/** An end-of-volume assessment asks 3 questions per skill, so it may run longer than a topic. */
const MAX_ASSESSMENT_PAGES = 4;

/**
 * No topic worksheet has more than two pages of items, nor an assessment more than four; every
 * answer key has at least one page.
 */
function expectPageCounts(document: WorksheetDocument) {
  const assessment = / Assessment$/.test(document.title);
  expect(document.pages.length, document.title).toBeGreaterThanOrEqual(1);
  expect(document.pages.length, document.title).toBeLessThanOrEqual(
    assessment ? MAX_ASSESSMENT_PAGES : 2,
  );
  expect(document.keyPages.length, document.title).toBeGreaterThanOrEqual(1);
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
    'print every topic with seed $seed on $paper, the key apart',
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
          expectPageCounts(document);
          // As many items as the paper holds: at least three (a hundred square fills half a page).
          expect(document.answerKey.length, topic.id).toBeGreaterThanOrEqual(3);
          const items = generateRound({ ...topic, itemsPerRound: 40 }, seed).slice(
            0,
            document.answerKey.length,
          );
          expectKeyedItems(document, items, topic.id);
          printed.push({
            document,
            items,
            instructions: sheetInstructions(topic.instructions, items, 'colour'),
          });
        }
      }
      await expectPrinted(printed, paper, childName);
    },
    180_000,
  );

  it.each(RUNS)(
    'print both assessments with seed $seed on $paper, every item of the round',
    async ({ seed, paper, childName }) => {
      const printed = SUBJECT_SLUGS.map((subject) => {
        const document = buildAssessmentWorksheet({ pack, subject, seed, childName, paper });
        expectPageCounts(document);
        const items = assessmentItems(pack, subject, seed);
        expectKeyedItems(document, items, `${subject} assessment`);
        expect(
          document.pages[0]?.header.some(
            (p) => p.kind === 'text' && p.text.startsWith('Assessment'),
          ),
        ).toBe(true);
        return {
          document,
          items,
          instructions: sheetInstructions(
            pack.subjects[subject].assessment.instructions,
            items,
            'colour',
          ),
        };
      });
      await expectPrinted(printed, paper, childName);
    },
    180_000,
  );
});

describe('all the worksheets', () => {
  it.each(['a4', 'letter'] as const)(
    'fit in at most 340 pages on %s, topics in at most two pages, keys apart',
    (paper) => {
      const documents = ALL_PACKS.flatMap((pack) => volumeWorksheets(pack, { paper }));
      expect(documents).toHaveLength(
        ALL_PACKS.reduce(
          (sum, pack) =>
            sum +
            SUBJECT_SLUGS.reduce((n, subject) => n + pack.subjects[subject].topics.length + 1, 0),
          0,
        ),
      );
      documents.forEach(expectPageCounts);
      const pages = documents.reduce((sum, document) => sum + document.pages.length, 0);
      expect(pages).toBeLessThanOrEqual(340);
    },
    120_000,
  );
});

const bundled = new Map<string, ContentPack>();
async function pack(grade: 'k1') {
  const loaded = bundled.get(grade) ?? (await loadPack(grade, 'v1'));
  bundled.set(grade, loaded);
  return loaded;
}

describe('createVolumeWorksheetsPdf', () => {
  it('puts a contents page and every worksheet in one PDF and their keys in another, reporting progress', async () => {
    const content = await pack('k1');
    const documents = volumeWorksheets(content, { paper: 'a4', childName: 'Maya' });
    const topics = SUBJECT_SLUGS.reduce(
      (sum, subject) => sum + content.subjects[subject].topics.length,
      0,
    );
    expect(documents).toHaveLength(topics + 2);

    const progress: VolumeProgress[] = [];
    const files = await createVolumeWorksheetsPdf(
      content,
      { paper: 'a4', childName: 'Maya', assets },
      (step) => progress.push(step),
    );
    // Each worksheet laid out, drawn into the worksheets' file, then its key into the keys' file.
    expect(progress.map((step) => step.done)).toEqual(
      Array.from({ length: documents.length * 3 }, (_, index) => index + 1),
    );
    expect(progress.every((step) => step.total === documents.length * 3)).toBe(true);

    const pages = await readPdf(files.worksheet);
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
    expect(pages.some((page) => page.text.includes('Answer key'))).toBe(false);
    // One bookmark per worksheet, plus the contents page.
    expect(
      Buffer.from(files.worksheet)
        .toString('latin1')
        .match(/\/Title \(/g)?.length,
    ).toBeGreaterThanOrEqual(documents.length + 1);

    const keys = await readPdf(files.answerKey as Uint8Array);
    expect(keys).toHaveLength(
      documents.reduce((sum, document) => sum + document.keyPages.length, 0),
    );
    expect(keys.every((page) => page.text.includes('Answer key'))).toBe(true);
  }, 120_000);

  it('puts the keys after the worksheets when they are wanted in one file', async () => {
    const content = await pack('k1');
    const documents = volumeWorksheets(content, { paper: 'letter' });
    const files = await createVolumeWorksheetsPdf(content, {
      paper: 'letter',
      assets,
      keys: 'with',
    });
    expect(files.answerKey).toBeNull();
    const pages = await readPdf(files.worksheet);
    const worksheetPages = documents.reduce((sum, document) => sum + document.pages.length, 0);
    const keyPages = documents.reduce((sum, document) => sum + document.keyPages.length, 0);
    expect(pages).toHaveLength(1 + worksheetPages + keyPages);
    expect(
      pages.slice(0, 1 + worksheetPages).some((page) => page.text.includes('Answer key')),
    ).toBe(false);
    expect(pages.slice(1 + worksheetPages).every((page) => page.text.includes('Answer key'))).toBe(
      true,
    );
  }, 120_000);
});
