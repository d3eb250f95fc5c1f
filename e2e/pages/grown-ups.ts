import { expect, type Locator, type Page } from '@playwright/test';
import { answerToPrompt } from '../../src/widgets/parental-gate/testing';

/** Answers the grown-ups question shown in `scope`, as a parent would. */
export async function answerGrownUpsQuestion(scope: Locator): Promise<void> {
  const field = scope.getByRole('textbox');
  const id = await field.getAttribute('id');
  const question = (await scope.locator(`label[for="${id}"]`).innerText()).trim();
  await field.fill(answerToPrompt(question));
  await scope.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Opens something kept for grown-ups among a child's screens: taps its 'For grown-ups: ...'
 * button and answers the question. Nothing to do when a grown-up answered a moment ago. With
 * `opened`, waits until the page shows either the button or what it opens.
 */
export async function openForGrownUps(page: Page, opener: string, opened?: Locator): Promise<void> {
  const button = page.getByRole('button', { name: opener });
  // A paid volume's content may still be on its way: its page shows the button once it arrives.
  if (opened) await expect(button.or(opened).first()).toBeVisible({ timeout: 30_000 });
  if ((await button.count()) === 0) return;
  await button.click();
  const heading = page.getByRole('heading', { name: 'Grown-ups only' });
  await expect(heading).toBeVisible();
  await answerGrownUpsQuestion(
    page
      .locator('form')
      .filter({ has: page.getByRole('textbox') })
      .first(),
  );
  await expect(heading).toHaveCount(0);
}
