/**
 * How a worksheet is inked: in colour (the default), or for a black-and-white printer and a
 * small ink budget ('saver'): greys and outlines only, no colour and no large fills. Layout
 * code asks the palette for every colour it paints, so one switch turns a whole sheet grey.
 */
import type { ColourName } from '@/domain/types';
import { COLOUR_HEX, INK } from './theme';
import type { StrokeStyle } from './types';

export type InkMode = 'colour' | 'saver';

/** A filled disc or box with something written on it (number badges, the read-aloud panel). */
export interface Patch {
  fill?: string;
  stroke?: StrokeStyle;
  /** What is written on it. */
  text: string;
}

export interface Palette {
  mode: InkMode;
  text: string;
  muted: string;
  /** The Sprouts name and the wordmark. */
  brand: string;
  /** The child's name, headings of panels. */
  strong: string;
  /** 'Read aloud', what the grown-up says. */
  accent: string;
  /** Card frames and thin separators. */
  border: string;
  /** Cells, grid lines and answer lines. */
  rule: string;
  /** The white of a card (paper in ink saver: no fill is printed). */
  card: string;
  /** An item's number. */
  badge: Patch;
  /** A number in the answer key. */
  keyBadge: Patch;
  /** The read-aloud box, the paper pill and the volume's summary. */
  panel: Patch;
  pill: Patch;
  /** The panel behind a question's picture. */
  stemPanel?: string;
  /** The box to write a missing answer in. */
  gap: { fill?: string; stroke: string };
  /** Dots to join (match) and dots to start a stroke on (tracing). */
  dot: string;
  trace: {
    model: string;
    dots: string;
    /** Stroke-order arrows and numbers. */
    arrow: string;
    top: string;
    midline: string;
    baseline: string;
    descender: string;
  };
  /** How a crayon colour is printed: its fill, or null for an outline with its name. */
  crayon(colour: ColourName): string | null;
  /** The fill inside a shape. */
  shapeFill(colour: ColourName | undefined): string;
}

const COLOUR: Palette = {
  mode: 'colour',
  text: INK.text,
  muted: INK.muted,
  brand: INK.primary,
  strong: INK.primaryStrong,
  accent: INK.accent,
  border: INK.border,
  rule: INK.rule,
  card: INK.white,
  badge: { fill: INK.primary, text: INK.white },
  keyBadge: { fill: INK.primarySoft, text: INK.primaryStrong },
  panel: { fill: INK.sunSoft, text: INK.text },
  pill: { fill: INK.primarySoft, text: INK.primaryStrong },
  stemPanel: INK.primarySoft,
  gap: { fill: INK.gapFill, stroke: INK.accent },
  dot: INK.text,
  trace: {
    model: INK.traceModel,
    dots: INK.traceDots,
    arrow: INK.accent,
    top: INK.guideLine,
    midline: INK.guideSoft,
    baseline: INK.primary,
    descender: INK.guideSoft,
  },
  crayon: (colour) => COLOUR_HEX[colour],
  shapeFill: (colour) => (colour ? COLOUR_HEX[colour] : INK.white),
};

const GREY = {
  text: '#1a1a1a',
  muted: '#555555',
  line: '#8a8a8a',
  light: '#b5b5b5',
  white: '#ffffff',
} as const;

const hairline = (colour: string, width = 0.3): StrokeStyle => ({ colour, width });

const SAVER: Palette = {
  mode: 'saver',
  text: GREY.text,
  muted: GREY.muted,
  brand: GREY.text,
  strong: GREY.text,
  accent: GREY.muted,
  border: GREY.light,
  rule: GREY.line,
  card: GREY.white,
  badge: { fill: GREY.white, stroke: hairline(GREY.text, 0.4), text: GREY.text },
  keyBadge: { fill: GREY.white, stroke: hairline(GREY.muted), text: GREY.text },
  panel: { stroke: hairline(GREY.line), text: GREY.text },
  pill: { stroke: hairline(GREY.line), text: GREY.text },
  gap: { stroke: GREY.muted },
  dot: GREY.text,
  trace: {
    model: GREY.light,
    dots: GREY.muted,
    arrow: GREY.text,
    top: GREY.line,
    midline: GREY.light,
    baseline: GREY.muted,
    descender: GREY.light,
  },
  crayon: () => null,
  shapeFill: () => GREY.white,
};

export function paletteFor(mode: InkMode = 'colour'): Palette {
  return mode === 'saver' ? SAVER : COLOUR;
}
