import { describe, expect, it } from 'vitest';
import { KIND_IDS, generateRound, getKind, isKindId } from './registry';
import { scoreItem } from './scoring';
import type { ChoiceItem, KindId, TopicSpec } from '@/domain/types';

const ALL_KINDS: KindId[] = [
  'sight-words',
  'match-column',
  'odd-one-out',
  'beginning-letter',
  'counting',
  'number-grid',
  'missing-numbers',
  'shapes',
  'colours',
  'addition',
  'blends',
  'short-vowels',
  'digraphs',
  'tracing',
  'letter-case',
  'rhyming',
  'patterns',
  'comparing',
  'subtraction',
  'build-word',
  'put-in-order',
  'sort',
  'build-number',
  'number-line',
  'clock',
];

function topic(kind: KindId, params: Record<string, unknown>, itemsPerRound = 8): TopicSpec {
  return {
    id: `${kind}-topic`,
    subject: 'maths',
    title: 'A topic',
    picture: 'star',
    skill: 'skill',
    description: 'What the child learns.',
    instructions: 'Listen and tap.',
    kind,
    params,
    itemsPerRound,
  };
}

describe('kind registry', () => {
  it('registers every kind once, each with its own id and a title', () => {
    expect([...KIND_IDS].sort()).toEqual([...ALL_KINDS].sort());
    for (const id of KIND_IDS) {
      expect(getKind(id).id).toBe(id);
      expect(getKind(id).title).not.toBe('');
    }
  });

  it('tells kind ids from other values', () => {
    expect(isKindId('counting')).toBe(true);
    expect(isKindId('toString')).toBe(false);
    expect(isKindId('juggling')).toBe(false);
    expect(isKindId(3)).toBe(false);
  });

  it('generates a round of a topic, stamped with its kind, the same for the same seed', () => {
    const counting = topic('counting', { min: 1, max: 10 }, 9);
    const items = generateRound(counting, 77);
    expect(items).toHaveLength(9);
    expect(items.every((item) => item.kind === 'counting')).toBe(true);
    expect(generateRound(counting, 77)).toEqual(items);
    expect(generateRound(counting, 78)).not.toEqual(items);
  });

  it('throws on invalid params, naming the problem', () => {
    expect(() => generateRound(topic('counting', { max: 99 }), 1)).toThrow(
      'counting: max must be between 1 and 20',
    );
  });

  it("carries the kind's feedback for wrong choices in the items it generates", () => {
    const [item] = generateRound(topic('colours', { colours: ['red', 'blue'] }), 3) as ChoiceItem[];
    if (!item) throw new Error('no item');
    const wrong = item.choices.find((choice) => choice.id !== item.answer)?.id ?? '';
    // The colours kind names the colour tapped; without its feedback a choice names itself.
    expect(scoreItem(item, { type: 'choice', choiceId: wrong }).message).toBe(
      `That one is ${wrong}. Let's find the ${item.answer} one!`,
    );
    const plain = { ...item, choices: item.choices.map(({ feedback: _f, ...choice }) => choice) };
    expect(scoreItem(plain, { type: 'choice', choiceId: wrong }).message).toBe(
      `That is ${wrong}. Let's try again!`,
    );
    expect(item.choices.find((choice) => choice.id === item.answer)?.feedback).toBeUndefined();
  });
});
