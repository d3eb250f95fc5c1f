import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import { paginate, type FlowBlock, type PageFrame } from './progress-report-pages';

const FRAME: PageFrame = { firstTop: 60, laterTop: 25, bottom: 280, gap: 3 };

/** A body like a report's: headings, each followed by a list of rows of a few heights. */
function randomBody(seed: number): FlowBlock[] {
  const random = createRandom(seed);
  const blocks: FlowBlock[] = [];
  const lists = 1 + random.int(0, 6);
  for (let list = 0; list < lists; list += 1) {
    blocks.push({ height: 10, keepWithNext: true });
    const rows = 1 + random.int(0, 14);
    for (let row = 0; row < rows; row += 1) {
      blocks.push({
        height: 6 + random.int(0, 14),
        keepWithNext: row === 0 && rows > 2,
        keepWithPrevious: row > 0 && row === rows - 1,
      });
    }
  }
  return blocks;
}

describe('paginate', () => {
  it('keeps headings with what follows and never leaves a trailing row alone on a page', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const blocks = randomBody(seed);
      const pages = paginate(blocks, FRAME);
      expect(pages.flat(), `seed ${seed}`).toEqual(blocks.map((_, index) => index));
      pages.forEach((page, number) => {
        const first = page[0] ?? -1;
        const last = page.at(-1) ?? -1;
        expect(page.length, `seed ${seed} page ${number + 1}`).toBeGreaterThan(0);
        if (number > 0) expect(blocks[first]?.keepWithPrevious, `seed ${seed}`).toBeFalsy();
        if (last < blocks.length - 1)
          expect(blocks[last]?.keepWithNext, `seed ${seed}`).toBeFalsy();
        const top = number === 0 ? FRAME.firstTop : FRAME.laterTop;
        const used = page.reduce((sum, index) => sum + (blocks[index]?.height ?? 0) + FRAME.gap, 0);
        expect(top + used - FRAME.gap, `seed ${seed}`).toBeLessThanOrEqual(FRAME.bottom);
      });
    }
  });

  it('moves the row before a trailing row onto the next page rather than leave it alone', () => {
    const rows: FlowBlock[] = Array.from({ length: 10 }, (_, index) => ({
      height: 20,
      keepWithPrevious: index === 9,
    }));
    // Nine rows fit the first page (60 + 9 * 23 - 3 = 264), the tenth would not.
    expect(paginate(rows, FRAME)).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7],
      [8, 9],
    ]);
  });

  it('still breaks a run of bound blocks taller than a page', () => {
    const tall: FlowBlock[] = Array.from({ length: 30 }, () => ({
      height: 20,
      keepWithNext: true,
    }));
    const pages = paginate(tall, FRAME);
    expect(pages.flat()).toHaveLength(30);
    expect(pages.length).toBeGreaterThan(2);
  });
});
