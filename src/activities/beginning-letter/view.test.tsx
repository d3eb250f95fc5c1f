// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { expectChoiceAnswers } from '@/test/view-answers';
import { kind } from '.';
import BeginningLetterView from './view';

function firstItem(params: Record<string, unknown>): ChoiceItem {
  return kind.generate(kind.parseParams(params), createRandom(8), 1)[0] as ChoiceItem;
}

describe('BeginningLetterView', () => {
  it('emits the picture the child picks', async () => {
    await expectChoiceAnswers(BeginningLetterView, firstItem({ letters: ['b', 'm', 's'] }));
  });

  it('emits the letter the child picks', async () => {
    await expectChoiceAnswers(
      BeginningLetterView,
      firstItem({ letters: ['b', 'm', 's'], mode: 'pick-letter' }),
    );
  });
});
