import { findWordByPicture } from './lexicon/lookup';

/**
 * How a noun behaves in a sentence: 'countable' has a singular and a plural ('an apple', 'three
 * apples'); 'plural-only' names one thing with a plural ('some jeans', 'the jeans are blue');
 * 'mass' cannot be counted ('some broccoli', 'the rice is white').
 */
export type NounGrammar = 'countable' | 'plural-only' | 'mass';

/** A picture's noun with its grammar. */
export interface Noun {
  singular: string;
  plural: string;
  grammar: NounGrammar;
}

const countable = (singular: string, plural: string): Noun => ({
  singular,
  plural,
  grammar: 'countable',
});

/**
 * What a picture is called when a child counts it or names its colour, where that is not the
 * word bank's word for it or not read from its name: 'red-apple' -> 'apple' / 'apples'.
 */
const NOUNS: Readonly<Record<string, Noun>> = {
  'red-apple': countable('apple', 'apples'),
  'baby-chick': countable('chick', 'chicks'),
  'lady-beetle': countable('ladybird', 'ladybirds'),
  'soccer-ball': countable('ball', 'balls'),
  'teddy-bear': countable('teddy bear', 'teddy bears'),
  'pig-face': countable('pig', 'pigs'),
  'cat-face': countable('cat', 'cats'),
  'dog-face': countable('dog', 'dogs'),
  'rabbit-face': countable('rabbit', 'rabbits'),
  'mouse-face': countable('mouse', 'mice'),
  'cow-face': countable('cow', 'cows'),
  'horse-face': countable('horse', 'horses'),
  'monkey-face': countable('monkey', 'monkeys'),
  'tiger-face': countable('tiger', 'tigers'),
  honeybee: countable('bee', 'bees'),
  fish: countable('fish', 'fish'),
  ewe: countable('sheep', 'sheep'),
  tooth: countable('tooth', 'teeth'),
  foot: countable('foot', 'feet'),
  goose: countable('goose', 'geese'),
  wolf: countable('wolf', 'wolves'),
  scarf: countable('scarf', 'scarves'),
  'maple-leaf': countable('leaf', 'leaves'),
  tangerine: countable('orange', 'oranges'),
  't-shirt': countable('T-shirt', 'T-shirts'),
  'deciduous-tree': countable('tree', 'trees'),
  'fire-engine': countable('fire engine', 'fire engines'),
  'wrapped-gift': countable('present', 'presents'),
  'snowman-without-snow': countable('snowman', 'snowmen'),
  'running-shoe': countable('shoe', 'shoes'),
  'ear-of-corn': countable('corn cob', 'corn cobs'),
  'pea-pod': countable('pea pod', 'pea pods'),
  'chocolate-bar': countable('chocolate bar', 'chocolate bars'),
  'cheese-wedge': countable('piece of cheese', 'pieces of cheese'),
  soap: countable('bar of soap', 'bars of soap'),
  grapes: countable('bunch of grapes', 'bunches of grapes'),
};

function regularPlural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]o$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/**
 * The noun of a picture: from the table above, else the word bank's word with its grammar
 * ('jeans' plural-only, 'broccoli' mass), else the picture's name read as a regular noun.
 */
export function nounOf(picture: string): Noun {
  const known = NOUNS[picture];
  if (known) return known;
  const entry = findWordByPicture(picture);
  const word = entry?.word ?? picture.replace(/-/g, ' ');
  if (entry?.plural) return { singular: word, plural: word, grammar: 'plural-only' };
  if (entry?.mass) return { singular: word, plural: word, grammar: 'mass' };
  return countable(word, regularPlural(word));
}

/** The noun for `count` of a picture: pictureNoun('red-apple', 1) === 'apple'. */
export function pictureNoun(picture: string, count: number): string {
  const noun = nounOf(picture);
  return count === 1 ? noun.singular : noun.plural;
}

/** '3 apples', '1 apple'. */
export function countOf(picture: string, count: number): string {
  return `${count} ${pictureNoun(picture, count)}`;
}

/** One of a picture, as a child would ask for it: 'an apple', 'a T-shirt', 'some jeans', 'some broccoli'. */
export function oneOf(picture: string): string {
  const noun = nounOf(picture);
  if (noun.grammar !== 'countable') return `some ${noun.singular}`;
  return `${/^[aeiou]/i.test(noun.singular) ? 'an' : 'a'} ${noun.singular}`;
}

/** The picture as the subject of a sentence, with its verb: 'the apple is', 'the jeans are'. */
export function theOneIs(picture: string): string {
  const noun = nounOf(picture);
  return `the ${noun.singular} ${noun.grammar === 'plural-only' ? 'are' : 'is'}`;
}

/** Pictures that count well (clear, single objects) and exist in the picture set. */
export const COUNTABLE_PICTURES: readonly string[] = [
  'red-apple',
  'star',
  'duck',
  'balloon',
  'fish',
  'strawberry',
  'butterfly',
  'soccer-ball',
  'cupcake',
  'frog',
  'teddy-bear',
  'baby-chick',
];
