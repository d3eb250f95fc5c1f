// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSpeech } from '@/test/speech';
import { STORY_BEAT_MS, StoryScene, storyLabel, type StoryStem } from './StoryScene';

const ADDING: StoryStem = { type: 'story', picture: 'duck', start: 3, change: 2, operator: '+' };
const TAKING: StoryStem = { type: 'story', picture: 'apple', start: 7, change: 3, operator: '-' };

function scene(): HTMLElement {
  return screen.getByRole('img');
}

function roles(): (string | null)[] {
  return [...scene().querySelectorAll('[data-role]')].map((node) => node.getAttribute('data-role'));
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StoryScene', () => {
  it('says what happens in the story, with the grammar of the pictured noun', () => {
    expect(storyLabel(ADDING)).toBe('3 ducks, then 2 more ducks come');
    expect(storyLabel({ ...ADDING, change: 1 })).toBe('3 ducks, then 1 more duck comes');
    expect(storyLabel({ ...TAKING, change: 1 })).toBe('7 apples, then 1 apple goes away');
    expect(storyLabel(TAKING)).toBe('7 apples, then 3 apples go away');
  });

  it('shows the things the story starts with, then the ones that arrive while it is told', () => {
    reduceMotion(false);
    vi.useFakeTimers();
    render(<StoryScene stem={ADDING} />);
    expect(scene()).toHaveAccessibleName('3 ducks, then 2 more ducks come');
    expect(roles()).toEqual(['here', 'here', 'here', 'arriving', 'arriving']);
    expect(scene()).toHaveAttribute('data-told', 'false');
    act(() => vi.advanceTimersByTime(STORY_BEAT_MS - 1));
    expect(scene()).toHaveAttribute('data-told', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(scene()).toHaveAttribute('data-told', 'true');
  });

  it('marks the last ones as leaving when things go away', () => {
    reduceMotion(false);
    render(<StoryScene stem={TAKING} />);
    expect(roles()).toEqual(['here', 'here', 'here', 'here', 'leaving', 'leaving', 'leaving']);
  });

  it('tells the story again, aloud and in pictures, when the button is pressed', () => {
    reduceMotion(false);
    const speech = recordSpeech();
    vi.useFakeTimers();
    render(<StoryScene stem={TAKING} speech="Mia has 7 apples. Mia gives 3 apples to Sam." />);
    act(() => vi.advanceTimersByTime(STORY_BEAT_MS));
    expect(scene()).toHaveAttribute('data-told', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Tell the story again' }));
    expect(speech.spoken.at(-1)).toBe('Mia has 7 apples. Mia gives 3 apples to Sam.');
    expect(scene()).toHaveAttribute('data-told', 'false');
    act(() => vi.advanceTimersByTime(STORY_BEAT_MS));
    expect(scene()).toHaveAttribute('data-told', 'true');
    speech.restore();
  });

  it('starts as it ends when the child prefers less motion', () => {
    reduceMotion(true);
    render(<StoryScene stem={ADDING} />);
    expect(scene()).toHaveAttribute('data-told', 'true');
  });
});
