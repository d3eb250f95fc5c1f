// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeChoiceView, renderItemView } from '@/activities/views/testing';
import { kind } from '.';
import View from './view';

const item = kind.generate(
  kind.parseParams({ from: 1, to: 20, columns: 10 }),
  createRandom(5),
  1,
)[0] as ChoiceItem;

describeChoiceView('number-grid', View, item, kind.score);

describe('number-grid view content', () => {
  it('shows the grid with one gap', () => {
    renderItemView(View, item, kind.score);
    const grid = screen.getByRole('list', { name: 'Number grid' });
    const cells = within(grid).getAllByRole('listitem');
    expect(cells).toHaveLength(20);
    expect(cells.filter((cell) => cell.textContent === '?missing')).toHaveLength(1);
    const hidden = Number(item.answer.slice(1));
    expect(cells[hidden - 1]).toHaveTextContent('missing');
  });
});
