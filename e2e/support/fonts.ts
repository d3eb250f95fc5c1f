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
