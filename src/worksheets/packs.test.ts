/**
 * Every V1 topic and assessment, for two seeds: generate, lay out, render, read the PDF back and
 * check the answer key against the items and the scorer.
 */
import { describe, expect, it } from 'vitest';
import { generateRound, scoreAnswer } from '@/activities/core/registry';
import type { ContentPack, Item } from '@/activities/core/types';
import { loadPack } from '@/content';
import { getPictureSvg } from '@/content/pictures';
import { SUBJECT_SLUGS, type GradeSlug } from '@/lib/grades';
import { assessmentItems, buildAssessmentWorksheet, buildWorksheet } from './build';
import { describeChoice } from './layout/answers';
import type { AnswerKeyEntry, WorksheetDocument } from './layout/types';
import { renderWorksheetsPdf } from './render/render-pdf';
import { createVolumeWorksheetsPdf, volumeWorksheets, type VolumeProgress } from './volume';
import { placementProblems } from './testing/document-checks';
import { nodeLexendFonts } from './testing/node-assets';
import { normaliseSpace, readPdf } from './testing/pdf-reader';

const GRADES: GradeSlug[] = ['nursery', 'k1', 'k2'];
const SEEDS = [11, 2024];
const assets = { fonts: nodeLexendFonts(), pictures: getPictureSvg };

/** The key's parts, checked with the item's own scorer: the printed answer is the right one. */
function expectKeyMatchesScorer(item: Item, entry: AnswerKeyEntry) {
  switch (item.type) {
    case 'choice': {
      expect(entry.parts).toHaveLength(1);
      const printed = item.choices.filter((choice) => describeChoice(choice) === entry.parts[0]);
      expect(printed.length, `${item.id}: ${entry.answer}`).toBeGreaterThan(0);
      for (const choice of printed) {
        expect(scoreAnswer(item, { type: 'choice', choiceId: choice.id }).correct, item.id).toBe(
          true,
        );
      }
      for (const choice of item.choices.filter((candidate) => !printed.includes(candidate))) {
        expect(scoreAnswer(item, { type: 'choice', choiceId: choice.id }).correct, item.id).toBe(
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
      expect(scoreAnswer(item, { type: 'match', pairs }).correct, item.id).toBe(true);
      return;
    }
    case 'trace':
      expect(entry.answer).toMatch(/^Trace the (letters|numbers): /);
      expect(entry.answer.endsWith(item.glyph)).toBe(true);
  }
}

async function checkRendered(documents: WorksheetDocument[], childName: string) {
  const pages = await readPdf(await renderWorksheetsPdf(documents, assets));
  expect(pages).toHaveLength(documents.reduce((sum, document) => sum + document.pages.length, 0));
  let first = 0;
  for (const document of documents) {
    const own = pages.slice(first, first + document.pages.length);
    first += document.pages.length;
    for (const page of own) {
      expect(page.width).toBeCloseTo(595.28, 0);
      expect(page.height).toBeCloseTo(841.89, 0);
    }
    const itemPages = normaliseSpace(
      own
        .slice(0, -1)
        .map((page) => page.text)
        .join(' '),
    );
    expect(itemPages).toContain(document.title);
    expect(itemPages).toContain(childName);
    const key = normaliseSpace(
      own
        .filter((_, index) => document.pages[index]?.role === 'answerKey')
        .map((page) => page.text)
        .join(' '),
    );
    expect(key).toContain('Answer key');
    for (const entry of document.answerKey)
      for (const part of entry.parts) expect(key).toContain(normaliseSpace(part));
  }
}

const packs = new Map<GradeSlug, ContentPack>();
async function pack(grade: GradeSlug) {
  const loaded = packs.get(grade) ?? (await loadPack(grade, 'v1'));
  packs.set(grade, loaded);
  return loaded;
}

describe.each(GRADES)('the %s V1 worksheets', (grade) => {
  it.each(SEEDS)(
    'lay out, render and key every topic with seed %i',
    async (seed) => {
      const content = await pack(grade);
      const documents: WorksheetDocument[] = [];
      for (const subject of SUBJECT_SLUGS) {
        for (const topic of content.subjects[subject].topics) {
          const document = buildWorksheet({
            topic,
            seed,
            grade,
            volume: 'v1',
            childName: 'Maya',
            paper: 'a4',
          });
          const items = generateRound(topic, seed);
          expect(placementProblems(document), topic.id).toEqual([]);
          expect(
            normaliseSpace(
              document.pages[0]?.header.map((p) => (p.kind === 'text' ? p.text : '')).join(' ') ??
                '',
            ),
          ).toContain('Read aloud');
          expect(document.answerKey.map((entry) => entry.itemId)).toEqual(
            items.map((item) => item.id),
          );
          items.forEach((item, index) =>
            expectKeyMatchesScorer(item, document.answerKey[index] as AnswerKeyEntry),
          );
          documents.push(document);
        }
      }
      await checkRendered(documents, 'Maya');
    },
    120_000,
  );

  it.each(SEEDS)(
    'lay out, render and key both assessments with seed %i',
    async (seed) => {
      const content = await pack(grade);
      const documents = SUBJECT_SLUGS.map((subject) => {
        const document = buildAssessmentWorksheet({
          pack: content,
          subject,
          seed,
          childName: 'Sam',
          paper: 'letter',
        });
        const items = assessmentItems(content, subject, seed);
        expect(placementProblems(document), subject).toEqual([]);
        expect(document.answerKey.map((entry) => entry.itemId)).toEqual(
          items.map((item) => item.id),
        );
        items.forEach((item, index) =>
          expectKeyMatchesScorer(item, document.answerKey[index] as AnswerKeyEntry),
        );
        return document;
      });
      const pages = await readPdf(await renderWorksheetsPdf(documents, assets));
      expect(
        pages.every((page) => Math.round(page.width) === 612 && Math.round(page.height) === 792),
      ).toBe(true);
      const text = normaliseSpace(pages.map((page) => page.text).join(' '));
      for (const document of documents) {
        expect(text).toContain(document.title);
        for (const entry of document.answerKey)
          for (const part of entry.parts) expect(text).toContain(normaliseSpace(part));
      }
      expect(text).toContain('Sam');
    },
    120_000,
  );
});

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
