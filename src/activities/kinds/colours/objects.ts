import type { ColourName } from '@/domain/types';

/**
 * Pictures of things that are clearly one colour, by colour. Each name is a picture of
 * src/domain/pictures. Black has no clear single-colour picture in the set, so object mode
 * does not offer it.
 */
export const COLOUR_OBJECTS: Readonly<Partial<Record<ColourName, readonly string[]>>> = {
  red: ['red-apple', 'strawberry', 'tomato', 'fire-engine', 'balloon'],
  yellow: ['banana', 'lemon', 'baby-chick', 'cheese-wedge', 'star'],
  green: ['broccoli', 'cucumber', 'pea-pod', 't-shirt'],
  orange: ['carrot', 'fox', 'jack-o-lantern'],
  purple: ['grapes', 'umbrella'],
  blue: ['whale', 'dolphin', 'droplet', 'jeans'],
  pink: ['pig-face', 'flamingo', 'soap'],
  brown: ['teddy-bear', 'bear', 'potato', 'chocolate-bar'],
  white: ['cloud', 'ghost', 'snowman-without-snow', 'swan', 'tooth'],
};

/** Something the child knows in each colour, for hints: 'Red is the colour of strawberries.' */
export const COLOUR_EXAMPLES: Readonly<Record<ColourName, string>> = {
  red: 'strawberries',
  blue: 'the sky on a sunny day',
  yellow: 'bananas',
  green: 'grass',
  orange: 'carrots',
  purple: 'grapes',
  pink: 'flamingos',
  brown: 'chocolate',
  black: 'the night sky',
  white: 'snow',
};
