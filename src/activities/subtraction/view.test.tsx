// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeChoiceView, renderItemView } from '@/activities/views/testing';
import { kind } from '.';
import View from './view';

const item = kind.generate(
  kind.parseParams({ max: 5, pictures: false }),
  createRandom(5),
  1,
)[0] as ChoiceItem;

describeChoiceView('subtraction', View, item, kind.score);

describe('subtraction view content', () => {
  it('shows the numbers and says take away', () => {
    renderItemView(View, item, kind.score);
    expect(screen.getByText('take away')).toBeInTheDocument();
    if (item.stem?.type !== 'equation' || item.stem.left.type !== 'text') throw new Error();
    expect(screen.getAllByText(item.stem.left.text).length).toBeGreaterThanOrEqual(1);
  });
});
