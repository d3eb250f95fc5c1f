import { forPaper } from '../paper-wording';
import { paragraph, paragraphHeight, textAt } from '../primitives';
import { ascent } from '../text/measure';
import { INK, TYPE } from '../theme';
import type { Prompt } from '@/domain/types';
import type { Primitive } from '../types';

export const CARD_PADDING = 4;
const BADGE_RADIUS = 4.2;
const PROMPT_INDENT = BADGE_RADIUS * 2 + 3.5;

const CUE_SIZE = TYPE.prompt - 1.5;
const CUE_GAP = 1.2;

/**
 * What the grown-up says when the printed question depends on hearing something ('Find the
 * word you hear.'): the app speaks it, so the worksheet prints it for the grown-up to read.
 */
export function spokenCue(prompt: Prompt): string | null {
  if (!/\b(hear|heard|listen)\b/i.test(prompt.text)) return null;
  const speech = prompt.speech.trim();
  return speech && speech !== prompt.text.trim() ? `Say: “${speech}”` : null;
}

/** The numbered first line of every card: a round badge, the prompt and any spoken cue. */
export function cardHeading(
  number: number,
  prompt: Prompt,
  width: number,
): { primitives: Primitive[]; height: number } {
  const promptWidth = width - PROMPT_INDENT;
  const text = paragraph(forPaper(prompt.text), PROMPT_INDENT, 0, promptWidth, {
    size: TYPE.prompt,
    weight: 'bold',
    colour: INK.text,
  });
  const cueText = spokenCue(prompt);
  const cue = cueText
    ? paragraph(cueText, PROMPT_INDENT, text.height + CUE_GAP, promptWidth, {
        size: CUE_SIZE,
        colour: INK.accent,
      })
    : null;
  const textHeight = cue ? text.height + CUE_GAP + cue.height : text.height;
  const badgeHeight = BADGE_RADIUS * 2;
  // Centre a one-line prompt on the badge; longer prompts start at its top.
  const oneLine = text.primitives.length <= 1 && !cue;
  const promptShift = oneLine ? (badgeHeight - text.height) / 2 : 0;
  const primitives: Primitive[] = [
    { kind: 'circle', cx: BADGE_RADIUS, cy: BADGE_RADIUS, r: BADGE_RADIUS, fill: INK.primary },
    textAt(`${number}`, BADGE_RADIUS, BADGE_RADIUS + ascent(TYPE.itemNumber) / 2 - 0.2, {
      size: TYPE.itemNumber,
      weight: 'bold',
      align: 'center',
      colour: INK.white,
    }),
    ...text.primitives.map((line) => ({ ...line, y: line.y + promptShift })),
    ...(cue?.primitives ?? []),
  ];
  return { primitives, height: Math.max(badgeHeight, textHeight) };
}

export function cardHeadingHeight(prompt: Prompt, width: number): number {
  const textWidth = width - PROMPT_INDENT;
  const cueText = spokenCue(prompt);
  const text = paragraphHeight(forPaper(prompt.text), textWidth, TYPE.prompt, 'bold');
  const cue = cueText ? CUE_GAP + paragraphHeight(cueText, textWidth, CUE_SIZE, 'regular') : 0;
  return Math.max(BADGE_RADIUS * 2, text + cue);
}

export const CARD_RADIUS = 3.5;
const CARD_STROKE = 0.35;

/** The card's rounded frame; its stroke stays inside the card's box. */
export function cardFrame(width: number, height: number): Primitive {
  return {
    kind: 'rect',
    x: CARD_STROKE / 2,
    y: CARD_STROKE / 2,
    width: width - CARD_STROKE,
    height: height - CARD_STROKE,
    radius: CARD_RADIUS,
    fill: INK.white,
    stroke: { colour: INK.border, width: CARD_STROKE },
  };
}

/** The frame of a card of the given height (to stretch a card to its row). */
export function resizedCardFrame(frame: Primitive, height: number): Primitive | null {
  if (frame.kind !== 'rect' || frame.radius !== CARD_RADIUS) return null;
  return { ...frame, height: height - CARD_STROKE };
}
