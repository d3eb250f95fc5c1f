import { expect, type Locator, type Page } from '@playwright/test';
import type { ChoiceItem, Item } from '../../src/domain/types';
import { PlayPage, type PlayMode } from './play-page';

/** The topic an assessment item was drawn from: its id is `${topicId}:${itemId}`. */
export function topicOfItem(item: Item): string {
  return item.id.split(':')[0] ?? '';
}

/**
 * An end-of-volume assessment, played with chosen wrong first answers, and the report card it
 * ends on. The wrong answers are real taps (or key presses) on a wrong choice.
 */
export class AssessmentPage extends PlayPage {
  readonly card: Locator;
  readonly skills: Locator;
  readonly practiseNext: Locator;

  constructor(page: Page, mode: PlayMode) {
    super(page, mode);
    this.card = page.getByRole('region', { name: /report card$/ });
    this.skills = this.card.getByRole('region', { name: 'Skills' });
    this.practiseNext = this.card.getByRole('region', { name: 'What to practise next' });
  }

  /** Picks a wrong choice first and waits for the gentle 'try again'. */
  async answerWrong(item: Item): Promise<void> {
    if (item.type !== 'choice') throw new Error(`Item ${item.id} is not a choice item`);
    const wrong = (item as ChoiceItem).choices.find((choice) => choice.id !== item.answer);
    if (!wrong) throw new Error(`Item ${item.id} has no wrong choice`);
    const button = this.choices.getByRole('button', { name: wrong.speech, exact: true });
    await this.press(button);
    await expect(button).toHaveAttribute('data-state', 'tried');
  }

  /**
   * Plays the whole round; `missFirst(item)` says which items get a wrong answer before the right
   * one. Returns the items in the order played.
   */
  async playWithMisses(topicKey: string, missFirst: (item: Item) => boolean): Promise<Item[]> {
    const total = (await this.savedRound(topicKey)).items.length;
    expect(total).toBeGreaterThanOrEqual(8);
    const items: Item[] = [];
    for (let index = 0; index < total; index += 1) {
      const item = await this.itemAt(topicKey, index);
      if (missFirst(item)) await this.answerWrong(item);
      await this.answer(item);
      await this.goOn(index === total - 1);
      items.push(item);
    }
    return items;
  }

  /** The row of a skill in the card's Skills list, by the skill's title. */
  skillRow(title: string): Locator {
    return this.skills.getByRole('listitem').filter({ hasText: title });
  }
}
