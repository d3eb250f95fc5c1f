import { describe, expect, it } from 'vitest';
import { buildWordItem, sortItem } from '@/activities/testing/place-items';
import { scorePlace } from './place';

describe('scorePlace', () => {
  it('keeps the item open while every tile so far is right, naming the newest', () => {
    expect(
      scorePlace(sortItem, { type: 'place', placed: { 'word-cow': 'group-animals' } }),
    ).toEqual({ correct: true, partial: true, message: 'Yes! Cow goes with the animals.' });
  });

  it('is right when every tile that belongs somewhere is in its place', () => {
    expect(scorePlace(sortItem, { type: 'place', placed: { ...sortItem.answer } })).toEqual({
      correct: true,
      message: sortItem.praise,
    });
  });

  it('names the newest tile in a wrong place, even after right ones', () => {
    const placed = { 'word-cow': 'group-animals', 'word-pear': 'group-animals' };
    expect(scorePlace(sortItem, { type: 'place', placed })).toEqual({
      correct: false,
      message: "Pear does not go with the animals. Let's try again!",
    });
  });

  it('refuses a spare letter in any place, calling it by its letter', () => {
    expect(
      scorePlace(buildWordItem, { type: 'place', placed: { 'letter-o': 'place-1' } }).message,
    ).toBe("O does not go in the middle. Let's try again!");
  });

  it('treats answers of another type or unknown tiles as wrong', () => {
    expect(scorePlace(sortItem, { type: 'choice', choiceId: 'word-cow' }).correct).toBe(false);
    expect(
      scorePlace(sortItem, { type: 'place', placed: { 'word-dragon': 'group-animals' } }),
    ).toEqual({ correct: false, message: "Let's try again!" });
  });
});
