/** The voices a parent can choose from, English ones first. */

export interface VoiceOption {
  name: string;
  lang: string;
  /** The device's default voice. */
  default: boolean;
}

function isEnglish(lang: string): boolean {
  return /^en([-_]|$)/i.test(lang);
}

/**
 * Voices in the order to offer them: English first (the activities speak English), the device's
 * default first among equals, then by language and name. Duplicate names keep their first entry.
 */
export function orderVoices(voices: readonly VoiceOption[]): VoiceOption[] {
  const seen = new Set<string>();
  const unique = voices.filter((voice) => {
    if (!voice.name || seen.has(voice.name)) return false;
    seen.add(voice.name);
    return true;
  });
  return unique.sort(
    (a, b) =>
      Number(isEnglish(b.lang)) - Number(isEnglish(a.lang)) ||
      Number(b.default) - Number(a.default) ||
      a.lang.localeCompare(b.lang) ||
      a.name.localeCompare(b.name),
  );
}

/** 'Daniel (en-GB)'. */
export function voiceLabel(voice: VoiceOption): string {
  return voice.lang ? `${voice.name} (${voice.lang.replace('_', '-')})` : voice.name;
}

export { isEnglish as isEnglishVoice };
