// @vitest-environment jsdom
/**
 * The contract every registered activity kind keeps, run over the params the curriculum really
 * uses: rounds generate with several seeds, every item is answerable and scored by its type,
 * and the shared view of its type plays by touch and by keyboard alone.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { glyphLayout } from '@/activities/glyphs/glyphs';
import { KIND_IDS, generateRound } from '@/activities/registry';
import { scoreItem } from '@/activities/scoring';
import { giveBox, installPointerEvents } from '@/activities/views/pointer-events';
import { loadEveryItemView, renderItemView } from '@/activities/views/testing';
import type { BuildItem, Item, KindId, Point, TopicSpec } from '@/domain/types';
import { rightAnswer, wrongAnswer } from '@/test/kind-contract';
import { ALL_PACKS } from './packs/all';

const SEEDS = [1, 7, 42];
/** Distinct param sets tried per kind (the curriculum has many topics per kind). */
const PARAM_SETS_PER_KIND = 4;

function topicsOfKind(kind: KindId): TopicSpec[] {
  const seen = new Set<string>();
  const topics: TopicSpec[] = [];
  for (const pack of ALL_PACKS) {
    for (const subject of Object.values(pack.subjects)) {
      for (const topic of subject.topics) {
        const key = JSON.stringify(topic.params);
        if (topic.kind !== kind || seen.has(key)) continue;
        seen.add(key);
        topics.push(topic);
      }
    }
  }
  return topics;
}

/** The glyph's own strokes, as a finger would send them: a point every few pixels. */
function perfectTrace(glyph: string): Point[][] {
  return glyphLayout(glyph).strokes.map((stroke) =>
    stroke.flatMap((point, index) => {
      const next = stroke[index + 1];
      if (!next) return [point];
      return Array.from({ length: 8 }, (_, step) => ({
        x: point.x + ((next.x - point.x) * step) / 8,
        y: point.y + ((next.y - point.y) * step) / 8,
      }));
    }),
  );
}

function tileButton(speech: string): HTMLElement {
  return within(screen.getByRole('list', { name: 'Pieces to place' })).getByRole('button', {
    name: speech,
  });
}

function spotButton(id: string): HTMLElement {
  const spot = document.querySelector<HTMLElement>(`[data-spot-id="${id}"]`);
  if (!spot) throw new Error(`no place ${id}`);
  return spot;
}

/**
 * Moves a build item's number by `steps` (back when negative): by touching the pile, a counter
 * or a hop button, or with the keyboard (Enter on the pile or a counter, arrows on the hopper).
 */
async function buildBy(
  user: ReturnType<typeof userEvent.setup>,
  item: BuildItem,
  steps: number,
  mode: 'touch' | 'keyboard',
) {
  for (let step = 0; step < Math.abs(steps); step += 1) {
    if (item.tool === 'line' && mode === 'keyboard') {
      screen.getByRole('slider').focus();
      await user.keyboard(steps > 0 ? '{ArrowRight}' : '{ArrowLeft}');
      continue;
    }
    const target =
      item.tool === 'line'
        ? screen.getByRole('button', { name: steps > 0 ? 'Hop forward' : 'Hop back' })
        : steps > 0
          ? screen.getByRole('button', { name: /^Put in / })
          : (screen.getAllByRole('button', { name: /^Take out / }).at(-1) as HTMLElement);
    if (mode === 'touch') {
      await user.pointer({ keys: '[TouchA]', target });
    } else {
      target.focus();
      await user.keyboard('{Enter}');
    }
  }
}

function answerOf(item: Item) {
  return item.type === 'trace'
    ? { type: 'trace' as const, strokes: perfectTrace(item.glyph) }
    : rightAnswer(item);
}

beforeAll(installPointerEvents);
beforeAll(loadEveryItemView);

describe.each(KIND_IDS.map((kind) => [kind]))('%s', (kind) => {
  const topics = topicsOfKind(kind).slice(0, PARAM_SETS_PER_KIND);

  it('is played by at least one topic of the curriculum', () => {
    expect(topics.length).toBeGreaterThan(0);
  });

  it('makes answerable items with several seeds and scores them by their type', () => {
    for (const topic of topics) {
      for (const seed of SEEDS) {
        const items = generateRound(topic, seed);
        expect(items).toHaveLength(topic.itemsPerRound);
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
        for (const item of items) {
          expect(item.kind).toBe(kind);
          expect(item.prompt.speech).not.toBe('');
          expect(item.hint).not.toBe('');
          expect(scoreItem(item, answerOf(item))).toEqual({ correct: true, message: item.praise });
          const wrong =
            item.type === 'trace'
              ? scoreItem(item, { type: 'trace', strokes: [] })
              : scoreItem(item, wrongAnswer(item));
          expect(wrong.correct).toBe(false);
          expect(wrong.message).not.toBe('');
          expect(wrong.message).not.toBe(item.praise);
        }
      }
    }
  });

  it('plays by touch: a wrong try is named, then the right answer is praised', async () => {
    const [item] = generateRound(topics[0] as TopicSpec, 3);
    if (!item) throw new Error('no item');
    const user = userEvent.setup();
    const { answers } = renderItemView(item);
    const feedback = () => screen.getByTestId('feedback');
    if (item.type === 'choice') {
      const choices = within(screen.getByRole('group', { name: 'Choices' }));
      const wrong = item.choices.find((choice) => choice.id !== item.answer);
      const right = item.choices.find((choice) => choice.id === item.answer);
      if (!wrong || !right) throw new Error('choice item without a right and a wrong choice');
      await user.pointer({
        keys: '[TouchA]',
        target: choices.getByRole('button', { name: wrong.speech }),
      });
      expect(feedback()).toHaveTextContent(scoreItem(item, wrongAnswer(item)).message);
      await user.pointer({
        keys: '[TouchA]',
        target: choices.getByRole('button', { name: right.speech }),
      });
      expect(answers.at(-1)).toEqual({ type: 'choice', choiceId: item.answer });
    } else if (item.type === 'match') {
      for (const left of item.left) {
        const right = item.right.find((choice) => choice.id === item.answer[left.id]);
        if (!right) throw new Error(`no partner for ${left.id}`);
        await user.pointer({
          keys: '[TouchA]',
          target: screen.getByRole('button', { name: left.speech }),
        });
        await user.pointer({
          keys: '[TouchA]',
          target: screen.getByRole('button', { name: right.speech }),
        });
      }
      expect(answers.at(-1)).toEqual({ type: 'match', pairs: item.answer });
    } else if (item.type === 'place') {
      const [firstTile, firstSpot] = Object.entries(item.answer)[0] ?? [];
      const elsewhere = item.spots.find((spot) => spot.id !== firstSpot);
      const tile = item.tiles.find((candidate) => candidate.id === firstTile);
      if (!tile || !elsewhere) throw new Error('place item without a wrong place');
      await user.pointer({ keys: '[TouchA]', target: tileButton(tile.speech) });
      await user.pointer({ keys: '[TouchA]', target: spotButton(elsewhere.id) });
      expect(feedback()).toHaveTextContent(
        scoreItem(item, answers.at(-1) ?? answerOf(item)).message,
      );
      expect(answers.at(-1)).toEqual({ type: 'place', placed: { [tile.id]: elsewhere.id } });
      for (const [tileId, spotId] of Object.entries(item.answer)) {
        const next = item.tiles.find((candidate) => candidate.id === tileId);
        if (!next) throw new Error(`no tile ${tileId}`);
        await user.pointer({ keys: '[TouchA]', target: tileButton(next.speech) });
        await user.pointer({ keys: '[TouchA]', target: spotButton(spotId) });
      }
      expect(answers.at(-1)).toEqual({ type: 'place', placed: item.answer });
    } else if (item.type === 'build') {
      await buildBy(user, item, item.answer === item.start + 1 ? 2 : 1, 'touch');
      await user.pointer({
        keys: '[TouchA]',
        target: screen.getByRole('button', { name: 'Check' }),
      });
      expect(feedback()).not.toHaveTextContent(item.praise);
      await buildBy(user, item, item.answer - (answers.at(-1) as { value: number }).value, 'touch');
      await user.pointer({
        keys: '[TouchA]',
        target: screen.getByRole('button', { name: 'Check' }),
      });
      expect(answers.at(-1)).toEqual({ type: 'build', value: item.answer });
    } else {
      const surface = screen.getByRole('img', { name: /Tracing space/ });
      giveBox(surface, { left: 0, top: 0, width: 300, height: 300 });
      const at = (point: Point) => ({
        clientX: point.x * 300,
        clientY: point.y * 300,
        pointerId: 1,
        pointerType: 'touch',
      });
      for (const stroke of perfectTrace(item.glyph)) {
        const [first, ...rest] = stroke;
        if (!first) continue;
        fireEvent.pointerDown(surface, at(first));
        for (const point of rest) fireEvent.pointerMove(surface, at(point));
        fireEvent.pointerUp(surface, at(stroke.at(-1) ?? first));
      }
      // The round notices a finished trace by itself: there is no button to press.
      expect(answers.at(-1)?.type).toBe('trace');
    }
    expect(feedback()).toHaveTextContent(item.praise);
  });

  it('plays by keyboard alone', async () => {
    const [item] = generateRound(topics[0] as TopicSpec, 5);
    if (!item) throw new Error('no item');
    const user = userEvent.setup();
    const { answers } = renderItemView(item);
    if (item.type === 'choice') {
      const buttons = within(screen.getByRole('group', { name: 'Choices' })).getAllByRole('button');
      buttons[0]?.focus();
      const target = item.choices.findIndex((choice) => choice.id === item.answer);
      for (let step = 0; step < target; step += 1) await user.keyboard('{ArrowRight}');
      expect(buttons[target]).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(answers).toEqual([{ type: 'choice', choiceId: item.answer }]);
    } else if (item.type === 'match') {
      for (const left of item.left) {
        const right = item.right.find((choice) => choice.id === item.answer[left.id]);
        if (!right) throw new Error(`no partner for ${left.id}`);
        screen.getByRole('button', { name: left.speech }).focus();
        await user.keyboard(' ');
        screen.getByRole('button', { name: right.speech }).focus();
        await user.keyboard('{Enter}');
      }
      expect(answers.at(-1)).toEqual({ type: 'match', pairs: item.answer });
    } else if (item.type === 'place') {
      for (const [tileId, spotId] of Object.entries(item.answer)) {
        const tile = item.tiles.find((candidate) => candidate.id === tileId);
        if (!tile) throw new Error(`no tile ${tileId}`);
        tileButton(tile.speech).focus();
        await user.keyboard(' ');
        spotButton(spotId).focus();
        await user.keyboard('{Enter}');
      }
      expect(answers.at(-1)).toEqual({ type: 'place', placed: item.answer });
    } else if (item.type === 'build') {
      await buildBy(user, item, item.answer - item.start, 'keyboard');
      screen.getByRole('button', { name: 'Check' }).focus();
      await user.keyboard('{Enter}');
      expect(answers).toEqual([{ type: 'build', value: item.answer }]);
    } else {
      screen.getByRole('button', { name: 'Find it instead' }).focus();
      await user.keyboard('{Enter}');
      screen.getByRole('button', { name: item.glyph }).focus();
      await user.keyboard('{Enter}');
      expect(answers).toEqual([{ type: 'choice', choiceId: item.glyph }]);
    }
    expect(scoreItem(item, answers.at(-1) ?? answerOf(item)).correct).toBe(true);
  });
});
