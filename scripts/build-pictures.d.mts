/** Types of scripts/build-pictures.mjs, for the test that checks the generated module is current. */
export interface IconSet {
  prefix: string;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

export const OUTPUT_PATH: string;
export function loadIconSet(): IconSet;
export function pictureSvg(iconSet: IconSet, name: string): string;
export function renderPicturesModule(names: readonly string[], iconSet: IconSet): string;
