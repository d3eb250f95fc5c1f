import type { Palette } from '../ink';
import type { Primitive } from '../types';

/** Something laid out at the origin (0, 0), placed later by the paginator. */
export interface Laid {
  width: number;
  height: number;
  primitives: Primitive[];
}

/** One item's card on the page, as wide as the columns it was laid out for. */
export interface Block extends Laid {
  /** Index of the first primitive below the card's frame and heading. */
  contentStart: number;
}

/** How big and in which ink a sheet's pictures and type are printed. */
export interface SheetStyle {
  palette: Palette;
  /** Pictures and type grow for younger children and shrink for older ones: 1 for age 4. */
  scale: number;
  /** 1 for full-size pictures; less to fit more on a page (text keeps its size). */
  density: number;
}

export interface CardContext extends SheetStyle {
  /** Print the item's own question on its card; false when the instructions say it for all. */
  prompt: boolean;
  /** Height of the body of a page: no card may be taller. */
  maxHeight: number;
  /** The items are alike (one topic's): their cards should be laid out alike too. */
  alike: boolean;
}
