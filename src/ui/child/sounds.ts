import { readChildSettings } from '@/settings/child-settings';

/*
 * Short, soft sounds made with Web Audio: no files to download or cache, so they work offline
 * from the first visit. Silent when the sound setting is off or the browser has no Web Audio.
 */

export type Cue = 'right' | 'try' | 'finish' | 'tap';

interface Note {
  /** Hz. */
  frequency: number;
  /** Seconds after the cue starts. */
  at: number;
  /** Seconds. */
  length: number;
}

/** Rising notes for a right answer, one low soft note for 'try again', a little tune at the end. */
export const CUES: Readonly<Record<Cue, readonly Note[]>> = {
  right: [
    { frequency: 659.25, at: 0, length: 0.12 },
    { frequency: 987.77, at: 0.1, length: 0.2 },
  ],
  try: [{ frequency: 329.63, at: 0, length: 0.22 }],
  finish: [
    { frequency: 523.25, at: 0, length: 0.14 },
    { frequency: 659.25, at: 0.13, length: 0.14 },
    { frequency: 783.99, at: 0.26, length: 0.14 },
    { frequency: 1046.5, at: 0.39, length: 0.35 },
  ],
  tap: [{ frequency: 880, at: 0, length: 0.05 }],
};

/** Gentle: well below the volume of speech. */
const PEAK_GAIN = 0.08;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as Window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? scope.webkitAudioContext;
}

function audio(): AudioContext | null {
  if (context) return context;
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** Plays a cue. Call from a tap first: tablets only start audio after one. */
export function playCue(cue: Cue): void {
  if (!readChildSettings().sound) return;
  const ctx = audio();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume();
    const start = ctx.currentTime + 0.01;
    for (const note of CUES[cue]) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(note.frequency, start + note.at);
      gain.gain.setValueAtTime(0, start + note.at);
      gain.gain.linearRampToValueAtTime(PEAK_GAIN, start + note.at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.length + 0.02);
    }
  } catch {
    // Sound is a delight, never a requirement.
  }
}

/** Forgets the audio context (tests). */
export function resetSounds(): void {
  void context?.close?.();
  context = null;
}
