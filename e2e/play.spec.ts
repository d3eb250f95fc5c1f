import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { KindId } from '../src/domain/types';
import { DEMO_PARENT, SignInPage, SignUpPage, newParent } from './pages/account-pages';
import { waitingResultIds } from './pages/device-store';
import { PlayPage, type PlayMode } from './pages/play-page';

interface KindCase {
  kind: KindId;
  /** grade/volume/subject/topic */
  topicKey: string;
}

/** One volume-1 topic of every kind: about half played by touch, the rest by keyboard. */
const BY_TOUCH: readonly KindCase[] = [
  { kind: 'counting', topicKey: 'nursery/v1/maths/count-to-5' },
  { kind: 'colours', topicKey: 'nursery/v1/maths/colours-all-around' },
  { kind: 'shapes', topicKey: 'nursery/v1/maths/circles-squares-triangles' },
  { kind: 'comparing', topicKey: 'nursery/v1/maths/which-has-more' },
  { kind: 'number-grid', topicKey: 'k1/v1/maths/number-grid-to-20' },
  { kind: 'beginning-letter', topicKey: 'nursery/v1/english/first-sounds-a-to-h' },
  { kind: 'odd-one-out', topicKey: 'nursery/v1/english/which-does-not-belong' },
  { kind: 'rhyming', topicKey: 'k1/v1/english/rhyming-words' },
  { kind: 'tracing', topicKey: 'nursery/v1/english/trace-letters-a-to-h' },
  { kind: 'match-column', topicKey: 'k1/v1/english/words-and-pictures' },
];

const BY_KEYBOARD: readonly KindCase[] = [
  { kind: 'sight-words', topicKey: 'k1/v1/english/first-sight-words' },
  { kind: 'missing-numbers', topicKey: 'k1/v1/maths/missing-numbers-to-20' },
  { kind: 'addition', topicKey: 'k1/v1/maths/add-within-5' },
  { kind: 'subtraction', topicKey: 'k2/v1/maths/take-away-within-10' },
  { kind: 'patterns', topicKey: 'nursery/v1/maths/colour-patterns' },
  { kind: 'blends', topicKey: 'k2/v1/english/first-blends' },
  { kind: 'short-vowels', topicKey: 'k2/v1/english/short-a-and-i' },
  { kind: 'digraphs', topicKey: 'k2/v1/english/sh-ch-th' },
  { kind: 'letter-case', topicKey: 'k1/v1/english/capital-and-small-letters' },
];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function pathOf(topicKey: string): string {
  return `/class/${topicKey}`;
}

async function playWholeTopic(page: PlayPage, { kind, topicKey }: KindCase): Promise<void> {
  await page.open(pathOf(topicKey));
  await page.start();
  const items = await page.playToTheEnd(topicKey);
  expect(items.every((item) => (item.kind ?? kind) === kind)).toBe(true);

  const stars = await page.starsShown();
  expect(stars).toBeGreaterThanOrEqual(1);
  await expect
    .poll(async () => (await page.progress(topicKey)).length, { message: 'result saved' })
    .toBe(1);
  const [row] = await page.progress(topicKey);
  const [grade, volume, subject, topic] = topicKey.split('/');
  expect(row).toMatchObject({
    grade,
    volume,
    subject,
    topic,
    kind,
    stars,
    userId: null,
  });
  expect(await waitingResultIds(page.page)).toEqual([row?.id]);
  expect(row?.maxScore).toBe(items.length);
  expect(row?.score).toBeGreaterThanOrEqual(items.length - 1);
  expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  // The finished round is no longer offered for resuming.
  await expect.poll(() => page.session(topicKey)).toBeUndefined();
}

function playEveryKind(mode: PlayMode, cases: readonly KindCase[]) {
  for (const entry of cases) {
    test(`${entry.kind}: ${entry.topicKey} to the stars`, async ({ page }) => {
      // Eight letters traced stroke by stroke, one touch point at a time; eight rounds of letter
      // pairs matched by keyboard, about 300 key presses (close to a minute on a busy machine).
      if (entry.kind === 'tracing' || entry.kind === 'letter-case') test.slow();
      await playWholeTopic(new PlayPage(page, mode), entry);
    });
  }
}

test.describe('playing by touch', () => {
  test.use({ hasTouch: true });
  playEveryKind('touch', BY_TOUCH);

  test('the end-of-volume assessment mixes the topics and records its stars', async ({ page }) => {
    const play = new PlayPage(page, 'touch');
    const topicKey = 'nursery/v1/english/english-assessment';
    await play.open('/class/nursery/v1/english/assessment');
    await expect(page.getByRole('heading', { name: 'English Assessment' })).toBeVisible();
    await play.start();
    const items = await play.playToTheEnd(topicKey);
    expect(new Set(items.map((item) => item.kind)).size).toBeGreaterThanOrEqual(4);
    await expect.poll(async () => (await play.progress(topicKey)).length).toBe(1);
    const [row] = await play.progress(topicKey);
    expect(row).toMatchObject({ kind: 'assessment', topic: 'english-assessment', maxScore: 10 });
  });
});

test.describe('playing by keyboard', () => {
  playEveryKind('keyboard', BY_KEYBOARD);
});

test.describe('the topic page', () => {
  test.use({ hasTouch: true });

  test('resumes an unfinished round after a reload, where the child stopped', async ({ page }) => {
    const play = new PlayPage(page, 'touch');
    const topicKey = 'k1/v1/maths/count-to-10';
    await play.open(pathOf(topicKey));
    await play.start();
    const first = await play.itemAt(topicKey, 0);
    await play.answer(first);
    await play.goOn(false);
    const second = await play.itemAt(topicKey, 1);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Tap to carry on' })).toBeVisible();
    await play.start();
    await expect(page.getByRole('heading', { level: 2, name: second.prompt.text })).toBeVisible();
    const resumed = await play.itemAt(topicKey, 1);
    expect(resumed.id).toBe(second.id);
    await play.playToTheEnd(topicKey, 1);
  });

  test('shows the best stars on the volume page after a round', async ({ page }) => {
    const play = new PlayPage(page, 'touch');
    const topicKey = 'nursery/v1/maths/count-to-5';
    await play.open(pathOf(topicKey));
    await play.start();
    await play.playToTheEnd(topicKey);
    const stars = await play.starsShown();
    await play.press(page.getByRole('button', { name: 'Back to topics' }));
    await expect(page).toHaveURL(/\/class\/nursery\/v1\/maths$/);
    const card = page.getByRole('link', { name: /^Count to 5/ });
    await expect(card.getByRole('img', { name: `Best: ${stars} of 3 stars` })).toBeVisible();
  });

  test('says Invalid URL parameters for a missing or malformed part', async ({ page }) => {
    for (const path of ['/class/k1/v1/english/%20', '/class/k1/v1/%20/count-to-10']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText(
        'Invalid URL parameters. Please check the URL.',
      );
    }
  });

  test('shows a friendly placeholder for an unknown activity', async ({ page }) => {
    await page.goto('/class/k1/v1/science');
    await expect(
      page.getByRole('heading', { name: 'This activity is not here yet' }),
    ).toBeVisible();
    await page.goto('/class/K2/v1/maths/juggling');
    await expect(
      page.getByRole('heading', { name: 'This activity is not here yet' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the volume' }).click();
    await expect(page).toHaveURL(/\/class\/K2\/v1$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Volume 1:/ })).toBeVisible();
  });

  test('names the grade and volume when they do not exist', async ({ page }) => {
    await page.goto('/class/k3/v1/maths/count-to-10');
    await expect(page.getByRole('alert')).toHaveText(
      'Error: k3 v1 Component for grade and volume not found',
    );
  });

  test('locks volumes 2 to 4 for a visitor', async ({ page }) => {
    await page.goto('/class/nursery/v2');
    await expect(page.getByRole('link', { name: 'Unlock all four volumes' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  test('has no axe violations before and during play', async ({ page }) => {
    const play = new PlayPage(page, 'keyboard');
    await play.open('/class/k1/v1/english/first-sight-words');
    const before = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(before.violations).toEqual([]);
    await play.start();
    await play.itemAt('k1/v1/english/first-sight-words', 0);
    const during = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(during.violations).toEqual([]);
  });
});

test.describe('a signed-in parent', () => {
  test.use({ hasTouch: true });

  test('with an active subscription finds volumes 2 to 4 open, and results carry the account', async ({
    page,
  }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(DEMO_PARENT.email, DEMO_PARENT.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/class/k1/v2');
    await expect(
      page.getByRole('list', { name: 'English topics' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unlock all four volumes' })).toHaveCount(0);

    const play = new PlayPage(page, 'touch');
    const topicKey = 'k2/v1/maths/add-within-10';
    await play.open(pathOf(topicKey));
    await play.start();
    await play.playToTheEnd(topicKey);
    await expect.poll(async () => (await play.progress(topicKey)).length).toBe(1);
    const [row] = await play.progress(topicKey);
    expect(row?.userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('without a subscription sees the lock on volumes 2 to 4', async ({ page }) => {
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.signUp(newParent());
    await expect(page).toHaveURL(/\/subscribe$/);

    await page.goto('/class/nursery/v4/english');
    await expect(
      page.getByRole('heading', { name: 'This volume comes with a subscription' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unlock all four volumes' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });
});

test.describe('volume and curriculum pages', () => {
  test('list both subjects with their topics and assessments', async ({ page }) => {
    await page.goto('/class/k2/v1');
    for (const subject of ['English', 'Maths']) {
      const topics = page.getByRole('list', { name: `${subject} topics` });
      await expect(topics.getByRole('link')).toHaveCount(subject === 'English' ? 8 : 8);
      await expect(
        topics.getByRole('link', { name: new RegExp(`^${subject} Assessment`) }),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Maths', exact: true }).click();
    await expect(page).toHaveURL(/\/class\/k2\/v1\/maths$/);
    await page.getByRole('link', { name: /^Adding within 10/ }).click();
    await expect(page.getByRole('button', { name: 'Tap to start' })).toBeVisible();
  });

  test('the grade curriculum shows every volume and the free topics', async ({ page }) => {
    await page.goto('/class/nursery/curriculum');
    await expect(page.getByRole('heading', { level: 1, name: 'Nursery Curriculum' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Volume \d:/ })).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Count to 5' })).toHaveAttribute(
      'href',
      '/class/nursery/v1/maths/count-to-5',
    );
    await page.goto('/class/k5/curriculum');
    await expect(page.getByRole('alert')).toHaveText(
      'Error: k5 curriculum Component for grade and volume not found',
    );
  });

  test('have no axe violations', async ({ page }) => {
    for (const path of [
      '/class/k1/v1',
      '/class/k1/v1/english',
      '/class/k1/v2',
      '/class/k2/curriculum',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations, path).toEqual([]);
    }
  });
});
