import { describe, expect, it } from 'vitest';
import { countOf, nounOf, oneOf, pictureNoun, theOneIs } from './picture-nouns';

describe('picture nouns', () => {
  it('carry their grammar: countable, plural-only or mass', () => {
    expect(nounOf('red-apple')).toEqual({
      singular: 'apple',
      plural: 'apples',
      grammar: 'countable',
    });
    expect(nounOf('jeans').grammar).toBe('plural-only');
    expect(nounOf('broccoli').grammar).toBe('mass');
    expect(nounOf('cooked-rice').grammar).toBe('mass');
    expect(nounOf('t-shirt').singular).toBe('T-shirt');
  });

  it('name one of a picture as a child would ask for it', () => {
    expect(oneOf('red-apple')).toBe('an apple');
    expect(oneOf('t-shirt')).toBe('a T-shirt');
    expect(oneOf('jeans')).toBe('some jeans');
    expect(oneOf('broccoli')).toBe('some broccoli');
  });

  it('make the verb agree with the picture as a subject', () => {
    expect(theOneIs('jeans')).toBe('the jeans are');
    expect(theOneIs('broccoli')).toBe('the broccoli is');
    expect(theOneIs('whale')).toBe('the whale is');
  });

  it('count irregular plurals right', () => {
    expect(countOf('tooth', 2)).toBe('2 teeth');
    expect(countOf('ewe', 3)).toBe('3 sheep');
    expect(pictureNoun('maple-leaf', 4)).toBe('leaves');
    expect(countOf('duck', 1)).toBe('1 duck');
  });
});
