import { answerChoice, answerParts } from './answers';
import type { Laid, SheetStyle } from './cards/block';
import { drawVisual } from './cards/visual';
import type { Palette } from './ink';
import { paragraph, textAt, translate } from './primitives';
import { ascent, descent } from './text/measure';
import { TYPE } from './theme';
import type { Item } from '@/domain/types';
import type { AnswerKeyEntry, Primitive, TextPrimitive } from './types';

const COLUMN_GAP = 8;
const BADGE_RADIUS = 3.3;
const THUMBNAIL = 11;
const ENTRY_GAP = 3.5;
const PART_GAP = 1.2;

export function answerKeyEntries(items: readonly Item[]): AnswerKeyEntry[] {
  return items.map((item, index) => {
    const parts = answerParts(item);
    return { number: index + 1, itemId: item.id, answer: parts.join('; '), parts };
  });
}

/** One entry of the key at the origin: number badge, a small picture for picture answers, the text. */
function keyEntry(entry: AnswerKeyEntry, item: Item, width: number, palette: Palette): Laid {
  const choice = answerChoice(item);
  // A clock is said in words ('7 o'clock'); its face would only repeat that, with twelve numbers.
  const thumbnail = choice && choice.visual.type !== 'text' && choice.visual.type !== 'clock';
  const textLeft = BADGE_RADIUS * 2 + 3 + (thumbnail ? THUMBNAIL + 2.5 : 0);
  const isShortText = choice?.visual.type === 'text';
  const size = isShortText ? TYPE.key + 2 : TYPE.key;
  const options = {
    size,
    weight: isShortText ? ('bold' as const) : ('regular' as const),
    colour: palette.text,
  };
  const text = entry.parts.reduce<{ primitives: TextPrimitive[]; height: number }>(
    (sofar, part) => {
      const top = sofar.height > 0 ? sofar.height + PART_GAP : 0;
      const laid = paragraph(part, textLeft, top, width - textLeft, options);
      return { primitives: [...sofar.primitives, ...laid.primitives], height: top + laid.height };
    },
    { primitives: [], height: 0 },
  );
  const height = Math.max(BADGE_RADIUS * 2, thumbnail ? THUMBNAIL : 0, text.height);
  // The badge and the picture line up with the first line of text, or the middle of one line.
  const firstLineMiddle =
    text.primitives.length > 1 ? (ascent(size) + descent(size)) / 2 : height / 2;
  const textShift = text.primitives.length > 1 ? 0 : (height - text.height) / 2;
  const primitives: Primitive[] = [
    {
      kind: 'circle',
      cx: BADGE_RADIUS,
      cy: firstLineMiddle,
      r: BADGE_RADIUS,
      ...(palette.keyBadge.fill ? { fill: palette.keyBadge.fill } : {}),
      ...(palette.keyBadge.stroke ? { stroke: palette.keyBadge.stroke } : {}),
    },
    textAt(`${entry.number}`, BADGE_RADIUS, firstLineMiddle + (ascent(10) - descent(10)) / 2, {
      size: 10,
      weight: 'bold',
      align: 'center',
      colour: palette.keyBadge.text,
    }),
    ...text.primitives.map((line) => ({ ...line, y: line.y + textShift })),
  ];
  if (thumbnail && choice) {
    const top = Math.max(0, firstLineMiddle - THUMBNAIL / 2);
    const style: SheetStyle = { palette, scale: 1, density: 1 };
    primitives.push(
      ...drawVisual(
        choice.visual,
        { x: BADGE_RADIUS * 2 + 3, y: top, width: THUMBNAIL, height: THUMBNAIL },
        'cell',
        entry.answer,
        style,
      ),
    );
  }
  return { width, height, primitives };
}

export interface KeyColumnsLayout {
  /** Primitives per page, at page coordinates. */
  pages: Primitive[][];
}

/** Splits entries into columns no taller than `height`, the first two balanced when they can be. */
function columnsOf(laid: readonly Laid[], height: number): Laid[][] {
  const stack = (entries: readonly Laid[]) =>
    entries.reduce((sum, entry, index) => sum + entry.height + (index > 0 ? ENTRY_GAP : 0), 0);
  const columns: Laid[][] = [];
  let rest = [...laid];
  while (rest.length > 0) {
    let count = 0;
    while (count < rest.length && (count === 0 || stack(rest.slice(0, count + 1)) <= height))
      count += 1;
    if (count === rest.length && columns.length % 2 === 0 && rest.length > 1) {
      // The rest fits one column: share it between this column and the next instead.
      const half = stack(rest) / 2;
      let split = 1;
      while (split < rest.length - 1 && stack(rest.slice(0, split)) < half) split += 1;
      columns.push(rest.slice(0, split), rest.slice(split));
      break;
    }
    columns.push(rest.slice(0, count));
    rest = rest.slice(count);
  }
  return columns;
}

/** The key in two columns, filled top to bottom then left to right, over as many pages as needed. */
export function layoutAnswerKey(
  entries: readonly AnswerKeyEntry[],
  items: readonly Item[],
  left: number,
  top: number,
  width: number,
  height: number,
  palette: Palette,
): KeyColumnsLayout {
  const columnWidth = (width - COLUMN_GAP) / 2;
  const laid = entries.map((entry, index) =>
    keyEntry(entry, items[index] as Item, columnWidth, palette),
  );
  const columns = columnsOf(laid, height);
  const pages: Primitive[][] = [];
  columns.forEach((column, index) => {
    if (index % 2 === 0) pages.push([]);
    const page = pages[pages.length - 1] as Primitive[];
    let y = top;
    for (const entry of column) {
      page.push(...translate(entry.primitives, left + (index % 2) * (columnWidth + COLUMN_GAP), y));
      y += entry.height + ENTRY_GAP;
    }
  });
  return { pages };
}
