import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  OUTPUT_PATH,
  loadIconSet,
  renderPicturesModule,
} from '../../../scripts/build-pictures.mjs';
import { WORDS, lexiconPictureNames } from '@/domain/lexicon';
import { getPictureSvg, hasPicture, pictureDataUri, pictureNames } from './';
import { EXTRA_PICTURES } from './extra-pictures';
import { PICTURES } from './pictures.generated';

/** What scripts/build-pictures.mjs compiles: the word bank's pictures and the garden's. */
const compiled = () => [...new Set([...lexiconPictureNames(), ...EXTRA_PICTURES])].sort();

describe('pictures', () => {
  it('has a picture for every word of the word bank', () => {
    for (const entry of WORDS) expect(hasPicture(entry.picture), entry.word).toBe(true);
  });

  it('holds exactly the pictures the word bank and the garden use', () => {
    expect(pictureNames()).toEqual(compiled());
    expect(Object.keys(PICTURES).sort()).toEqual(pictureNames());
  });

  it('is the output of scripts/build-pictures.mjs (run it after changing the word bank)', () => {
    const expected = renderPicturesModule(compiled(), loadIconSet());
    expect(readFileSync(OUTPUT_PATH, 'utf8')).toBe(expected);
  });

  it('gives standalone SVG markup sized by the page', () => {
    const svg = getPictureSvg('cat-face') ?? '';
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/width=|height=/);
  });

  it('answers unknown names with undefined', () => {
    expect(getPictureSvg('no-such-picture')).toBeUndefined();
    expect(hasPicture('constructor')).toBe(false);
    expect(getPictureSvg('toString')).toBeUndefined();
    expect(pictureDataUri('no-such-picture')).toBeUndefined();
  });

  it('makes data URIs for image sources', () => {
    const uri = pictureDataUri('sun') ?? '';
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe(getPictureSvg('sun'));
  });
});
