/**
 * The ink saver, checked on the rendered page: every page of worksheets of every activity kind
 * (and of every item, stem and visual type) is rasterised, and no pixel may carry colour.
 */
import { describe, expect, it } from 'vitest';
import { ALL_PACKS } from '@/content/packs/all';
import { getPictureSvg } from '@/domain/pictures';
import { SUBJECT_SLUGS } from '@/domain/grades';
import type { KindId, TopicSpec } from '@/domain/types';
import { buildAssessmentWorksheet, buildWorksheet } from '../build';
import { answerKeyPart, worksheetPart } from '../files';
import type { InkMode } from '../layout/ink';
import { layoutWorksheet } from '../layout/layout-worksheet';
import type { PrintableDocument } from '../layout/types';
import { volumeCover, volumeWorksheets } from '../volume';
import { nodeLexendFonts } from '../testing/node-assets';
import { pageInk } from '../testing/rasterise';
import { ALL_SYNTHETIC_ITEMS } from '../testing/synthetic-items';
import { renderWorksheetsPdf } from './render-pdf';

const assets = { fonts: nodeLexendFonts(), pictures: getPictureSvg };

/** One topic of each activity kind, from the registered packs. */
function topicPerKind(): { pack: (typeof ALL_PACKS)[number]; topic: TopicSpec }[] {
  const seen = new Map<KindId, { pack: (typeof ALL_PACKS)[number]; topic: TopicSpec }>();
  for (const pack of ALL_PACKS)
    for (const subject of SUBJECT_SLUGS)
      for (const topic of pack.subjects[subject].topics)
        if (!seen.has(topic.kind)) seen.set(topic.kind, { pack, topic });
  return [...seen.values()];
}

function documents(ink: InkMode): PrintableDocument[] {
  const synthetic = layoutWorksheet({
    title: 'Every kind of item',
    purpose: 'topic',
    grade: 'nursery',
    volume: 'v1',
    subject: 'maths',
    instructions: 'Tap the right one.',
    items: ALL_SYNTHETIC_ITEMS,
    childName: 'Maya',
    paper: 'a4',
    ink,
    brand: 'Sprouts',
  });
  const topics = topicPerKind().map(({ pack, topic }) =>
    buildWorksheet({ topic, seed: 3, grade: pack.grade, volume: pack.volume, paper: 'a4', ink }),
  );
  const pack = ALL_PACKS[0]!;
  const assessment = buildAssessmentWorksheet({
    pack,
    subject: 'maths',
    seed: 3,
    paper: 'a4',
    ink,
  });
  const cover = volumeCover(pack, volumeWorksheets(pack, { paper: 'a4', ink }), {
    paper: 'a4',
    ink,
  });
  return [
    cover,
    ...[synthetic, ...topics, assessment].flatMap((document) => [
      worksheetPart(document),
      answerKeyPart(document),
    ]),
  ];
}

describe('the ink saver', () => {
  it('prints every kind of worksheet, its key and a volume cover without a coloured pixel, with less ink', async () => {
    const saver = await pageInk(await renderWorksheetsPdf(documents('saver'), assets), 0.75);
    const colour = await pageInk(await renderWorksheetsPdf(documents('colour'), assets), 0.75);
    expect(saver.length).toBe(colour.length);
    expect(saver.length).toBeGreaterThan(20);
    saver.forEach((page, index) => {
      expect(page.colouredPixels, `page ${index + 1}`).toBe(0);
    });
    // The same pages in colour do have colour, so the check above can fail.
    expect(colour.filter((page) => page.colouredPixels > 100).length).toBeGreaterThan(
      colour.length / 2,
    );
    const total = (pages: typeof saver) => pages.reduce((sum, page) => sum + page.ink, 0);
    expect(total(saver)).toBeLessThan(total(colour) * 0.9);
  }, 180_000);
});
