// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWordItem, tenFrameItem } from '@/activities/testing/place-items';
import { preloadItemViews } from './item-view-loaders';
import { renderItemView } from './testing';

const pieces = () => screen.queryByRole('list', { name: 'Pieces to place' });

// The cases run in order: a view's module stays loaded for the cases after the one that loads it.
describe('ItemView', () => {
  it('shows a spinner while the view of an item type loads, then the item', async () => {
    renderItemView(buildWordItem);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(pieces()).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Pieces to place' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows an item at once, with no spinner, when its view came with the round', async () => {
    await preloadItemViews([{ type: 'choice' }, { type: 'build' }]);
    renderItemView(tenFrameItem);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeInTheDocument();
  });

  it('shows an item of a type seen before at once', () => {
    renderItemView(buildWordItem);
    expect(pieces()).toBeInTheDocument();
  });
});
