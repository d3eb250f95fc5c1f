/**
 * How the progress report's blocks fall onto pages: in order, never split, a heading never last
 * on a page, and no page left holding only the trailing line of a list.
 */

export interface FlowBlock {
  height: number;
  /** Goes onto the page of the block after it (a heading, the first row of a list). */
  keepWithNext?: boolean;
  /** Goes onto the page of the block before it (the last row of a list). */
  keepWithPrevious?: boolean;
}

export interface PageFrame {
  /** Where the body starts on the first page and on the later ones (their headers differ). */
  firstTop: number;
  laterTop: number;
  /** Where the body must end on every page. */
  bottom: number;
  /** Space between two blocks. */
  gap: number;
}

const bound = (blocks: readonly FlowBlock[], index: number) =>
  Boolean(blocks[index]?.keepWithNext || blocks[index + 1]?.keepWithPrevious);

/**
 * The height of the block at `index` with the blocks bound to it that follow; a run taller than
 * a whole page is cut where it stops fitting, since no page break could keep it together.
 */
function runHeight(blocks: readonly FlowBlock[], index: number, frame: PageFrame): number {
  const room = frame.bottom - frame.laterTop;
  let height = blocks[index]?.height ?? 0;
  for (let next = index + 1; next < blocks.length && bound(blocks, next - 1); next += 1) {
    const longer = height + frame.gap + (blocks[next]?.height ?? 0);
    if (longer > room) break;
    height = longer;
  }
  return height;
}

/** The indices of the blocks on each page, first page first. */
export function paginate(blocks: readonly FlowBlock[], frame: PageFrame): number[][] {
  const pages: number[][] = [[]];
  let y = frame.firstTop;
  blocks.forEach((block, index) => {
    const page = pages.at(-1) ?? [];
    if (page.length > 0 && y + runHeight(blocks, index, frame) > frame.bottom) {
      pages.push([index]);
      y = frame.laterTop;
    } else {
      page.push(index);
    }
    y += block.height + frame.gap;
  });
  return pages;
}
