/**
 * Every sentence the curriculum says or shows follows the grammar of its nouns: no 'a jeans' or
 * 'a broccoli', no 'the jeans is', no 'an cat' or 'a apple', no '1 apples', no 'There is 3', and
 * no picture file name read out ('a t shirt', 'cat face'). Checked over every topic of every pack
 * with many seeds: prompts, speech, hints, praise, choices and the feedback of wrong choices.
 */
import { describe, expect, it } from 'vitest';
import { SHAPE_NAMES } from '@/activities/core/params';
import { generateRound } from '@/activities/registry';
import { WORDS } from '@/domain/lexicon';
import { nounOf, type Noun } from '@/domain/picture-nouns';
import { pictureNames } from '@/domain/pictures';
import type { Item } from '@/domain/types';
import { ALL_PACKS } from '../packs/all';
import { manySeeds, placedTopics } from './placed-topics';

const SEEDS = manySeeds(30);

const NOUNS: readonly Noun[] = pictureNames().map(nounOf);
const UNCOUNTED = NOUNS.filter((noun) => noun.grammar !== 'countable');
const COUNTED = NOUNS.filter((noun) => noun.grammar === 'countable');
const PLURAL_ONLY = NOUNS.filter((noun) => noun.grammar === 'plural-only');
/** Every way a picture is rightly named, to tell a name from a file name read out. */
const NAMES = new Set([
  ...NOUNS.flatMap((noun) => [noun.singular, noun.plural]),
  ...WORDS.map((entry) => entry.word),
]);
/** Picture file names a child must never hear: 'cat face', 't shirt'. */
const FILE_NAMES = pictureNames()
  .filter((name) => name.includes('-'))
  .map((name) => name.replace(/-/g, ' '))
  .filter((spoken) => !NAMES.has(spoken));

/** Words after 'a' that begin with a vowel letter but not a vowel sound, and the reverse. */
const A_BEFORE_VOWEL_LETTER = /^(unicorn|uniform|one|use)/;
const AN_BEFORE_CONSONANT_LETTER = /^(x-ray|hour|honest)/;
const PLURALS = new Set(
  COUNTED.filter((noun) => noun.plural !== noun.singular).map((noun) => noun.plural),
);
const SINGULARS = new Set(
  COUNTED.filter((noun) => noun.plural !== noun.singular).map((noun) => noun.singular),
);

/** The nouns of `names` that `rest` begins with as whole words, longest first. */
function leadingNoun(rest: string, names: Iterable<string>): string | undefined {
  let found: string | undefined;
  for (const name of names) {
    if (rest.startsWith(name) && !/[\w-]/.test(rest.charAt(name.length))) {
      if (!found || name.length > found.length) found = name;
    }
  }
  return found;
}

/** Every noun the sentences use: the pictures' names and the shapes. */
const ALL_NAMES = [...NAMES, ...SHAPE_NAMES].map((name) => name.toLowerCase());

function findFaults(text: string): string[] {
  const faults: string[] = [];
  const lower = text.toLowerCase();
  for (const match of lower.matchAll(/\b(a|an) (?=[\w-])/g)) {
    const rest = lower.slice((match.index ?? 0) + match[0].length);
    const noun = leadingNoun(rest, ALL_NAMES);
    if (!noun) continue;
    const uncounted = UNCOUNTED.find((entry) => entry.singular.toLowerCase() === noun);
    if (uncounted) faults.push(`'${match[0]}${noun}' before a ${uncounted.grammar} noun`);
    const vowelSound = /^[aeiou]/.test(noun) && !A_BEFORE_VOWEL_LETTER.test(noun);
    const wanted = vowelSound || AN_BEFORE_CONSONANT_LETTER.test(noun) ? 'an' : 'a';
    if (match[1] !== wanted) faults.push(`'${match[0]}${noun}'`);
  }
  for (const match of lower.matchAll(/ (is|are)\b/g)) {
    const before = lower.slice(0, match.index ?? 0);
    const subject = ALL_NAMES.find(
      (name) =>
        before.endsWith(name) && !/[\w-]/.test(before.charAt(before.length - name.length - 1)),
    );
    if (!subject || match[1] !== 'is') continue;
    if (PLURALS.has(subject) || PLURAL_ONLY.some((noun) => noun.singular === subject)) {
      faults.push(`'${subject} is'`);
    }
  }
  for (const match of lower.matchAll(/\b(\d+) (?=\w)/g)) {
    const noun = leadingNoun(lower.slice((match.index ?? 0) + match[0].length), ALL_NAMES);
    if (!noun) continue;
    const rest = lower.slice((match.index ?? 0) + match[0].length + noun.length);
    // 'take away 1 leaves 3': a verb, not the plural of leaf.
    if (/^ \d/.test(rest)) continue;
    if (match[1] === '1' && PLURALS.has(noun)) faults.push(`'1 ${noun}'`);
    if (match[1] !== '1' && SINGULARS.has(noun)) faults.push(`'${match[1]} ${noun}'`);
  }
  if (/\bthere is ([02-9]|\d{2,})\b/.test(lower)) faults.push('"there is" before a number above 1');
  if (/\bthere are 1\b/.test(lower)) faults.push('"there are 1"');
  for (const name of FILE_NAMES) {
    if (lower.includes(name) && new RegExp(`\\b${name}\\b`).test(lower)) {
      faults.push(`file name '${name}'`);
    }
  }
  if (/\b(\w{2,}) \1\b/.test(lower)) faults.push('a word said twice');
  if (/ {2}| [.,!]|(?<!\.)\.\.(?!\.)/.test(text)) faults.push('stray spacing or full stops');
  return faults;
}

const CHECKED = new Map<string, string[]>();

/** The grammar faults of one sentence, as readable strings (empty when it is fine). */
function grammarFaults(text: string): string[] {
  let faults = CHECKED.get(text);
  if (!faults) {
    faults = findFaults(text);
    CHECKED.set(text, faults);
  }
  return faults;
}

function sentencesOf(item: Item): string[] {
  const own = [item.prompt.text, item.prompt.speech, item.hint, item.praise];
  const choices =
    item.type === 'choice'
      ? item.choices
      : item.type === 'match'
        ? [...item.left, ...item.right]
        : [];
  return [...own, ...choices.flatMap((choice) => [choice.speech, choice.feedback ?? ''])];
}

describe('the grammar check', () => {
  it('finds the faults it is for', () => {
    expect(grammarFaults('Can you find a jeans?')).not.toEqual([]);
    expect(grammarFaults('The jeans is blue.')).not.toEqual([]);
    expect(grammarFaults('Is that a broccoli?')).not.toEqual([]);
    expect(grammarFaults('Find a t shirt.')).not.toEqual([]);
    expect(grammarFaults('That is a apple.')).not.toEqual([]);
    expect(grammarFaults('There is 3 ducks.')).not.toEqual([]);
    expect(grammarFaults('I see 1 apples.')).not.toEqual([]);
    expect(grammarFaults('I see 4 apple.')).not.toEqual([]);
    expect(grammarFaults('The apples is red.')).not.toEqual([]);
  });

  it('passes good sentences', () => {
    for (const good of [
      'Can you find some jeans?',
      'The jeans are blue.',
      'Some broccoli, a T-shirt and an apple.',
      'A corn cob is yellow. A unicorn and an x-ray.',
      'There are 3 ducks. I see 1 apple and 4 fish.',
      'Which one has the a sound, as in apple? a, a.',
    ]) {
      expect(grammarFaults(good), good).toEqual([]);
    }
  });
});

describe.each(placedTopics(ALL_PACKS).map((placed) => [placed.where, placed] as const))(
  '%s',
  (where, { topic }) => {
    it('speaks in good grammar for every seed', () => {
      const faults = new Set<string>();
      for (const text of [topic.title, topic.description, topic.instructions]) {
        for (const fault of grammarFaults(text)) faults.add(`${fault} in "${text}"`);
      }
      for (const seed of SEEDS) {
        for (const item of generateRound(topic, seed)) {
          for (const text of sentencesOf(item)) {
            for (const fault of grammarFaults(text)) faults.add(`${fault} in "${text}"`);
          }
        }
      }
      expect([...faults].slice(0, 10), where).toEqual([]);
    });
  },
);
