// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem, MatchItem } from '@/domain/types';
import {
  expectChoiceAnswers,
  expectMatchAnswer,
  expectWrongMatchAnswer,
} from '@/test/view-answers';
import { kind } from '.';
import LetterCaseView from './view';

function firstItem(params: Record<string, unknown>) {
  return kind.generate(kind.parseParams(params), createRandom(8), 1)[0];
}

describe('LetterCaseView', () => {
  it('emits the small letter the child picks', async () => {
    await expectChoiceAnswers(
      LetterCaseView,
      firstItem({ letters: ['a', 'b', 'c'] }) as ChoiceItem,
    );
  });

  it('emits the pairs the child makes, right or wrong', async () => {
    const item = firstItem({ letters: ['a', 'b', 'c', 'd'], mode: 'match' }) as MatchItem;
    await expectMatchAnswer(LetterCaseView, item);
  });

  it('emits wrong pairs as they were made', async () => {
    const item = firstItem({ letters: ['a', 'b', 'c', 'd'], mode: 'match' }) as MatchItem;
    await expectWrongMatchAnswer(LetterCaseView, item);
  });
});
