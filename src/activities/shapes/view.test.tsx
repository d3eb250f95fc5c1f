// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeChoiceView, renderItemView } from '@/activities/views/testing';
import { kind } from '.';
import View from './view';

const item = kind.generate(
  kind.parseParams({ shapes: ['circle', 'square', 'triangle'] }),
  createRandom(5),
  1,
)[0] as ChoiceItem;

describeChoiceView('shapes', View, item, kind.score);

describe('shapes view content', () => {
  it('draws each shape on its button', () => {
    renderItemView(View, item, kind.score);
    for (const button of within(screen.getByRole('group', { name: 'Choices' })).getAllByRole(
      'button',
    )) {
      expect(button.querySelector('svg')).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: `a ${item.answer}` })).toBeInTheDocument();
  });
});
