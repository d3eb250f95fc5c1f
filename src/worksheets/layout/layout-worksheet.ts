import type { Item } from '@/domain/types';
import { answerKeyEntries, layoutAnswerKey } from './answer-key';
import type { Block, BlockContext } from './blocks/block';
import { resizedCardFrame } from './blocks/card';
import { choiceBlock } from './blocks/choice-block';
import { matchBlock } from './blocks/match-block';
import { traceBlock } from './blocks/trace-block';
import { worksheetSubtitle } from './page/labels';
import { footer, FOOTER_HEIGHT } from './page/footer';
import { answerKeyHeader, itemsHeader } from './page/header';
import { PAPERS, printableArea } from './paper';
import { scale, translate } from './primitives';
import type { Primitive, WorksheetDocument, WorksheetInput, WorksheetPage } from './types';

const COLUMN_GAP = 6;
const ROW_GAP = 5;
/** Space between the header or footer and the body. */
const BODY_GAP = 4.5;
/** Picture densities tried, largest first. */
const DENSITIES = [1, 0.88, 0.76];

function blockFor(item: Item, number: number, context: BlockContext, full: boolean): Block {
  switch (item.type) {
    case 'choice':
      return choiceBlock(item, number, full ? { ...context, halfWidth: 0 } : context);
    case 'match':
      return matchBlock(item, number, full ? { ...context, halfWidth: 0 } : context);
    case 'trace':
      return traceBlock(item, number, context);
  }
}

/** A card that is still too tall for a page (an extreme item) is scaled down to fit. */
function fitted(block: Block, maxHeight: number): Block {
  if (block.height <= maxHeight) return block;
  const factor = maxHeight / block.height;
  return {
    ...block,
    width: block.width * factor,
    height: maxHeight,
    primitives: scale(block.primitives, factor),
  };
}

/** Makes a card as tall as its row: a taller frame, and its content centred below the heading. */
function stretched(block: Block, height: number): Primitive[] {
  const [frame] = block.primitives;
  const resized = frame ? resizedCardFrame(frame, height) : null;
  if (!resized || height <= block.height) return block.primitives;
  const heading = block.primitives.slice(1, block.contentStart);
  const content = block.primitives.slice(block.contentStart);
  return [resized, ...heading, ...translate(content, 0, (height - block.height) / 2)];
}

interface Row {
  height: number;
  blocks: Block[];
}

/** Cards in reading order; two half-width cards share a row, a lone one takes the full width. */
function rowsOf(items: readonly Item[], context: BlockContext): Row[] {
  const blocks = items.map((item, index) =>
    fitted(blockFor(item, index + 1, context, false), context.maxHeight),
  );
  const rows: Row[] = [];
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index] as Block;
    const next = blocks[index + 1];
    if (block.span === 'half' && next?.span === 'half') {
      rows.push({ height: Math.max(block.height, next.height), blocks: [block, next] });
      index += 1;
      continue;
    }
    const whole =
      block.span === 'half'
        ? fitted(blockFor(items[index] as Item, index + 1, context, true), context.maxHeight)
        : block;
    rows.push({ height: whole.height, blocks: [whole] });
  }
  return rows;
}

interface Flow {
  left: number;
  bodyBottom: number;
  bodyTopOf: (pageIndex: number) => number;
  context: BlockContext;
}

/** The items' cards placed row by row onto as many pages as they need; primitives per page. */
function flowItems(items: readonly Item[], flow: Flow): Primitive[][] {
  const pages: Primitive[][] = [];
  let body: Primitive[] = [];
  let y = flow.bodyTopOf(0);
  for (const row of rowsOf(items, flow.context)) {
    if (body.length > 0 && y + row.height > flow.bodyBottom) {
      pages.push(body);
      body = [];
      y = flow.bodyTopOf(pages.length);
    }
    let x = flow.left;
    for (const block of row.blocks) {
      body.push(...translate(stretched(block, row.height), x, y));
      x += block.width + COLUMN_GAP;
    }
    y += row.height + ROW_GAP;
  }
  pages.push(body);
  return pages;
}

/** Lays a worksheet out: item pages, then the answer key, each with header and footer. */
export function layoutWorksheet(input: WorksheetInput): WorksheetDocument {
  if (input.items.length === 0) throw new Error('A worksheet needs at least one item');
  const paper = PAPERS[input.paper];
  const area = printableArea(paper);
  const footerTop = area.bottom - FOOTER_HEIGHT;
  const firstHeader = itemsHeader(input, area, true);
  const laterHeader = itemsHeader(input, area, false);
  const bodyBottom = footerTop - BODY_GAP;
  const bodyTopOf = (pageIndex: number) =>
    (pageIndex === 0 ? firstHeader : laterHeader).bottom + BODY_GAP;
  const flow = (density: number) =>
    flowItems(input.items, {
      left: area.left,
      bodyBottom,
      bodyTopOf,
      context: {
        fullWidth: area.width,
        halfWidth: (area.width - COLUMN_GAP) / 2,
        // Every card must fit on the first page, the one with the least room.
        maxHeight: bodyBottom - bodyTopOf(0),
        density,
      },
    });
  // Smaller pictures when that saves a sheet of paper; full size otherwise.
  const itemBodies = DENSITIES.map(flow).reduce((best, candidate) =>
    candidate.length < best.length ? candidate : best,
  );

  const keyHeader = answerKeyHeader(input, area);
  const keyTop = keyHeader.bottom + BODY_GAP + 1;
  const answerKey = answerKeyEntries(input.items);
  const keyBodies = layoutAnswerKey(
    answerKey,
    input.items,
    area.left,
    keyTop,
    area.width,
    bodyBottom - keyTop,
  ).pages;

  const pageCount = itemBodies.length + keyBodies.length;
  const pages: WorksheetPage[] = [
    ...itemBodies.map((primitives, index) => ({
      role: 'items' as const,
      header: index === 0 ? firstHeader : laterHeader,
      primitives,
    })),
    ...keyBodies.map((primitives) => ({
      role: 'answerKey' as const,
      header: keyHeader,
      primitives,
    })),
  ].map((page, index) => {
    const pageFooter = footer(input.title, input.brand, area, index + 1, pageCount);
    return {
      number: index + 1,
      role: page.role,
      header: page.header.primitives,
      body: page.primitives,
      footer: pageFooter.primitives,
      headerBottom: page.header.bottom,
      footerTop: pageFooter.top,
    };
  });

  return {
    paper,
    title: input.title,
    subtitle: worksheetSubtitle(input.grade, input.volume, input.subject),
    brand: input.brand,
    grade: input.grade,
    volume: input.volume,
    subject: input.subject,
    pages,
    answerKey,
  };
}
