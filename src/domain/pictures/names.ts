/**
 * Which pictures exist, without their markup: the word bank's pictures and the extra ones, the
 * same list scripts/build-pictures.mjs compiles. Pages that only ask whether a picture exists
 * (and show it from its file) never load the module of every picture's SVG.
 */
import { lexiconPictureNames } from '@/domain/lexicon/lookup';
import { EXTRA_PICTURES } from './extra-pictures';

let names: ReadonlySet<string> | undefined;

function allNames(): ReadonlySet<string> {
  names ??= new Set([...lexiconPictureNames(), ...EXTRA_PICTURES]);
  return names;
}

export function hasPicture(name: string): boolean {
  return allNames().has(name);
}

/** Every picture name, sorted. */
export function pictureNames(): string[] {
  return [...allNames()].sort();
}
