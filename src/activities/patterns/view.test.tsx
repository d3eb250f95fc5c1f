// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeChoiceView, renderItemView } from '@/activities/views/testing';
import { kind } from '.';
import View from './view';

const item = kind.generate(
  kind.parseParams({ units: ['AB'], with: 'shapes' }),
  createRandom(5),
  1,
)[0] as ChoiceItem;

describeChoiceView('patterns', View, item, kind.score);

describe('patterns view content', () => {
  it('shows the pattern with the next one missing', () => {
    renderItemView(View, item, kind.score);
    const cells = screen.getAllByRole('listitem');
    expect(cells.at(-1)).toHaveTextContent('missing');
    expect(cells.slice(0, -1).every((cell) => cell.querySelector('svg'))).toBe(true);
  });
});
