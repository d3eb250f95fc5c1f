// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeChoiceView, renderItemView } from '@/activities/views/testing';
import { kind } from '.';
import View from './view';

const item = kind.generate(
  kind.parseParams({ min: 1, max: 10, length: 5 }),
  createRandom(5),
  1,
)[0] as ChoiceItem;

describeChoiceView('missing-numbers', View, item, kind.score);

describe('missing-numbers view content', () => {
  it('shows the row with a gap', () => {
    renderItemView(View, item, kind.score);
    const cells = screen.getAllByRole('listitem');
    expect(cells).toHaveLength(5);
    expect(cells.filter((cell) => cell.textContent?.includes('missing'))).toHaveLength(1);
  });
});
