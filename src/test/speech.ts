/**
 * For tests in jsdom: a speechSynthesis that records what is read aloud instead of speaking.
 * Call `restore` after each test.
 */
import { vi } from 'vitest';

export interface SpeechRecorder {
  /** Every text read aloud, in order. */
  spoken: string[];
  restore(): void;
}

class RecordedUtterance {
  rate = 1;
  lang = '';
  voice: unknown = null;
  constructor(readonly text: string) {}
}

export function recordSpeech(): SpeechRecorder {
  const spoken: string[] = [];
  const synth = {
    speak: vi.fn((utterance: RecordedUtterance) => spoken.push(utterance.text)),
    cancel: vi.fn(),
    getVoices: vi.fn(() => []),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('SpeechSynthesisUtterance', RecordedUtterance);
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  return {
    spoken,
    restore() {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(window, 'speechSynthesis');
    },
  };
}
