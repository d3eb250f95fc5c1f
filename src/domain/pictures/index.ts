/**
 * The pictures compiled into the app (never fetched at run time). Pure: strings only, no DOM, so
 * views, worksheets and tests can all use it.
 */
import { PICTURES } from './pictures.generated';

/** Standalone SVG markup of a picture, or undefined when there is no such picture. */
export function getPictureSvg(name: string): string | undefined {
  return Object.hasOwn(PICTURES, name) ? PICTURES[name] : undefined;
}

export function hasPicture(name: string): boolean {
  return Object.hasOwn(PICTURES, name);
}

/** Every picture name, sorted. */
export function pictureNames(): string[] {
  return Object.keys(PICTURES).sort();
}

/** A `data:` URI of the picture for an <img src>, or undefined when there is no such picture. */
export function pictureDataUri(name: string): string | undefined {
  const svg = getPictureSvg(name);
  return svg === undefined
    ? undefined
    : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
