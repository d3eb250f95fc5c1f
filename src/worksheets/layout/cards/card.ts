import { forPaper } from '../paper-wording';
import { paragraph, paragraphHeight, textAt, translate } from '../primitives';
import { ascent } from '../text/measure';
import { TYPE } from '../theme';
import type { Prompt } from '@/domain/types';
import type { Primitive } from '../types';
import type { Block, CardContext } from './block';

export const CARD_PADDING = 3;
const BADGE_RADIUS = 3.6;
const BADGE_GAP = 2.5;
/** Left of the prompt, and of the content when the card has no prompt line. */
export const BADGE_SPACE = BADGE_RADIUS * 2 + BADGE_GAP;
const HEADING_GAP = 2.5;

const CUE_SIZE = TYPE.prompt - 1.5;
const CUE_GAP = 1;

/**
 * What the grown-up says when the printed question depends on hearing something ('Find the
 * word you hear.'): the app speaks it, so the worksheet prints it for the grown-up to read.
 */
export function spokenCue(prompt: Prompt): string | null {
  if (!/\b(hear|heard|listen)\b/i.test(prompt.text)) return null;
  const speech = prompt.speech.trim();
  return speech && speech !== prompt.text.trim() ? `Say: “${speech}”` : null;
}

/** The item's number on a round badge, at the origin. */
function badge(number: number, context: CardContext): Primitive[] {
  const { badge: patch } = context.palette;
  return [
    {
      kind: 'circle',
      cx: BADGE_RADIUS,
      cy: BADGE_RADIUS,
      r: BADGE_RADIUS,
      ...(patch.fill ? { fill: patch.fill } : {}),
      ...(patch.stroke ? { stroke: patch.stroke } : {}),
    },
    textAt(`${number}`, BADGE_RADIUS, BADGE_RADIUS + ascent(TYPE.itemNumber) / 2 - 0.2, {
      size: TYPE.itemNumber,
      weight: 'bold',
      align: 'center',
      colour: patch.text,
    }),
  ];
}

/** The lines printed beside the badge: the question for paper, then what to say aloud. */
function headingText(prompt: Prompt, width: number, context: CardContext) {
  const promptWidth = width - BADGE_SPACE;
  const text = paragraph(forPaper(prompt.text), BADGE_SPACE, 0, promptWidth, {
    size: TYPE.prompt,
    weight: 'bold',
    colour: context.palette.text,
  });
  const cueText = spokenCue(prompt);
  const cue = cueText
    ? paragraph(cueText, BADGE_SPACE, text.height + CUE_GAP, promptWidth, {
        size: CUE_SIZE,
        colour: context.palette.accent,
      })
    : null;
  return { text, cue, height: cue ? text.height + CUE_GAP + cue.height : text.height };
}

function headingHeight(prompt: Prompt, width: number): number {
  const textWidth = width - BADGE_SPACE;
  const cueText = spokenCue(prompt);
  const text = paragraphHeight(forPaper(prompt.text), textWidth, TYPE.prompt, 'bold');
  const cue = cueText ? CUE_GAP + paragraphHeight(cueText, textWidth, CUE_SIZE, 'regular') : 0;
  return Math.max(BADGE_RADIUS * 2, text + cue);
}

/** Where a card's content goes, inside its padding and beside or below its heading. */
export interface CardArea {
  x: number;
  y: number;
  width: number;
  /** The least height of the content (the badge's, when the content sits beside it). */
  minHeight: number;
}

/**
 * The room a card of `width` leaves for its content: below the question when the card prints
 * one (or must print what to say aloud), else beside the number badge.
 */
export function cardArea(prompt: Prompt, width: number, context: CardContext): CardArea {
  const inner = width - CARD_PADDING * 2;
  if (context.prompt || spokenCue(prompt)) {
    const top = CARD_PADDING + headingHeight(prompt, inner) + HEADING_GAP;
    return { x: CARD_PADDING, y: top, width: inner, minHeight: 0 };
  }
  return {
    x: CARD_PADDING + BADGE_SPACE,
    y: CARD_PADDING,
    width: inner - BADGE_SPACE,
    minHeight: BADGE_RADIUS * 2,
  };
}

const CARD_RADIUS = 3;
const CARD_STROKE = 0.3;

/** The card's rounded frame; its stroke stays inside the card's box. */
function cardFrame(width: number, height: number, context: CardContext): Primitive {
  return {
    kind: 'rect',
    x: CARD_STROKE / 2,
    y: CARD_STROKE / 2,
    width: width - CARD_STROKE,
    height: height - CARD_STROKE,
    radius: CARD_RADIUS,
    fill: context.palette.card,
    stroke: { colour: context.palette.border, width: CARD_STROKE },
    card: true,
  };
}

/** Whether a primitive is a card's frame (for tests and for stretching a card to its row). */
export function isCardFrame(primitive: Primitive): boolean {
  return primitive.kind === 'rect' && primitive.card === true;
}

/**
 * A whole card: frame, number badge, the question when printed, then `content` (laid out at
 * the origin) placed in the card's area. The card is as tall as its content needs.
 */
export function assembleCard(
  number: number,
  prompt: Prompt,
  width: number,
  area: CardArea,
  content: { height: number; primitives: Primitive[] },
  context: CardContext,
): Block {
  const inner = width - CARD_PADDING * 2;
  const contentHeight = Math.max(content.height, area.minHeight);
  const height = area.y + contentHeight + CARD_PADDING;
  const heading: Primitive[] = [...badge(number, context)];
  if (area.y > CARD_PADDING) {
    const text = headingText(prompt, inner, context);
    const oneLine = text.text.primitives.length <= 1 && !text.cue;
    // Centre a one-line question on the badge; longer ones start at its top.
    const shift = oneLine ? (BADGE_RADIUS * 2 - text.text.height) / 2 : 0;
    heading.push(
      ...text.text.primitives.map((line) => ({ ...line, y: line.y + shift })),
      ...(text.cue?.primitives ?? []),
    );
  }
  const primitives: Primitive[] = [
    cardFrame(width, height, context),
    ...translate(heading, CARD_PADDING, CARD_PADDING),
  ];
  const contentStart = primitives.length;
  primitives.push(
    ...translate(content.primitives, area.x, area.y + (contentHeight - content.height) / 2),
  );
  return { width, height, primitives, contentStart };
}

/** The frame of a card made taller (to stretch a card to its row). */
export function resizedCardFrame(frame: Primitive, height: number): Primitive | null {
  if (frame.kind !== 'rect' || !isCardFrame(frame)) return null;
  return { ...frame, height: height - CARD_STROKE };
}
