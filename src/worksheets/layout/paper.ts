import type { PaperId, PaperSpec } from './types';

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

/** Regions whose printers are loaded with US Letter (CLDR's paper size data). */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'CR',
  'GT',
  'PA',
  'PR',
  'SV',
  'NI',
  'BZ',
]);

/** Region subtag of a BCP 47 tag such as 'en-US', 'fr_CA' or 'zh-Hant-TW'; null without one. */
function regionOf(locale: string): string | null {
  const subtags = locale.trim().replace(/_/g, '-').split('-');
  for (const subtag of subtags.slice(1)) {
    if (subtag.length === 1) break; // an extension ('-u-...') starts here
    if (/^[A-Za-z]{2}$/.test(subtag)) return subtag.toUpperCase();
  }
  return null;
}

export function defaultPaperForLocale(locale: string | null | undefined): PaperId {
  const region = locale ? regionOf(locale) : null;
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

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
