import type { PaperId, PaperSpec } from './types';

export { defaultPaperForLocale } from '@/domain/paper';

/** ISO A4 and US Letter, with margins inside what home printers can print. */
export const PAPERS: Record<PaperId, PaperSpec> = {
  a4: { id: 'a4', width: 210, height: 297, margin: { top: 12, right: 12, bottom: 12, left: 12 } },
  letter: {
    id: 'letter',
    width: 215.9,
    height: 279.4,
    margin: { top: 12.7, right: 12.7, bottom: 12.7, left: 12.7 },
  },
};

export interface PrintableArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

export function printableArea(paper: PaperSpec): PrintableArea {
  const left = paper.margin.left;
  const top = paper.margin.top;
  const right = paper.width - paper.margin.right;
  const bottom = paper.height - paper.margin.bottom;
  return { left, top, right, bottom, width: right - left, height: bottom - top };
}
