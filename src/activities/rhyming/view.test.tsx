// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { expectChoiceAnswers } from '@/test/view-answers';
import { kind } from '.';
import RhymingView from './view';

function firstItem(params: Record<string, unknown>): ChoiceItem {
  return kind.generate(kind.parseParams(params), createRandom(8), 1)[0] as ChoiceItem;
}

describe('RhymingView', () => {
  it('emits the picture the child picks', async () => {
    await expectChoiceAnswers(RhymingView, firstItem({ families: ['at', 'og', 'ee'] }));
  });
});
