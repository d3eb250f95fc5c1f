// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { MatchItem } from '@/domain/types';
import { expectMatchAnswer, expectWrongMatchAnswer } from '@/test/view-answers';
import { kind } from '.';
import MatchColumnView from './view';

function firstItem(params: Record<string, unknown>): MatchItem {
  return kind.generate(kind.parseParams(params), createRandom(8), 1)[0] as MatchItem;
}

describe('MatchColumnView', () => {
  it('emits the pairs of pictures and words', async () => {
    await expectMatchAnswer(
      MatchColumnView,
      firstItem({ pairs: 'picture-word', items: ['cat', 'dog', 'sun'] }),
    );
  });

  it('emits the pairs of letters and pictures', async () => {
    await expectMatchAnswer(
      MatchColumnView,
      firstItem({ pairs: 'letter-picture', items: ['b', 'm', 's', 't'], size: 4 }),
    );
  });

  it('emits wrong pairs of numbers and groups as they were made', async () => {
    await expectWrongMatchAnswer(
      MatchColumnView,
      firstItem({ pairs: 'number-group', items: ['1', '2', '3'] }),
    );
  });
});
