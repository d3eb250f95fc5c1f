/**
 * What a picture is called when a child counts it: 'red-apple' -> 'apple' / 'apples'.
 * Names not listed read as their words ('soccer-ball' -> 'soccer ball') with a regular plural.
 */
const NOUNS: Readonly<Record<string, readonly [singular: string, plural: string]>> = {
  'red-apple': ['apple', 'apples'],
  'baby-chick': ['chick', 'chicks'],
  'lady-beetle': ['ladybird', 'ladybirds'],
  'soccer-ball': ['ball', 'balls'],
  'teddy-bear': ['teddy bear', 'teddy bears'],
  'pig-face': ['pig', 'pigs'],
  'cat-face': ['cat', 'cats'],
  'dog-face': ['dog', 'dogs'],
  'rabbit-face': ['rabbit', 'rabbits'],
  'mouse-face': ['mouse', 'mice'],
  'cow-face': ['cow', 'cows'],
  'horse-face': ['horse', 'horses'],
  'monkey-face': ['monkey', 'monkeys'],
  'tiger-face': ['tiger', 'tigers'],
  honeybee: ['bee', 'bees'],
  fish: ['fish', 'fish'],
  sheep: ['sheep', 'sheep'],
  'deciduous-tree': ['tree', 'trees'],
  'fire-engine': ['fire engine', 'fire engines'],
  'wrapped-gift': ['present', 'presents'],
  'snowman-without-snow': ['snowman', 'snowmen'],
  'running-shoe': ['shoe', 'shoes'],
  'ear-of-corn': ['corn cob', 'corn cobs'],
  'pea-pod': ['pea pod', 'pea pods'],
  soap: ['bar of soap', 'bars of soap'],
  grapes: ['bunch of grapes', 'bunches of grapes'],
};

function regularPlural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]o$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** The noun for `count` of a picture: pictureNoun('red-apple', 1) === 'apple'. */
export function pictureNoun(picture: string, count: number): string {
  const known = NOUNS[picture];
  const singular = known?.[0] ?? picture.replace(/-/g, ' ');
  if (count === 1) return singular;
  return known?.[1] ?? regularPlural(singular);
}

/** '3 apples', '1 apple'. */
export function countOf(picture: string, count: number): string {
  return `${count} ${pictureNoun(picture, count)}`;
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
