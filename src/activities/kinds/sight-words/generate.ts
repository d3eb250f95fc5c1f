import { spread } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem, Visual } from '@/domain/types';
import {
  SIGHT_SENTENCES,
  SIGHT_WORDS,
  allSightWords,
  capitalised,
  findSightWord,
  getWord,
  sentencePlainText,
  sentenceTokens,
  type SightSentence,
  type SightWord,
} from '@/domain/lexicon';
import { cannotReplace } from './word-classes';

/**
 * Sight words: high-frequency words read at a glance.
 *
 * JSON params:
 * - `words` (at least 1): the sight words practised, e.g. `["the", "a", "I", "is", "can", "see"]`,
 *   from the nursery, K1 and K2 lists of src/domain/lexicon/sight-words.ts.
 * - `mode` (default `"hear"`): `"hear"` says a word and the child picks it among printed words;
 *   `"sentence"` shows a short sentence with a gap (pictures stand for the nouns) and reads it
 *   aloud; the child picks the missing word. In sentence mode every word needs a sentence in
 *   src/domain/lexicon/sight-sentences.ts.
 * - `choices` (2-4, default 3): how many words to pick from. Wrong choices come first from the
 *   other practised words; in sentence mode only words that cannot complete the sentence.
 *
 * Example: `{ "words": ["said", "was", "they", "here"], "mode": "sentence" }`.
 */
export interface SightWordsParams {
  words: string[];
  mode: 'hear' | 'sentence';
  choices: number;
}

interface Gap {
  sentence: SightSentence;
  gap: string;
}

function gapsFor(word: string): Gap[] {
  return SIGHT_SENTENCES.flatMap((sentence) =>
    sentence.gaps
      .filter((gap) => gap.toLowerCase() === word.toLowerCase())
      .map((gap) => ({ sentence, gap })),
  );
}

export function parseSightWordsParams(params: Record<string, unknown>): SightWordsParams {
  const read = new ParamsReader('sight-words', params);
  const listed = read.strings('words', 1);
  const unknown = listed.find((word) => findSightWord(word) === undefined);
  if (unknown !== undefined) read.fail(`words has an unknown sight word '${unknown}'`);
  const words = listed.map((word) => (findSightWord(word) as SightWord).word);
  const mode = read.oneOf('mode', ['hear', 'sentence'] as const, 'hear');
  if (mode === 'sentence') {
    const missing = words.filter((word) => gapsFor(word).length === 0);
    if (missing.length > 0) read.fail(`no sentence has a gap for ${missing.join(', ')}`);
  }
  return { words, mode, choices: read.int('choices', { min: 2, max: 4 }, 3) };
}

export const WORD_CHOICE = 'word-';

export function sightWordChoice(entry: SightWord, shown = entry.word): Choice {
  return {
    id: `${WORD_CHOICE}${entry.word.toLowerCase()}`,
    visual: { type: 'text', text: shown },
    speech: entry.speech,
  };
}

function levelOf(entry: SightWord): readonly SightWord[] {
  return Object.values(SIGHT_WORDS).find((level) => level.includes(entry)) ?? [];
}

/** Wrong-choice candidates: the other practised words, then the word's level, then the rest. */
function candidates(target: SightWord, params: SightWordsParams, random: Random): SightWord[] {
  const practised = params.words.map((word) => findSightWord(word) as SightWord);
  const ordered = [
    ...random.shuffle(practised),
    ...random.shuffle(levelOf(target)),
    ...random.shuffle(allSightWords()),
  ];
  return [...new Set(ordered)].filter((entry) => entry !== target);
}

function hearItem(
  id: string,
  target: SightWord,
  params: SightWordsParams,
  random: Random,
): ChoiceItem {
  const distractors = candidates(target, params, random).slice(0, params.choices - 1);
  return {
    id,
    type: 'choice',
    prompt: {
      text: 'Find the word you hear.',
      speech: `Find the word ${target.speech}. ${capitalised(target.speech)}.`,
    },
    choices: random.shuffle([target, ...distractors]).map((entry) => sightWordChoice(entry)),
    answer: sightWordChoice(target).id,
    hint: `Look for the word that begins with ${target.word[0]}: ${target.speech}.`,
    praise: `Yes! That word says ${target.speech}.`,
  };
}

function sentenceItem(
  id: string,
  { sentence, gap }: Gap,
  params: SightWordsParams,
  random: Random,
): ChoiceItem {
  const target = findSightWord(gap) as SightWord;
  const tokens = sentenceTokens(sentence.text);
  const gapIndex = tokens.findIndex((token) => token.type === 'text' && token.bare === gap);
  const atStart = gapIndex === 0;
  const excluded = new Set([
    ...tokens.flatMap((token) => (token.type === 'text' ? [token.bare.toLowerCase()] : [])),
    ...(sentence.alsoFits ?? []).map((word) => word.toLowerCase()),
  ]);
  const distractors = candidates(target, params, random)
    .filter((entry) => !excluded.has(entry.word.toLowerCase()))
    .filter((entry) => cannotReplace(target.wordClass, entry.wordClass, atStart))
    .slice(0, params.choices - 1);
  const shown = (entry: SightWord) => (atStart ? capitalised(entry.word) : entry.word);
  const cells = tokens.map((token, index): Visual | null => {
    if (index === gapIndex) return null;
    if (token.type === 'picture') return { type: 'picture', picture: getWord(token.word).picture };
    return { type: 'text', text: token.text };
  });
  const plain = sentencePlainText(sentence.text);
  return {
    id,
    type: 'choice',
    prompt: { text: 'Which word is missing?', speech: `Listen: ${plain} Which word is missing?` },
    stem: { type: 'sequence', cells },
    choices: random
      .shuffle([target, ...distractors])
      .map((entry) => sightWordChoice(entry, shown(entry))),
    answer: sightWordChoice(target).id,
    hint: `Listen again: ${plain} The missing word begins with ${gap[0]}.`,
    praise: `Yes! ${plain}`,
  };
}

export function generateSightWords(
  params: SightWordsParams,
  random: Random,
  count: number,
): ChoiceItem[] {
  const words = spread(random, params.words, count);
  if (params.mode === 'hear') {
    return words.map((word, index) =>
      hearItem(`${index + 1}-${word}`, findSightWord(word) as SightWord, params, random),
    );
  }
  const queues = new Map<string, Gap[]>();
  return words.map((word, index) => {
    let queue = queues.get(word);
    if (!queue || queue.length === 0) {
      queue = random.shuffle(gapsFor(word));
      queues.set(word, queue);
    }
    const gap = queue.shift() as Gap;
    return sentenceItem(
      `${index + 1}-${word}-${SIGHT_SENTENCES.indexOf(gap.sentence)}`,
      gap,
      params,
      random,
    );
  });
}
