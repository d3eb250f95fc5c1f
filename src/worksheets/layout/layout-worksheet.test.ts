import { describe, expect, it } from 'vitest';
import type { Choice, ChoiceItem, Item, MatchItem, Stem, Visual } from '@/domain/types';
import { createRandom } from '@/domain/random';
import { stemVisuals } from '@/domain/stem-visuals';
import {
  additionItem,
  ALL_SYNTHETIC_ITEMS,
  countingItem,
  matchCaseItem,
  matchPictureItem,
  pictureChoiceItem,
  traceLetterItem,
  traceNumberItem,
  wordChoiceItem,
} from '../testing/synthetic-items';
import { cardFrames, pageText, placementProblems, texts } from '../testing/document-checks';
import { answerText } from './answers';
import { layoutWorksheet } from './layout-worksheet';
import { boxesOverlap, primitiveBounds } from './primitives';
import type { PaperId, WorksheetInput } from './types';

function input(
  items: Item[],
  paper: PaperId = 'a4',
  extra: Partial<WorksheetInput> = {},
): WorksheetInput {
  return {
    title: 'Counting to 10',
    purpose: 'topic',
    grade: 'k1',
    volume: 'v1',
    subject: 'maths',
    instructions: 'Count the pictures with your child, then circle the right number.',
    items,
    childName: 'Maya',
    paper,
    brand: 'Sprouts',
    ...extra,
  };
}

function visualsOf(item: Item): Visual[] {
  const visualsOfStem = (stem: Stem | undefined): Visual[] =>
    stemVisuals(stem).filter((cell): cell is Visual => cell !== null);
  const choiceVisuals = (choices: Choice[]) => choices.map((choice) => choice.visual);
  switch (item.type) {
    case 'choice':
      return [...visualsOfStem(item.stem), ...choiceVisuals(item.choices)];
    case 'match':
      return [...choiceVisuals(item.left), ...choiceVisuals(item.right)];
    case 'trace':
      return [];
    case 'place':
      return [
        ...visualsOfStem(item.stem),
        ...choiceVisuals(item.tiles),
        ...choiceVisuals(item.spots),
      ];
    case 'build':
      return visualsOfStem(item.stem);
  }
}

describe('the synthetic items', () => {
  it('cover every item type, stem type and visual type', () => {
    const itemTypes = new Set(ALL_SYNTHETIC_ITEMS.map((item) => item.type));
    const stemTypes = new Set(
      ALL_SYNTHETIC_ITEMS.flatMap((item) =>
        item.type === 'choice' && item.stem ? [item.stem.type] : [],
      ),
    );
    const visualTypes = new Set(
      ALL_SYNTHETIC_ITEMS.flatMap((item) => visualsOf(item).map((visual) => visual.type)),
    );
    expect([...itemTypes].sort()).toEqual(['build', 'choice', 'match', 'place', 'trace']);
    expect([...stemTypes].sort()).toEqual([
      'compare',
      'equation',
      'grid',
      'sequence',
      'story',
      'visual',
    ]);
    expect([...visualTypes].sort()).toEqual([
      'clock',
      'colour',
      'group',
      'picture',
      'shape',
      'text',
    ]);
  });
});

describe('layoutWorksheet', () => {
  for (const paper of ['a4', 'letter'] as const) {
    it(`keeps every primitive printable and clear of header and footer on ${paper}`, () => {
      const document = layoutWorksheet(input(ALL_SYNTHETIC_ITEMS, paper));
      expect(document.paper.id).toBe(paper);
      expect(placementProblems(document)).toEqual([]);
      expect(placementProblems({ ...document, pages: document.keyPages })).toEqual([]);
    });
  }

  it('uses the sheet sizes of A4 and US Letter', () => {
    expect(layoutWorksheet(input([pictureChoiceItem], 'a4')).paper).toMatchObject({
      width: 210,
      height: 297,
    });
    expect(layoutWorksheet(input([pictureChoiceItem], 'letter')).paper).toMatchObject({
      width: 215.9,
      height: 279.4,
    });
  });

  it("numbers the worksheet's pages and the answer key's pages each on their own", () => {
    const document = layoutWorksheet(input(ALL_SYNTHETIC_ITEMS));
    const count = document.pages.length;
    expect(count).toBeGreaterThan(1);
    document.pages.forEach((page, index) => {
      expect(page.role).toBe('items');
      expect(page.number).toBe(index + 1);
      expect(pageText(page.footer)).toContain(`Page ${index + 1} of ${count}`);
      expect(pageText(page.footer)).toContain('sprouts');
      expect(pageText(page.header)).not.toContain('Answer key');
    });
    expect(document.keyPages.length).toBeGreaterThan(0);
    document.keyPages.forEach((page, index) => {
      expect(page.role).toBe('answerKey');
      expect(page.number).toBe(index + 1);
      expect(pageText(page.header)).toContain('Answer key');
      expect(pageText(page.footer)).toContain('Counting to 10 – answer key');
      expect(pageText(page.footer)).toContain(`Page ${index + 1} of ${document.keyPages.length}`);
    });
  });

  it('puts one short item on one page, and its key on another', () => {
    const document = layoutWorksheet(input([pictureChoiceItem]));
    expect(document.pages.map((page) => page.role)).toEqual(['items']);
    expect(document.keyPages.map((page) => page.role)).toEqual(['answerKey']);
  });

  it('prints brand, grade, volume, subject, topic, Name and Date on every item page', () => {
    const document = layoutWorksheet(input(ALL_SYNTHETIC_ITEMS));
    for (const page of document.pages) {
      const header = pageText(page.header);
      for (const expected of [
        'Sprouts',
        'Kindergarten 1 · Volume 1 · Maths',
        'Counting to 10',
        'Name',
        'Date',
        'Maya',
      ]) {
        expect(header).toContain(expected);
      }
    }
    expect(pageText(document.pages[0]?.header ?? [])).toContain(
      'Count the pictures with your child',
    );
  });

  it('marks an assessment, and a level other than the one played', () => {
    const assessment = layoutWorksheet(
      input([pictureChoiceItem], 'a4', { purpose: 'assessment', title: 'Maths check' }),
    );
    expect(pageText(assessment.pages[0]?.header ?? [])).toContain('Assessment · Kindergarten 1');
    const easier = layoutWorksheet(input([pictureChoiceItem], 'a4', { level: 'Easier' }));
    expect(pageText(easier.pages[0]?.header ?? [])).toContain(
      'Kindergarten 1 · Volume 1 · Maths · Easier',
    );
  });

  it('leaves the Name line empty without a name and shortens a very long one to its line', () => {
    const unnamed = layoutWorksheet(input([pictureChoiceItem], 'a4', { childName: undefined }));
    const header = unnamed.pages[0]?.header ?? [];
    expect(texts(header).map((text) => text.text)).not.toContain('Maya');
    const long = 'Maximiliana Alexandra Bartholomew-Featherstonehaugh the Third of Somewhere';
    const named = layoutWorksheet(input([pictureChoiceItem], 'a4', { childName: long }));
    expect(placementProblems(named)).toEqual([]);
    const nameText = texts(named.pages[0]?.header ?? []).find((text) =>
      text.text.startsWith('Maximiliana'),
    );
    const dateLabel = texts(named.pages[0]?.header ?? []).find((text) => text.text === 'Date');
    expect(nameText && dateLabel && nameText.x + nameText.width < dateLabel.x).toBe(true);
  });

  it('numbers the items 1..n in order across pages', () => {
    const document = layoutWorksheet(input(ALL_SYNTHETIC_ITEMS));
    const badges = document.pages
      .flatMap((page) =>
        texts(page.body).filter(
          (text) => text.colour === '#ffffff' && text.size >= 12 && /^\d+$/.test(text.text),
        ),
      )
      .map((text) => Number(text.text));
    expect(badges).toEqual(ALL_SYNTHETIC_ITEMS.map((_, index) => index + 1));
  });

  it("prints each item's own question when they differ, and none when all ask the same", () => {
    const mixed = layoutWorksheet(input(ALL_SYNTHETIC_ITEMS));
    const body = mixed.pages.map((page) => pageText(page.body)).join(' ');
    for (const item of ALL_SYNTHETIC_ITEMS.filter((each) => each.type !== 'trace')) {
      for (const word of item.prompt.text.split(' ')) expect(body).toContain(word);
    }
    const same = [1, 2, 3].map((n) => ({ ...countingItem, id: `count-${n}` }));
    const alike = layoutWorksheet(input(same));
    expect(pageText(alike.pages[0]?.body ?? [])).not.toContain('How many apples?');
    const sums = [2, 5].map((n) => ({
      ...additionItem,
      id: `sum-${n}`,
      prompt: { text: `${n} + 2 = ?`, speech: `${n} plus 2` },
    }));
    expect(pageText(layoutWorksheet(input(sums)).pages[0]?.body ?? [])).not.toContain('+ 2 = ?');
  });

  it('never lets two cards overlap', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const document = layoutWorksheet(input(ALL_SYNTHETIC_ITEMS, paper));
      for (const page of document.pages) {
        const frames = cardFrames(page.body);
        frames.forEach((frame, index) => {
          for (const other of frames.slice(index + 1))
            expect(boxesOverlap(frame, other)).toBe(false);
        });
      }
    }
  });

  it('keeps what a card draws inside the card', () => {
    const document = layoutWorksheet(input(ALL_SYNTHETIC_ITEMS));
    for (const page of document.pages) {
      const frames = cardFrames(page.body);
      for (const primitive of page.body) {
        const bounds = primitiveBounds(primitive);
        const inside = frames.some(
          (frame) =>
            bounds.x >= frame.x - 0.2 &&
            bounds.y >= frame.y - 0.2 &&
            bounds.x + bounds.width <= frame.x + frame.width + 0.2 &&
            bounds.y + bounds.height <= frame.y + frame.height + 0.2,
        );
        expect(inside, `${primitive.kind} on page ${page.number}`).toBe(true);
      }
    }
  });

  it('prints what to say when a question depends on hearing it', () => {
    const document = layoutWorksheet(input([wordChoiceItem, pictureChoiceItem]));
    const body = pageText(document.pages[0]?.body ?? []);
    expect(body).toContain('Say: “Find the word the. The.”');
    expect(body.match(/Say:/g)).toHaveLength(1);
  });

  it('gives every match entry a dot, and never prints a whole column straight across', () => {
    const document = layoutWorksheet(input([matchPictureItem]));
    const body = document.pages[0]?.body ?? [];
    const dots = body.filter(
      (primitive) => primitive.kind === 'circle' && primitive.fill === '#1f2a24',
    );
    expect(dots).toHaveLength(matchPictureItem.left.length + matchPictureItem.right.length);
    const straight: MatchItem = {
      ...matchCaseItem,
      right: matchCaseItem.left.map((left) => ({
        ...left,
        id: left.id.toLowerCase(),
        visual: { type: 'text', text: left.id.toLowerCase() },
      })),
    };
    const rows = texts(layoutWorksheet(input([straight])).pages[0]?.body ?? [])
      .filter((text) => /^[a-d]$/i.test(text.text))
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map((text) => text.text);
    // Left then right of each row: never A with a, B with b...
    for (let row = 0; row < rows.length; row += 2)
      expect(rows[row]?.toLowerCase()).not.toBe(rows[row + 1]);
  });

  it('draws tracing as a numbered, arrowed model, dotted copies and four handwriting lines', () => {
    const document = layoutWorksheet(input([traceLetterItem]));
    const body = document.pages[0]?.body ?? [];
    const glyphs = body.filter((primitive) => primitive.kind === 'traceGlyph');
    expect(glyphs.filter((glyph) => glyph.style === 'model')).toHaveLength(1);
    expect(glyphs.filter((glyph) => glyph.style === 'dotted').length).toBeGreaterThan(2);
    expect(glyphs.every((glyph) => glyph.strokes !== null && glyph.text === 'a')).toBe(true);
    // 'a' is drawn in two strokes: both numbered, both with an arrow.
    expect(
      texts(body).filter((text) => ['1', '2'].includes(text.text) && text.size < 12),
    ).toHaveLength(2);
    expect(
      body.filter((primitive) => primitive.kind === 'path' && primitive.segments.length === 4),
    ).toHaveLength(2);
    expect(body.filter((primitive) => primitive.kind === 'line')).toHaveLength(4);
    expect(
      body.some((primitive) => primitive.kind === 'picture' && primitive.name === 'red-apple'),
    ).toBe(true);
  });

  it('lists exactly the answers of the items in the answer key', () => {
    const document = layoutWorksheet(input(ALL_SYNTHETIC_ITEMS));
    expect(document.answerKey.map((entry) => entry.itemId)).toEqual(
      ALL_SYNTHETIC_ITEMS.map((item) => item.id),
    );
    expect(document.answerKey.map((entry) => entry.answer)).toEqual(
      ALL_SYNTHETIC_ITEMS.map(answerText),
    );
    const keyText = document.keyPages.map((page) => pageText(page.body)).join(' ');
    for (const entry of document.answerKey) {
      for (const part of entry.parts)
        for (const word of part.split(' ')) expect(keyText).toContain(word);
    }
    expect(answerText(pictureChoiceItem)).toBe('ball');
    expect(answerText(matchPictureItem)).toBe(
      'two kites – 2; four kites – 4; orange square – orange; elephant – e',
    );
    expect(answerText(traceLetterItem)).toBe('Trace the letter a');
    expect(answerText(traceNumberItem)).toBe('Trace the number 10');
  });

  it('fills the pages it is given and leaves out the items that do not fit', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ ...countingItem, id: `c${index}` }));
    const onePage = layoutWorksheet(input(many, 'a4', { fill: { pages: 2, enough: 4 } }));
    expect(onePage.pages).toHaveLength(1);
    expect(onePage.answerKey.length).toBeGreaterThanOrEqual(4);
    expect(onePage.answerKey.length).toBeLessThan(many.length);
    const twoPages = layoutWorksheet(input(many, 'a4', { fill: { pages: 2, enough: 40 } }));
    expect(twoPages.pages).toHaveLength(2);
    expect(twoPages.answerKey.length).toBeGreaterThan(onePage.answerKey.length);
    expect(twoPages.answerKey.map((entry) => entry.itemId)).toEqual(
      many.slice(0, twoPages.answerKey.length).map((item) => item.id),
    );
    const few = layoutWorksheet(input(many.slice(0, 2), 'a4', { fill: { pages: 2, enough: 4 } }));
    expect(few.answerKey).toHaveLength(2);
  });

  it('grows pictures for Nursery and shrinks them for Kindergarten 2', () => {
    const side = (grade: 'nursery' | 'k1' | 'k2') =>
      layoutWorksheet(input([pictureChoiceItem], 'a4', { grade })).pages[0]?.body.find(
        (primitive) => primitive.kind === 'picture',
      )?.width ?? 0;
    expect(side('nursery')).toBeGreaterThan(side('k1'));
    expect(side('k1')).toBeGreaterThan(side('k2'));
  });

  it('rejects an item whose answer is not one of its choices', () => {
    const broken: ChoiceItem = { ...pictureChoiceItem, answer: 'missing' };
    expect(() => layoutWorksheet(input([broken]))).toThrow(/not one of its choices/);
  });

  it('rejects a worksheet without items', () => {
    expect(() => layoutWorksheet(input([]))).toThrow(/at least one item/);
  });

  it('is pure: the same input gives the same document', () => {
    expect(layoutWorksheet(input(ALL_SYNTHETIC_ITEMS))).toEqual(
      layoutWorksheet(input(ALL_SYNTHETIC_ITEMS)),
    );
  });
});

describe('layoutWorksheet with unusual items', () => {
  const words = [
    'cat',
    'elephant',
    'butterfly',
    'a',
    'hippopotamus',
    'Supercalifragilisticexpialidocious',
    '7',
    '100',
  ];
  const pictures = ['cat-face', 'dog-face', 'elephant', 'fish', 'house', 'kite', 'lion'];

  function randomVisual(random: ReturnType<typeof createRandom>): Visual {
    switch (random.int(0, 4)) {
      case 0:
        return { type: 'text', text: random.pick(words) };
      case 1:
        return { type: 'picture', picture: random.pick(pictures) };
      case 2:
        return { type: 'group', picture: random.pick(pictures), count: random.int(1, 20) };
      case 3:
        return { type: 'colour', colour: random.pick(['red', 'blue', 'white'] as const) };
      default:
        return { type: 'shape', shape: random.pick(['star', 'heart', 'oval'] as const) };
    }
  }

  function randomItem(random: ReturnType<typeof createRandom>, index: number): Item {
    const prompt = random.pick([
      'Circle it.',
      'Look at the pictures very carefully and circle the one that is different from all of the others on this row.',
    ]);
    const base = {
      id: `i${index}`,
      prompt: { text: prompt, speech: prompt },
      hint: '',
      praise: '',
    };
    const choices = Array.from({ length: random.int(2, 8) }, (_, choiceIndex) => ({
      id: `c${choiceIndex}`,
      visual: randomVisual(random),
      speech: `choice ${choiceIndex}`,
    }));
    switch (random.int(0, 6)) {
      case 0:
        return {
          ...base,
          type: 'trace',
          glyph: random.pick(['a', 'W', 'm', '20', 'Aa', 'é']),
          picture: random.pick([undefined, 'fish']),
        };
      case 1:
        return {
          ...base,
          type: 'match',
          left: choices.slice(0, 6),
          right: [...choices.slice(0, 6)].reverse(),
          answer: Object.fromEntries(choices.slice(0, 6).map((choice) => [choice.id, choice.id])),
        };
      case 2:
        return {
          ...base,
          type: 'choice',
          stem: {
            type: 'grid',
            columns: 10,
            cells: Array.from({ length: 100 }, (_, cell) => (cell === 42 ? null : cell + 1)),
          },
          choices,
          answer: 'c0',
        };
      case 3:
        return {
          ...base,
          type: 'choice',
          stem: {
            type: 'sequence',
            cells: Array.from({ length: random.int(3, 12) }, () =>
              random.next() < 0.2 ? null : randomVisual(random),
            ),
          },
          choices,
          answer: 'c1',
        };
      case 4:
        return {
          ...base,
          type: 'choice',
          stem: {
            type: 'equation',
            left: randomVisual(random),
            operator: '-',
            right: randomVisual(random),
          },
          choices,
          answer: 'c0',
        };
      case 5:
        return {
          ...base,
          type: 'choice',
          stem: { type: 'compare', left: randomVisual(random), right: randomVisual(random) },
          choices,
          answer: 'c0',
        };
      default:
        return {
          ...base,
          type: 'choice',
          stem: { type: 'visual', visual: randomVisual(random) },
          choices,
          answer: 'c1',
        };
    }
  }

  it('keeps every primitive in place for random items on both papers', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const random = createRandom(seed);
      const items = Array.from({ length: random.int(1, 14) }, (_, index) =>
        randomItem(random, index),
      );
      for (const paper of ['a4', 'letter'] as const) {
        const document = layoutWorksheet(
          input(items, paper, {
            title: random.pick([
              'Hi',
              'A very long worksheet title that goes on and on beyond one line of the page width',
            ]),
          }),
        );
        const problems = [
          ...placementProblems(document),
          ...placementProblems({ ...document, pages: document.keyPages }),
        ].map(
          (problem) =>
            `seed ${seed} ${paper} p${problem.page} ${problem.zone} ${problem.primitive.kind}: ${problem.problem}`,
        );
        expect(problems).toEqual([]);
      }
    }
  }, 120_000);
});
