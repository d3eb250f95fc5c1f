import { useCallback, useSyncExternalStore } from 'react';
import { readChildSettings } from '@/settings/child-settings';
import { orderVoices, type VoiceOption } from './voices';

/*
 * Reading aloud with the browser's speechSynthesis. Settings are read at each call, so a change
 * applies at once. Where speech is missing (some browsers, tests) everything stays silent; the
 * text is always on screen as well.
 */

function synthesis(): SpeechSynthesis | undefined {
  if (typeof window === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') {
    return undefined;
  }
  return window.speechSynthesis ?? undefined;
}

export function isSpeechAvailable(): boolean {
  return synthesis() !== undefined;
}

function pickVoice(synth: SpeechSynthesis, preferred: string | undefined) {
  const voices = synth.getVoices();
  return (
    (preferred ? voices.find((voice) => voice.name === preferred) : undefined) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith('en') && voice.default) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith('en'))
  );
}

/**
 * Reads `text` aloud, replacing anything being read (or after it, with `queue`). Silent when
 * sound is off or unavailable.
 */
export function speak(text: string, options: { queue?: boolean } = {}): void {
  const synth = synthesis();
  const settings = readChildSettings();
  if (!synth || !settings.sound || !text.trim()) return;
  try {
    if (!options.queue) synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = settings.rate;
    utterance.lang = 'en-GB';
    const voice = pickVoice(synth, settings.voice);
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    }
    synth.speak(utterance);
  } catch {
    // Speech is a help, never a requirement.
  }
}

export function stopSpeaking(): void {
  try {
    synthesis()?.cancel();
  } catch {
    // Nothing to stop.
  }
}

function subscribeToVoices(onChange: () => void): () => void {
  const synth = synthesis();
  if (!synth || typeof synth.addEventListener !== 'function') return () => undefined;
  synth.addEventListener('voiceschanged', onChange);
  return () => synth.removeEventListener('voiceschanged', onChange);
}

let voiceOptions: VoiceOption[] = [];
let voiceNames: string[] = [];
function currentVoiceOptions(): VoiceOption[] {
  const voices = orderVoices(
    synthesis()
      ?.getVoices()
      .map((voice) => ({ name: voice.name, lang: voice.lang, default: voice.default })) ?? [],
  );
  const key = (list: readonly VoiceOption[]) =>
    list.map((voice) => `${voice.name}|${voice.lang}|${voice.default}`).join('\n');
  if (key(voices) !== key(voiceOptions)) voiceOptions = voices;
  return voiceOptions;
}
function currentVoiceNames(): string[] {
  const names = currentVoiceOptions().map((voice) => voice.name);
  if (names.join('\n') !== voiceNames.join('\n')) voiceNames = names;
  return voiceNames;
}
const NO_VOICES: string[] = [];
const NO_VOICE_OPTIONS: VoiceOption[] = [];

/** The names of the voices this device offers (they can arrive late), English ones first. */
export function useVoiceNames(): string[] {
  return useSyncExternalStore(subscribeToVoices, currentVoiceNames, () => NO_VOICES);
}

/** The voices this device offers, English ones first, for a voice picker. */
export function useVoiceOptions(): VoiceOption[] {
  return useSyncExternalStore(subscribeToVoices, currentVoiceOptions, () => NO_VOICE_OPTIONS);
}

/** `speak` and `stop` for components, plus whether this device can speak at all. */
export function useSpeech() {
  const say = useCallback(
    (text: string, options?: { queue?: boolean }) => speak(text, options),
    [],
  );
  const stop = useCallback(() => stopSpeaking(), []);
  return { speak: say, stop, available: isSpeechAvailable() };
}
