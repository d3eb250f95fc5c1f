/**
 * Pictures the app shows that are no word's picture: what grows in the child's garden. They are
 * compiled with the word pictures (scripts/build-pictures.mjs).
 */
export const EXTRA_PICTURES: readonly string[] = [
  'seedling',
  'herb',
  'sunflower',
  'tulip',
  'hibiscus',
  'rose',
  'blossom',
  'cherry-blossom',
  'lotus',
  'four-leaf-clover',
  'evergreen-tree',
  'deciduous-tree',
  'butterfly',
];
