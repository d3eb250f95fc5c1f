// @vitest-environment jsdom
/**
 * What the shared item views show for the stems and choices of each kind: the sum with its
 * groups, the colours painted, the row or grid with its gap, the shapes drawn.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import type { ChoiceItem } from '@/domain/types';
import { kind as addition } from '../kinds/addition';
import { kind as colours } from '../kinds/colours';
import { kind as comparing } from '../kinds/comparing';
import { kind as counting } from '../kinds/counting';
import { kind as missingNumbers } from '../kinds/missing-numbers';
import { kind as numberGrid } from '../kinds/number-grid';
import { kind as patterns } from '../kinds/patterns';
import { kind as shapes } from '../kinds/shapes';
import { kind as subtraction } from '../kinds/subtraction';
import { recordSpeech } from '@/test/speech';
import { renderItemView } from './testing';

describe('addition items', () => {
  const item = addition.generate(
    addition.parseParams({ max: 5 }),
    createRandom(5),
    1,
  )[0] as ChoiceItem;

  describe('addition view content', () => {
    it('shows the sum with two groups and says plus', () => {
      renderItemView(item);
      expect(screen.getByText('plus')).toBeInTheDocument();
      expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(2);
    });
  });
});

describe('colours items', () => {
  const item = colours.generate(
    colours.parseParams({ colours: ['red', 'blue', 'yellow'] }),
    createRandom(5),
    1,
  )[0] as ChoiceItem;

  describe('colours view content', () => {
    it('paints each choice in its colour', () => {
      renderItemView(item);
      const red = screen.getByRole('button', { name: 'red' }).querySelector('span span');
      expect(red).toHaveStyle({ backgroundColor: '#e53935' });
    });
  });
});

describe('comparing items', () => {
  const item = comparing.generate(
    comparing.parseParams({ max: 5, mode: 'more', pictures: ['star'] }),
    createRandom(5),
    1,
  )[0] as ChoiceItem;

  describe('comparing view content', () => {
    it('offers the two groups themselves as the choices', () => {
      renderItemView(item);
      const buttons = within(screen.getByRole('group', { name: 'Choices' })).getAllByRole('button');
      expect(buttons).toHaveLength(2);
      for (const button of buttons)
        expect(button.getAttribute('aria-label')).toMatch(/^\d stars?$/);
    });
  });
});

describe('counting items', () => {
  const item = counting.generate(
    counting.parseParams({ min: 4, max: 4, pictures: ['duck'] }),
    createRandom(5),
    1,
  )[0] as ChoiceItem;

  describe('counting view content', () => {
    it('shows the group to count, each object a thing to touch', () => {
      renderItemView(item);
      const group = screen.getByRole('group', { name: '4 ducks: touch each one to count' });
      expect(within(group).getAllByRole('button', { name: 'duck' })).toHaveLength(4);
      expect(screen.getByRole('button', { name: '4' })).toBeInTheDocument();
    });

    it('marks each object touched with the next number, says it, and shows the count', async () => {
      const speech = recordSpeech();
      try {
        const user = userEvent.setup();
        renderItemView(item);
        const group = screen.getByRole('group', { name: /touch each one to count/ });
        const ducks = within(group).getAllByRole('button');
        await user.click(ducks[2] as HTMLElement);
        await user.click(ducks[0] as HTMLElement);
        expect(ducks[2]).toHaveAccessibleName('duck, 1');
        expect(ducks[0]).toHaveAccessibleName('duck, 2');
        expect(ducks[0]).toHaveAttribute('aria-pressed', 'true');
        expect(screen.getByText('Counted 2')).toBeInTheDocument();
        expect(document.querySelector('[data-counted]')).toHaveTextContent('2');
        // A counted duck says its own number again and is not counted twice.
        await user.click(ducks[2] as HTMLElement);
        expect(screen.getByText('Counted 2')).toBeInTheDocument();
        await user.click(ducks[1] as HTMLElement);
        await user.click(ducks[3] as HTMLElement);
        expect(speech.spoken).toEqual(['1', '2', '1', '3', '4']);
        expect(document.querySelector('[data-counted]')).toHaveTextContent('4');
      } finally {
        speech.restore();
      }
    });
  });
});

describe('missing-numbers items', () => {
  const item = missingNumbers.generate(
    missingNumbers.parseParams({ min: 1, max: 10, length: 5 }),
    createRandom(5),
    1,
  )[0] as ChoiceItem;

  describe('missing-numbers view content', () => {
    it('shows the row with a gap', () => {
      renderItemView(item);
      const cells = screen.getAllByRole('listitem');
      expect(cells).toHaveLength(5);
      expect(cells.filter((cell) => cell.textContent?.includes('missing'))).toHaveLength(1);
    });
  });
});

describe('number-grid items', () => {
  const item = numberGrid.generate(
    numberGrid.parseParams({ from: 1, to: 20, columns: 10 }),
    createRandom(5),
    1,
  )[0] as ChoiceItem;

  describe('number-grid view content', () => {
    it('shows the grid with one gap', () => {
      renderItemView(item);
      const grid = screen.getByRole('list', { name: 'Number grid' });
      const cells = within(grid).getAllByRole('listitem');
      expect(cells).toHaveLength(20);
      expect(cells.filter((cell) => cell.textContent === '?missing')).toHaveLength(1);
      const hidden = Number(item.answer.slice(1));
      expect(cells[hidden - 1]).toHaveTextContent('missing');
    });
  });
});

describe('patterns items', () => {
  const item = patterns.generate(
    patterns.parseParams({ units: ['AB'], with: 'shapes' }),
    createRandom(5),
    1,
  )[0] as ChoiceItem;

  describe('patterns view content', () => {
    it('shows the pattern with the next one missing', () => {
      renderItemView(item);
      const cells = screen.getAllByRole('listitem');
      expect(cells.at(-1)).toHaveTextContent('missing');
      expect(cells.slice(0, -1).every((cell) => cell.querySelector('svg'))).toBe(true);
    });
  });
});

describe('shapes items', () => {
  const item = shapes.generate(
    shapes.parseParams({ shapes: ['circle', 'square', 'triangle'] }),
    createRandom(5),
    1,
  )[0] as ChoiceItem;

  describe('shapes view content', () => {
    it('draws each shape on its button', () => {
      renderItemView(item);
      for (const button of within(screen.getByRole('group', { name: 'Choices' })).getAllByRole(
        'button',
      )) {
        expect(button.querySelector('svg')).not.toBeNull();
      }
      expect(screen.getByRole('button', { name: `a ${item.answer}` })).toBeInTheDocument();
    });
  });
});

describe('subtraction items', () => {
  const item = subtraction.generate(
    subtraction.parseParams({ max: 5, pictures: false }),
    createRandom(5),
    1,
  )[0] as ChoiceItem;

  describe('subtraction view content', () => {
    it('shows the numbers and says take away', () => {
      renderItemView(item);
      expect(screen.getByText('take away')).toBeInTheDocument();
      if (item.stem?.type !== 'equation' || item.stem.left.type !== 'text') throw new Error();
      expect(screen.getAllByText(item.stem.left.text).length).toBeGreaterThanOrEqual(1);
    });
  });
});
