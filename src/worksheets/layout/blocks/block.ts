import type { Primitive } from '../types';

/** Something laid out at the origin (0, 0), placed later by the paginator. */
export interface Laid {
  width: number;
  height: number;
  primitives: Primitive[];
}

/** One item's card on the page: full width, or half so two sit side by side. */
export interface Block extends Laid {
  span: 'full' | 'half';
  /** Index of the first primitive below the card's frame and heading. */
  contentStart: number;
}

export interface BlockContext {
  /** Width of the body of a page. */
  fullWidth: number;
  /** Width of a half-width card. */
  halfWidth: number;
  /** Height of the body of a page: no card may be taller. */
  maxHeight: number;
  /** 1 for full-size pictures; less to fit more cards on a page (text keeps its size). */
  density: number;
}
