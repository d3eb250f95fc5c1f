/**
 * The settings a grown-up can change in Parents Corner (sound, speech rate, voice, paper size):
 * their shape and the rule for reading them from anything stored, on the device or on the account
 * (`profiles.settings`).
 */
import type { PaperId } from './paper';

export type PaperSize = PaperId;

export interface ChildSettings {
  /** Read prompts and feedback aloud. */
  sound: boolean;
  /** Speech rate, 0.5 (slow) to 1.5 (fast). */
  rate: number;
  /** Name of the preferred speechSynthesis voice, when one was chosen. */
  voice?: string;
  /** Paper size for printed worksheets, when one was chosen (otherwise the locale's). */
  paper?: PaperSize;
  /** Print worksheets in greys and outlines for a black-and-white printer; colour when absent. */
  inkSaver?: boolean;
}

/** Settings as stored: the values and when they were last changed (ISO 8601). */
export interface StoredSettings extends ChildSettings {
  updatedAt?: string;
}

export const DEFAULT_SETTINGS: ChildSettings = { sound: true, rate: 0.9 };
export const MIN_RATE = 0.5;
export const MAX_RATE = 1.5;

function clampRate(rate: unknown): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return DEFAULT_SETTINGS.rate;
  return Math.min(MAX_RATE, Math.max(MIN_RATE, rate));
}

/** Usable settings from anything stored (a device entry, an account's column); null for none. */
export function parseSettings(value: unknown): StoredSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const saved = value as Partial<Record<keyof StoredSettings, unknown>>;
  const voice = typeof saved.voice === 'string' ? saved.voice.slice(0, 200) : '';
  const updatedAt =
    typeof saved.updatedAt === 'string' && !Number.isNaN(Date.parse(saved.updatedAt))
      ? saved.updatedAt
      : undefined;
  return {
    sound: typeof saved.sound === 'boolean' ? saved.sound : DEFAULT_SETTINGS.sound,
    rate: clampRate(saved.rate),
    ...(voice ? { voice } : {}),
    ...(saved.paper === 'a4' || saved.paper === 'letter' ? { paper: saved.paper } : {}),
    ...(typeof saved.inkSaver === 'boolean' ? { inkSaver: saved.inkSaver } : {}),
    ...(updatedAt ? { updatedAt } : {}),
  };
}
