import { describe, expect, it } from 'vitest';
import { KIND_VIEWS } from '@/activities/view-registry';
import { KIND_IDS, generateRound, getKind, isKindId, scoreAnswer } from './registry';
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
];

function topic(kind: KindId, params: Record<string, unknown>, itemsPerRound = 8): TopicSpec {
  return {
    id: `${kind}-topic`,
    subject: 'maths',
    title: 'A topic',
    skill: 'skill',
    description: 'What the child learns.',
    instructions: 'Listen and tap.',
    kind,
    params,
    itemsPerRound,
  };
}

describe('kind registry', () => {
  it('registers every kind once, each with its own id, a title and a view', () => {
    expect([...KIND_IDS].sort()).toEqual([...ALL_KINDS].sort());
    for (const id of KIND_IDS) {
      expect(getKind(id).id).toBe(id);
      expect(getKind(id).title).not.toBe('');
      expect(typeof KIND_VIEWS[id]).toBe('function');
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

  it("scores with the item's kind when known, else by item type", () => {
    const [item] = generateRound(topic('colours', { colours: ['red', 'blue'] }), 3) as ChoiceItem[];
    if (!item) throw new Error('no item');
    const wrong = item.choices.find((choice) => choice.id !== item.answer)?.id ?? '';
    // The colours kind names the colour tapped; the plain choice scorer names the choice.
    expect(scoreAnswer(item, { type: 'choice', choiceId: wrong }).message).toBe(
      `That one is ${wrong}. Let's find the ${item.answer} one!`,
    );
    const { kind: _kind, ...untagged } = item;
    expect(scoreAnswer(untagged, { type: 'choice', choiceId: wrong }).message).toBe(
      `That is ${wrong}. Let's try again!`,
    );
    const [trace] = generateRound(topic('tracing', { glyphs: ['o'] }), 1);
    if (!trace) throw new Error('no trace item');
    const { kind: _traceKind, ...plainTrace } = trace;
    expect(scoreAnswer(plainTrace, { type: 'trace', strokes: [] }).correct).toBe(false);
  });
});
