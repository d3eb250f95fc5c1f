import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import {
  SIGHT_SENTENCES,
  findSightWord,
  sentencePlainText,
  sentenceTokens,
} from '@/domain/lexicon';
import { describeKindContract } from '@/test/kind-contract';
import { cannotReplace } from './word-classes';
import { kind } from './';

const NURSERY = ['the', 'a', 'I', 'is', 'can', 'see'];

describeKindContract(kind, [
  { name: 'hear nursery words', params: { words: NURSERY }, options: 3 },
  {
    name: 'hear two words, four choices',
    params: { words: ['and', 'you'], choices: 4 },
    options: 4,
  },
  {
    name: 'K1 words in sentences',
    params: { words: ['said', 'was', 'they', 'here'], mode: 'sentence' },
    options: 3,
  },
  {
    name: 'nursery words in sentences',
    params: { words: NURSERY, mode: 'sentence', choices: 4 },
    options: 4,
  },
]);

function round(params: Record<string, unknown>, seed = 3, count = 12) {
  return kind.generate(kind.parseParams(params), createRandom(seed), count) as ChoiceItem[];
}

describe('sight-words generation, hear mode', () => {
  it('says the word and shows it among other printed words', () => {
    for (const item of round({ words: NURSERY })) {
      const right = item.choices.find((choice) => choice.id === item.answer);
      expect(item.prompt.text).toBe('Find the word you hear.');
      expect(item.prompt.speech).toMatch(new RegExp(`^Find the word ${right?.speech}\\. `));
      expect(item.stem).toBeUndefined();
      expect(item.praise).toBe(`Yes! That word says ${right?.speech}.`);
      for (const choice of item.choices) expect(choice.visual.type).toBe('text');
    }
  });

  it('practises every listed word in a round', () => {
    const spoken = round({ words: NURSERY }).map((item) => item.answer);
    expect(new Set(spoken).size).toBe(NURSERY.length);
  });
});

describe('sight-words generation, sentence mode', () => {
  it('shows the sentence with one gap and offers only words that cannot fill it', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const items = round(
        {
          words: ['the', 'a', 'I', 'is', 'can', 'see', 'in', 'my', 'and'],
          mode: 'sentence',
          choices: 4,
        },
        seed,
      );
      for (const item of items) {
        expect(item.stem?.type).toBe('sequence');
        if (item.stem?.type !== 'sequence') continue;
        const gapIndex = item.stem.cells.indexOf(null);
        expect(item.stem.cells.filter((cell) => cell === null)).toHaveLength(1);
        const missing = findSightWord(item.answer.replace('word-', ''));
        expect(missing).toBeDefined();
        const shownWords = item.stem.cells.flatMap((cell) =>
          cell?.type === 'text' ? [cell.text.toLowerCase()] : [],
        );
        for (const choice of item.choices.filter((entry) => entry.id !== item.answer)) {
          const entry = findSightWord(choice.id.replace('word-', ''));
          expect(entry).toBeDefined();
          expect(
            cannotReplace(missing?.wordClass ?? 'verb', entry?.wordClass ?? 'verb', gapIndex === 0),
          ).toBe(true);
          expect(shownWords).not.toContain(entry?.word.toLowerCase());
        }
      }
    }
  });

  it('capitalises every choice when the gap starts the sentence', () => {
    for (const item of round({ words: ['We', 'They'], mode: 'sentence' }, 2)) {
      if (item.stem?.type !== 'sequence' || item.stem.cells[0] !== null) continue;
      for (const choice of item.choices) {
        expect(choice.visual.type === 'text' && choice.visual.text).toMatch(/^[A-Z]/);
      }
    }
  });

  it('reads the whole sentence aloud, pictures as words', () => {
    const item = round({ words: ['see'], mode: 'sentence' })[0] as ChoiceItem;
    const sentence = SIGHT_SENTENCES.find((entry) =>
      item.prompt.speech.includes(sentencePlainText(entry.text)),
    );
    expect(sentence).toBeDefined();
    const plain = sentencePlainText(sentence?.text ?? '');
    expect(item.prompt.speech).toBe(`Listen: ${plain} Which word is missing?`);
    expect(item.praise).toBe(`Yes! ${plain}`);
    expect(item.hint).toBe(`Listen again: ${plain} The missing word begins with s.`);
    const pictures = sentenceTokens(sentence?.text ?? '').filter(
      (token) => token.type === 'picture',
    );
    expect(
      item.stem?.type === 'sequence' && item.stem.cells.filter((cell) => cell?.type === 'picture'),
    ).toHaveLength(pictures.length);
  });

  it('has enough wrong choices for every gap of every sentence', () => {
    for (const [index, sentence] of SIGHT_SENTENCES.entries()) {
      for (const gap of sentence.gaps) {
        const items = round({ words: [gap], mode: 'sentence', choices: 4 }, index, 6);
        for (const item of items) expect(item.choices).toHaveLength(4);
      }
    }
  });

  it('rejects unknown words and words without a sentence', () => {
    expect(() => kind.parseParams({ words: ['elephant'] })).toThrow(
      /unknown sight word 'elephant'/,
    );
    expect(() => kind.parseParams({ words: ['look', 'them'], mode: 'sentence' })).toThrow(
      /no sentence has a gap for look, them/,
    );
    expect(kind.parseParams({ words: ['The', 'i'] }).words).toEqual(['the', 'I']);
  });
});
