/**
 * The pictures' SVG markup, for worksheets and the few views that inline a picture. Pure: strings
 * only, no DOM. Which pictures exist is ./names, which carries no markup.
 */
import { PICTURES } from './pictures.generated';

export { hasPicture, pictureNames } from './names';

/** Standalone SVG markup of a picture, or undefined when there is no such picture. */
export function getPictureSvg(name: string): string | undefined {
  return Object.hasOwn(PICTURES, name) ? PICTURES[name] : undefined;
}

/** A `data:` URI of the picture for an <img src>, or undefined when there is no such picture. */
export function pictureDataUri(name: string): string | undefined {
  const svg = getPictureSvg(name);
  return svg === undefined
    ? undefined
    : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
