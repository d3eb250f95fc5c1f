import type { Page } from '@playwright/test';

/** Whether the page has a face of `family` loaded (of `weight`, when given). */
export function fontFaceLoaded(page: Page, family: string, weight?: string): Promise<boolean> {
  return page.evaluate(
    ([wanted, wantedWeight]) =>
      [...document.fonts].some(
        (face) =>
          face.family.replaceAll('"', '') === wanted &&
          (wantedWeight === undefined || face.weight === wantedWeight) &&
          face.status === 'loaded',
      ),
    [family, weight] as const,
  );
}

/** The sources of every `@font-face` rule in the page's stylesheets. */
export function fontFaceSources(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule) => rule instanceof CSSFontFaceRule)
        .map((rule) => rule.style.getPropertyValue('src')),
    ),
  );
}
