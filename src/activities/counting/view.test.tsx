// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { describeChoiceView, renderItemView } from '@/activities/views/testing';
import { kind } from '.';
import View from './view';

const item = kind.generate(
  kind.parseParams({ min: 4, max: 4, pictures: ['duck'] }),
  createRandom(5),
  1,
)[0] as ChoiceItem;

describeChoiceView('counting', View, item, kind.score);

describe('counting view content', () => {
  it('shows the group to count, in rows of five', async () => {
    const { container } = renderItemView(View, item, kind.score);
    const group = screen.getByRole('img', { name: '4 ducks' });
    await waitFor(() => expect(group.querySelectorAll('img')).toHaveLength(4));
    expect(container.querySelectorAll('button img')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '4' })).toBeInTheDocument();
  });
});
