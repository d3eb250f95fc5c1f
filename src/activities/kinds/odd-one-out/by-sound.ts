import { spread } from '@/activities/core/distinct';
import type { Random } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import {
  agreeing,
  beginningLetterOf,
  capitalised,
  clearlyNotStartingWith,
  getWord,
  type Letter,
  type Word,
} from '@/domain/lexicon';
import { wordChoice } from './generate';
import {
  allSoundGroups,
  soundGroupWords,
  type SoundGrouping,
  type SoundGroups,
} from './sound-groups';

/** The questions of sound items; the scorer tells the groupings apart by them. */
export const SOUND_QUESTIONS: Readonly<Record<SoundGrouping, string>> = {
  'first-sound': 'Which one begins with a different sound?',
  rhyme: 'Which one does not rhyme?',
};

const COUNT_WORDS = ['', 'One', 'Two', 'Three'];

/** 'dog, cat, cow or apple'. */
function spokenList(words: readonly string[], last: 'or' | 'and'): string {
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/** True when `word` clearly does not share the group's sound: another first sound, or no rhyme. */
function isOdd(by: SoundGrouping, group: string, word: string): boolean {
  if (by === 'rhyme') return !soundGroupWords('rhyme', group).includes(word);
  return clearlyNotStartingWith(word, group as Letter);
}

/** The odd one: first from the other listed groups (the sounds being learnt), else any group. */
function oddWord(sounds: SoundGroups, group: string, random: Random): Word {
  const from = (groups: readonly string[]) =>
    groups
      .filter((other) => other !== group)
      .flatMap((other) => soundGroupWords(sounds.by, other))
      .filter((word) => isOdd(sounds.by, group, word));
  const preferred = from(sounds.groups);
  return getWord(random.pick(preferred.length > 0 ? preferred : from(allSoundGroups(sounds.by))));
}

/** 'c-at' for the family at ('ox' on its own), 'b-b-ball' for the letter b. */
function sayTheSound(by: SoundGrouping, group: string, word: string): string {
  if (by === 'rhyme') {
    const onset = word.slice(0, word.length - group.length);
    return onset ? `${onset}-${group}` : word;
  }
  return `${group}-${group}-${word}`;
}

function soundItem(
  index: number,
  sounds: SoundGroups,
  group: string,
  choiceCount: number,
  random: Random,
): ChoiceItem {
  const { by } = sounds;
  const belonging = random.sample(soundGroupWords(by, group), choiceCount - 1).map(getWord);
  const odd = oddWord(sounds, group, random);
  const choices = random.shuffle([...belonging, odd]);
  const question = SOUND_QUESTIONS[by];
  const example = belonging[0] as Word;
  const others = spokenList(
    belonging.map((entry) => entry.word),
    'and',
  );
  const name = capitalised(odd.word);
  const hint =
    by === 'rhyme'
      ? `${COUNT_WORDS[belonging.length]} of them end with ${group}, like ${sayTheSound(by, group, example.word)}. Which one does not?`
      : `Say each word slowly. ${COUNT_WORDS[belonging.length]} of them begin with ${group}, like ${sayTheSound(by, group, example.word)}. Which one does not?`;
  const praise =
    by === 'rhyme'
      ? `Yes! ${name} ${agreeing(odd, 'does', 'do')} not rhyme. ${capitalised(others)} all end with ${group}.`
      : `Yes! ${name} ${agreeing(odd, 'begins', 'begin')} with ${beginningLetterOf(odd.word) ?? odd.word[0]}. ${capitalised(others)} begin with ${group}.`;
  return {
    id: `${index + 1}-${group}-${odd.word.replace(/\s+/g, '-')}`,
    type: 'choice',
    prompt: {
      text: question,
      speech: `${question} ${spokenList(
        choices.map((entry) => entry.word),
        'or',
      )}?`,
    },
    choices: choices.map(wordChoice),
    answer: wordChoice(odd).id,
    hint,
    praise,
  };
}

/**
 * Odd one out by sound: pictures whose words begin with one sound (or rhyme) and one that does
 * not. Each item takes its group from the listed letters or families in shuffled passes.
 */
export function generateOddOneOutBySound(
  sounds: SoundGroups,
  choiceCount: number,
  random: Random,
  count: number,
): ChoiceItem[] {
  return spread(random, sounds.groups, count).map((group, index) =>
    soundItem(index, sounds, group, choiceCount, random),
  );
}
