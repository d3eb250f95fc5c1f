// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeChoiceView, renderItemView } from '@/activities/views/testing';
import { kind } from '.';
import View from './view';

const item = kind.generate(
  kind.parseParams({ colours: ['red', 'blue', 'yellow'] }),
  createRandom(5),
  1,
)[0] as ChoiceItem;

describeChoiceView('colours', View, item, kind.score);

describe('colours view content', () => {
  it('paints each choice in its colour', () => {
    renderItemView(View, item, kind.score);
    const red = screen.getByRole('button', { name: 'red' }).querySelector('span span');
    expect(red).toHaveStyle({ backgroundColor: '#e53935' });
  });
});
