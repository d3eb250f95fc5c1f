import type { ColourName } from '@/domain/types';

/** The worksheet palette: the app's design tokens, chosen to print well in colour and grey. */
export const INK = {
  text: '#1f2a24',
  muted: '#4a5750',
  primary: '#2f7d4f',
  primaryStrong: '#21603a',
  primarySoft: '#e4f2e8',
  accent: '#b4490c',
  sunSoft: '#fff4cf',
  sun: '#e0b43a',
  border: '#c9d3c6',
  rule: '#9aa79f',
  white: '#ffffff',
  traceDots: '#56665d',
  traceModel: '#b8c8bc',
  guideLine: '#8fa396',
  guideSoft: '#c3cfc6',
  gapFill: '#fffdf5',
} as const;

/** Crayon colours for colour visuals. */
export const COLOUR_HEX: Record<ColourName, string> = {
  red: '#e53935',
  blue: '#1e88e5',
  yellow: '#fdd835',
  green: '#43a047',
  orange: '#fb8c00',
  purple: '#8e24aa',
  pink: '#f06292',
  brown: '#8d6e63',
  black: '#212121',
  white: '#ffffff',
};

/** Type sizes in points. */
export const TYPE = {
  brand: 17,
  meta: 9.5,
  title: 22,
  label: 12,
  childName: 15,
  instructions: 12.5,
  itemNumber: 12,
  prompt: 12.5,
  keyTitle: 13,
  key: 12,
  footer: 9,
} as const;
