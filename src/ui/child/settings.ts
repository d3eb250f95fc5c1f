/** Play settings a parent can change, kept on this device under 'sprouts.settings'. */
export interface ChildSettings {
  /** Read prompts and feedback aloud. */
  sound: boolean;
  /** Speech rate, 0.5 (slow) to 1.5 (fast). */
  rate: number;
  /** Name of the preferred speechSynthesis voice, when one was chosen. */
  voice?: string;
}

export const SETTINGS_KEY = 'sprouts.settings';

export const DEFAULT_SETTINGS: ChildSettings = { sound: true, rate: 0.9 };

function clampRate(rate: unknown): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return DEFAULT_SETTINGS.rate;
  return Math.min(1.5, Math.max(0.5, rate));
}

/** The saved settings, or the defaults when nothing (or something broken) is stored. */
export function readChildSettings(): ChildSettings {
  let stored: unknown = null;
  try {
    const text = globalThis.localStorage?.getItem(SETTINGS_KEY);
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return { ...DEFAULT_SETTINGS };
  const saved = stored as Partial<Record<keyof ChildSettings, unknown>>;
  return {
    sound: typeof saved.sound === 'boolean' ? saved.sound : DEFAULT_SETTINGS.sound,
    rate: clampRate(saved.rate),
    ...(typeof saved.voice === 'string' && saved.voice ? { voice: saved.voice } : {}),
  };
}

export function saveChildSettings(change: Partial<ChildSettings>): ChildSettings {
  const next = { ...readChildSettings(), ...change };
  next.rate = clampRate(next.rate);
  try {
    globalThis.localStorage?.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Private browsing or a full disk: the settings still apply for this call.
  }
  return next;
}
