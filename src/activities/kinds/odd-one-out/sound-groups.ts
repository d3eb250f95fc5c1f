import type { ParamsReader } from '@/activities/core/params';
import { BEGINNING_SOUND_WORDS, LETTERS, RHYME_FAMILIES, isLetter } from '@/domain/lexicon';

/** How the pictures of a sound item go together: by their first sound, or by rhyming. */
export type SoundGrouping = 'first-sound' | 'rhyme';

export const SOUND_GROUPINGS: readonly SoundGrouping[] = ['first-sound', 'rhyme'];

/** The sound groups of a topic: letters (first sound) or rhyme families (rhyme). */
export interface SoundGroups {
  by: SoundGrouping;
  groups: string[];
}

/** The pictured words of a group: the words that begin with a letter, or a rhyme family. */
export function soundGroupWords(by: SoundGrouping, group: string): readonly string[] {
  if (by === 'rhyme') return RHYME_FAMILIES[group] ?? [];
  return isLetter(group) ? BEGINNING_SOUND_WORDS[group] : [];
}

/** Every group of a grouping, to take an odd one from when the listed groups have none. */
export function allSoundGroups(by: SoundGrouping): readonly string[] {
  return by === 'rhyme' ? Object.keys(RHYME_FAMILIES) : LETTERS;
}

/**
 * Reads `letters` (first sound) or `families` (rhyme): each group needs `choices - 1` words, so
 * that all the matching pictures of an item are different.
 */
export function parseSoundGroups(
  read: ParamsReader,
  by: SoundGrouping,
  choices: number,
): SoundGroups {
  const groups =
    by === 'rhyme'
      ? read.listOf('families', Object.keys(RHYME_FAMILIES), 1)
      : read.listOf('letters', LETTERS, 1);
  const small = groups.find((group) => soundGroupWords(by, group).length < choices - 1);
  if (small !== undefined) {
    read.fail(`'${small}' has fewer than ${choices - 1} pictured words for ${choices} choices`);
  }
  return { by, groups };
}
