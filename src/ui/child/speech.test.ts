// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, readChildSettings, saveChildSettings } from '@/settings/child-settings';
import { DEVICE_SETTINGS } from '@/storage';
import { isSpeechAvailable, speak, stopSpeaking } from './speech';

class FakeUtterance {
  rate = 1;
  lang = '';
  voice: { name: string; lang: string } | null = null;
  constructor(readonly text: string) {}
}

function installSpeech(voices: { name: string; lang: string; default: boolean }[] = []) {
  const synth = {
    speak: vi.fn(),
    cancel: vi.fn(),
    getVoices: vi.fn(() => voices),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  return synth;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

describe('child settings', () => {
  it('defaults to sound on at a gentle rate', () => {
    expect(readChildSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('survives broken or odd stored values', () => {
    localStorage.setItem(DEVICE_SETTINGS.name, '{not json');
    expect(readChildSettings()).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(DEVICE_SETTINGS.name, JSON.stringify({ sound: 'yes', rate: 9, voice: 4 }));
    expect(readChildSettings()).toEqual({ sound: true, rate: 1.5 });
  });

  it('saves changes on top of what is stored, stamped with the time of the change', () => {
    saveChildSettings({ voice: 'Daniel' });
    const changedAt = new Date('2026-05-01T10:00:00.000Z');
    const stored = {
      sound: true,
      rate: 0.5,
      voice: 'Daniel',
      updatedAt: '2026-05-01T10:00:00.000Z',
    };
    expect(saveChildSettings({ rate: 0.1 }, changedAt)).toEqual(stored);
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS.name) ?? '{}')).toEqual(stored);
    expect(readChildSettings()).toEqual({ sound: true, rate: 0.5, voice: 'Daniel' });
  });
});

describe('speak', () => {
  it('is silent and harmless without speech synthesis', () => {
    expect(isSpeechAvailable()).toBe(false);
    expect(() => speak('Hello')).not.toThrow();
    expect(() => stopSpeaking()).not.toThrow();
  });

  it('reads text with the saved rate and an English voice, replacing what was being read', () => {
    const synth = installSpeech([
      { name: 'Thomas', lang: 'fr-FR', default: true },
      { name: 'Kate', lang: 'en-GB', default: false },
    ]);
    saveChildSettings({ rate: 0.8 });
    speak('How many ducks?');
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    const [utterance] = synth.speak.mock.calls[0] as [FakeUtterance];
    expect(utterance).toMatchObject({ text: 'How many ducks?', rate: 0.8, lang: 'en-GB' });
    expect(utterance.voice?.name).toBe('Kate');
  });

  it('uses the chosen voice, and queues when asked', () => {
    const synth = installSpeech([
      { name: 'Kate', lang: 'en-GB', default: true },
      { name: 'Daniel', lang: 'en-GB', default: false },
    ]);
    saveChildSettings({ voice: 'Daniel' });
    speak('Next one', { queue: true });
    expect(synth.cancel).not.toHaveBeenCalled();
    expect((synth.speak.mock.calls[0] as [FakeUtterance])[0].voice?.name).toBe('Daniel');
  });

  it('stays quiet when sound is off or there is nothing to say', () => {
    const synth = installSpeech();
    speak('   ');
    saveChildSettings({ sound: false });
    speak('Hello');
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it('does not break when the engine throws', () => {
    const synth = installSpeech();
    synth.speak.mockImplementation(() => {
      throw new Error('not allowed');
    });
    expect(() => speak('Hello')).not.toThrow();
  });
});
