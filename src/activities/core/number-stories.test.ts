import { describe, expect, it } from 'vitest';
import { createRandom } from '@/domain/random';
import { addingStory, takeAwayStory } from './number-stories';

describe('number stories', () => {
  it('tell an adding story with the numbers and pictures given, asking what the text asks', () => {
    const story = addingStory(3, 1, 'duck', createRandom(1));
    expect(story.speech).toMatch(
      /^(\w+) has 3 ducks\. \w+ brings 1 more duck\. How many ducks does \1 have now\?$/,
    );
    expect(story.speech.endsWith(story.text)).toBe(true);
  });

  it('tell a take-away story about two different children', () => {
    const story = takeAwayStory(9, 4, 'red-apple', createRandom(2));
    const match =
      /^(\w+) has 9 apples\. \1 gives 4 apples to (\w+)\. How many apples does \1 have left\?$/.exec(
        story.speech,
      );
    expect(match?.[1]).not.toBe(match?.[2]);
    expect(match).not.toBeNull();
    expect(story.speech.endsWith(story.text)).toBe(true);
  });
});
