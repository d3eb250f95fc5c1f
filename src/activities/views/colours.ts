import type { ColourName } from '@/domain/types';

/** How each colour name is painted: clear, typical hues a child names at once. */
export const COLOUR_VALUES: Readonly<Record<ColourName, string>> = {
  red: '#e53935',
  blue: '#1e6fd9',
  yellow: '#fdd835',
  green: '#43a047',
  orange: '#fb8c00',
  purple: '#8e44ad',
  pink: '#f48fb1',
  brown: '#8d5a2b',
  black: '#212121',
  white: '#ffffff',
};
