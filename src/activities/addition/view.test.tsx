// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeChoiceView, renderItemView } from '@/activities/views/testing';
import { kind } from '.';
import View from './view';

const item = kind.generate(kind.parseParams({ max: 5 }), createRandom(5), 1)[0] as ChoiceItem;

describeChoiceView('addition', View, item, kind.score);

describe('addition view content', () => {
  it('shows the sum with two groups and says plus', () => {
    renderItemView(View, item, kind.score);
    expect(screen.getByText('plus')).toBeInTheDocument();
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(2);
  });
});
