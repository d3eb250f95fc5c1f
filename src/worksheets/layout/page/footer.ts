import type { PrintableArea } from '../paper';
import { textAt } from '../primitives';
import { descent, fitTextSize, truncateToWidth } from '../text/measure';
import { paletteFor, type Palette } from '../ink';
import { TYPE } from '../theme';
import type { Primitive } from '../types';

export const FOOTER_HEIGHT = 7;

export interface FooterLayout {
  primitives: Primitive[];
  top: number;
}

/** A rule, the 'sprouts' wordmark, the worksheet's title and 'Page X of Y'. */
export function footer(
  title: string,
  brand: string,
  area: PrintableArea,
  page: number,
  pageCount: number,
  palette: Palette = paletteFor('colour'),
): FooterLayout {
  const top = area.bottom - FOOTER_HEIGHT;
  const baseline = area.bottom - descent(TYPE.footer) - 0.3;
  const pageLabel = `Page ${page} of ${pageCount}`;
  const centreRoom = area.width - 70;
  const titleSize = fitTextSize(title, TYPE.footer - 0.5, 'regular', centreRoom, 6);
  const primitives: Primitive[] = [
    {
      kind: 'line',
      x1: area.left,
      y1: top + 0.3,
      x2: area.right,
      y2: top + 0.3,
      stroke: { colour: palette.border, width: 0.3 },
    },
    textAt(brand.toLowerCase(), area.left, baseline, {
      size: TYPE.footer + 1,
      weight: 'bold',
      colour: palette.brand,
    }),
    textAt(
      truncateToWidth(title, titleSize, 'regular', centreRoom),
      area.left + area.width / 2,
      baseline,
      {
        size: titleSize,
        align: 'center',
        colour: palette.muted,
      },
    ),
    textAt(pageLabel, area.right, baseline, {
      size: TYPE.footer,
      weight: 'bold',
      align: 'right',
      colour: palette.muted,
    }),
  ];
  return { primitives, top };
}
