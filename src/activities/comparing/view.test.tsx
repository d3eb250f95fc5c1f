// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeChoiceView, renderItemView } from '@/activities/views/testing';
import { kind } from '.';
import View from './view';

const item = kind.generate(
  kind.parseParams({ max: 5, mode: 'more', pictures: ['star'] }),
  createRandom(5),
  1,
)[0] as ChoiceItem;

describeChoiceView('comparing', View, item, kind.score);

describe('comparing view content', () => {
  it('offers the two groups themselves as the choices', () => {
    renderItemView(View, item, kind.score);
    const buttons = within(screen.getByRole('group', { name: 'Choices' })).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button.getAttribute('aria-label')).toMatch(/^\d stars?$/);
  });
});
