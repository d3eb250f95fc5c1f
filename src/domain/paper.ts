/** The paper sizes worksheets and reports print on, and the one a locale's printers hold. */

export type PaperId = 'a4' | 'letter';
export const PAPER_IDS: readonly PaperId[] = ['a4', 'letter'];

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

/** The paper of a locale: US Letter where CLDR says so, A4 everywhere else. */
export function defaultPaperForLocale(locale: string | null | undefined): PaperId {
  const region = locale ? regionOf(locale) : null;
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}
