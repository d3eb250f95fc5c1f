// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { expectChoiceAnswers } from '@/test/view-answers';
import { kind } from '.';
import SightWordsView from './view';

function firstItem(params: Record<string, unknown>): ChoiceItem {
  return kind.generate(kind.parseParams(params), createRandom(8), 1)[0] as ChoiceItem;
}

describe('SightWordsView', () => {
  it('emits the word the child picks after hearing it', async () => {
    await expectChoiceAnswers(SightWordsView, firstItem({ words: ['the', 'a', 'I', 'see'] }));
  });

  it('emits the word the child picks for the gap in a sentence', async () => {
    await expectChoiceAnswers(
      SightWordsView,
      firstItem({ words: ['the', 'a', 'I', 'see'], mode: 'sentence' }),
    );
  });
});
