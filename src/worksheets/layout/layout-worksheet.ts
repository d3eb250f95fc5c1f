import type { GradeSlug } from '@/domain/grades';
import type { Item } from '@/domain/types';
import { answerKeyEntries, layoutAnswerKey } from './answer-key';
import type { CardContext } from './cards/block';
import { cardGrid, flowColumns, flowItems, type FlowFrame, type FlowResult } from './flow';
import { paletteFor } from './ink';
import { ITEM_TYPES, sheetForType } from './items';
import { worksheetSubtitle } from './page/labels';
import { footer, FOOTER_HEIGHT } from './page/footer';
import { answerKeyHeader, itemsHeader, type HeaderLayout } from './page/header';
import { PAPERS, printableArea, type PrintableArea } from './paper';
import type { Primitive, WorksheetDocument, WorksheetInput, WorksheetPage } from './types';

/** Space between the header or footer and the body. */
const BODY_GAP = 4;
/** Picture densities tried to fit a page, largest first. */
const DENSITIES = [1, 0.88, 0.76];
/** When every item must be printed (an assessment), pictures may shrink further. */
const ALL_ITEMS_DENSITIES = [...DENSITIES, 0.66, 0.58];

/** Pictures and type for the age: larger for Nursery, smaller for Kindergarten 2. */
const AGE_SCALE: Record<GradeSlug, number> = { nursery: 1.15, k1: 1, k2: 0.9 };
/** Younger children get fewer, larger cards side by side. */
const MAX_COLUMNS: Record<GradeSlug, number> = { nursery: 2, k1: 3, k2: 3 };

interface Headers {
  first: HeaderLayout;
  later: HeaderLayout;
}

function headersFor(input: WorksheetInput, items: readonly Item[], area: PrintableArea): Headers {
  return {
    first: itemsHeader(input, items, area, true),
    later: itemsHeader(input, items, area, false),
  };
}

/** Whether each item type's cards print their own question (see ItemSheet.promptsNeeded). */
function promptsByType(items: readonly Item[]): Record<Item['type'], boolean> {
  return Object.fromEntries(
    ITEM_TYPES.map((type) => [
      type,
      sheetForType(type).promptsNeeded(items.filter((item) => item.type === type)),
    ]),
  ) as Record<Item['type'], boolean>;
}

/** The item pages: as many items as the limits allow, on as few pages as possible. */
function flowBody(input: WorksheetInput, headers: Headers, area: PrintableArea): FlowResult {
  const bodyBottom = area.bottom - FOOTER_HEIGHT - BODY_GAP;
  const frame: FlowFrame = {
    left: area.left,
    width: area.width,
    bodyTopOf: (pageIndex) => (pageIndex === 0 ? headers.first : headers.later).bottom + BODY_GAP,
    bodyBottom,
    maxColumns: MAX_COLUMNS[input.grade],
  };
  const prompts = promptsByType(input.items);
  const style = { palette: paletteFor(input.ink), scale: AGE_SCALE[input.grade] };
  const maxHeight = bodyBottom - frame.bodyTopOf(0);
  const context =
    (density: number) =>
    (item: Item): CardContext => ({
      ...style,
      density,
      prompt: prompts[item.type],
      maxHeight,
      alike: input.purpose === 'topic',
    });
  const grid = (density: number) => cardGrid(input.items, frame, context(density));
  const { fill } = input;
  if (!fill) {
    // Tidy rows of cards, unless cards placed column by column (tall ones beside stacks of
    // short ones) save a page.
    let best: FlowResult | undefined;
    for (const density of ALL_ITEMS_DENSITIES) {
      const cards = grid(density);
      for (const flow of [flowItems, flowColumns]) {
        const candidate = flow(cards);
        if (!best || candidate.pages.length < best.pages.length) best = candidate;
        if (best.pages.length === 1) return best;
      }
      // Full-size pictures when they fit two pages; smaller ones only to get down to two.
      if (best && best.pages.length <= 2) return best;
    }
    return best ?? flowItems(grid(1));
  }
  // One page when it holds enough items, with pictures a little smaller if need be; else more
  // pages, as large as still gives enough items (or as many items as they can hold).
  const enough = Math.min(fill.enough, input.items.length);
  const grids = DENSITIES.map(grid);
  let most: FlowResult | null = null;
  for (const pages of [1, fill.pages]) {
    for (const cards of grids) {
      const flow = flowItems(cards, { pages });
      if (flow.placed >= enough) return flow;
      if (pages === fill.pages && (!most || flow.placed > most.placed)) most = flow;
    }
  }
  return most as FlowResult;
}

interface PagePart {
  role: WorksheetPage['role'];
  header: HeaderLayout;
  body: Primitive[];
}

/** Numbers a file's pages 'Page X of Y' under the footer's title. */
function numbered(
  parts: readonly PagePart[],
  title: string,
  input: WorksheetInput,
  area: PrintableArea,
): WorksheetPage[] {
  const palette = paletteFor(input.ink);
  return parts.map((part, index) => {
    const pageFooter = footer(title, input.brand, area, index + 1, parts.length, palette);
    return {
      number: index + 1,
      role: part.role,
      header: part.header.primitives,
      body: part.body,
      footer: pageFooter.primitives,
      headerBottom: part.header.bottom,
      footerTop: pageFooter.top,
    };
  });
}

/**
 * Lays a worksheet out: its item pages, and its answer key on pages of its own. With
 * `input.fill`, the worksheet holds as many of the items as its pages have room for.
 */
export function layoutWorksheet(input: WorksheetInput): WorksheetDocument {
  if (input.items.length === 0) throw new Error('A worksheet needs at least one item');
  const paper = PAPERS[input.paper];
  const area = printableArea(paper);
  let headers = headersFor(input, input.items, area);
  let flow = flowBody(input, headers, area);
  let items = input.items.slice(0, flow.placed);
  // The instructions speak of the items printed; a taller header moves the cards down.
  const final = headersFor(input, items, area);
  if (final.first.bottom > headers.first.bottom) {
    flow = flowBody({ ...input, items }, final, area);
    items = items.slice(0, flow.placed);
  }
  headers = headersFor(input, items, area);

  const keyHeader = answerKeyHeader(input, area);
  const keyTop = keyHeader.bottom + BODY_GAP + 1;
  const answerKey = answerKeyEntries(items);
  const bodyBottom = area.bottom - FOOTER_HEIGHT - BODY_GAP;
  const keyBodies = layoutAnswerKey(
    answerKey,
    items,
    area.left,
    keyTop,
    area.width,
    bodyBottom - keyTop,
    paletteFor(input.ink),
  ).pages;

  return {
    paper,
    ink: input.ink ?? 'colour',
    title: input.title,
    subtitle: worksheetSubtitle(input.grade, input.volume, input.subject),
    brand: input.brand,
    grade: input.grade,
    volume: input.volume,
    subject: input.subject,
    pages: numbered(
      flow.pages.map((body, index) => ({
        role: 'items',
        header: index === 0 ? headers.first : headers.later,
        body,
      })),
      input.title,
      input,
      area,
    ),
    keyPages: numbered(
      keyBodies.map((body) => ({ role: 'answerKey', header: keyHeader, body })),
      `${input.title} – answer key`,
      input,
      area,
    ),
    answerKey,
  };
}
