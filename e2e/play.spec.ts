import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/csp';
import type { KindId } from '../src/domain/types';
import { DEMO_PARENT, SignInPage, SignUpPage, newParent } from './pages/account-pages';
import { waitingResultIds } from './pages/device-store';
import { spokenTexts, spyOnSpeech } from './pages/parents-page';
import { PlayPage } from './pages/play-page';
import { AssessmentPage } from './pages/report-card-page';

interface KindCase {
  kind: KindId;
  /** grade/volume/subject/topic */
  topicKey: string;
}

/** One volume-1 topic of every kind. */
const EVERY_KIND: readonly KindCase[] = [
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
  { kind: 'sight-words', topicKey: 'k1/v1/english/first-sight-words' },
  { kind: 'missing-numbers', topicKey: 'k1/v1/maths/missing-numbers-to-20' },
  { kind: 'addition', topicKey: 'k1/v1/maths/add-within-5' },
  { kind: 'subtraction', topicKey: 'k2/v1/maths/take-away-within-10' },
  { kind: 'patterns', topicKey: 'nursery/v1/maths/colour-patterns' },
  { kind: 'blends', topicKey: 'k2/v1/english/first-blends' },
  { kind: 'short-vowels', topicKey: 'k2/v1/english/short-a-and-i' },
  { kind: 'digraphs', topicKey: 'k2/v1/english/sh-ch-th' },
  { kind: 'letter-case', topicKey: 'k1/v1/english/capital-and-small-letters' },
  { kind: 'build-word', topicKey: 'k2/v1/english/build-short-vowel-words' },
  { kind: 'put-in-order', topicKey: 'nursery/v1/maths/numbers-in-order-to-5' },
  { kind: 'sort', topicKey: 'k2/v1/maths/sort-every-shape' },
  { kind: 'build-number', topicKey: 'nursery/v1/maths/make-numbers-to-5' },
  { kind: 'number-line', topicKey: 'k2/v1/maths/hop-both-ways-to-20' },
  { kind: 'clock', topicKey: 'k2/v1/maths/first-clock-times' },
];

/** Tablets both ways round, a laptop-sized tablet, and a phone. */
const SCREENS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
  { width: 390, height: 844 },
] as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function caseOf(kind: KindId): KindCase {
  const found = EVERY_KIND.find((entry) => entry.kind === kind);
  if (!found) throw new Error(`No topic of kind ${kind}`);
  return found;
}

function pathOf(topicKey: string): string {
  return `/class/${topicKey}`;
}

/**
 * Kinds whose round is played to the stars here (choice rounds go to the stars in the tests of the
 * map, the assessment and the keyboard); every other kind plays its first items.
 */
const TO_THE_STARS: ReadonlySet<KindId> = new Set(['match-column']);
const FIRST_ITEMS = 3;
/** Tracing by touch is slow to drive (every stroke point by point): one letter; keyboard tracing is tested too. */
const FIRST_ITEMS_OF: Partial<Record<KindId, number>> = { tracing: 1 };

/** On a phone the frog, centred on its number, stays whole on the screen at both ends of the line. */
async function frogStaysWholeAtBothEnds(page: PlayPage): Promise<void> {
  await page.page.setViewportSize({ width: 390, height: 844 });
  const frog = page.space.getByRole('slider');
  const start = Number(await frog.getAttribute('aria-valuenow'));
  const end = Number(await frog.getAttribute('aria-valuemax'));
  await frog.focus();
  const moves = [
    ['ArrowRight', end - start, end],
    ['ArrowLeft', end, 0],
    ['ArrowRight', start, start],
  ] as const;
  for (const [key, presses, value] of moves) {
    for (let press = 0; press < presses; press += 1) await page.page.keyboard.press(key);
    await expect(frog).toHaveAttribute('aria-valuenow', String(value));
    await frog.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    expect(await page.outOfView(), `the frog at ${value}`).toEqual([]);
  }
}

async function playTopic(page: PlayPage, { kind, topicKey }: KindCase): Promise<void> {
  await page.open(pathOf(topicKey));
  await page.start();
  await expect(page.space).toBeVisible();
  const total = (await page.savedRound(topicKey)).items.length;
  expect(total).toBeGreaterThanOrEqual(8);
  // The first item is whole on tablets both ways round, a laptop-sized tablet and a phone.
  await page.itemAt(topicKey, 0);
  for (const screen of SCREENS) {
    await page.page.setViewportSize(screen);
    expect(await page.outOfView(), `${topicKey} at ${screen.width}x${screen.height}`).toEqual([]);
  }
  if (kind === 'number-line') await frogStaysWholeAtBothEnds(page);
  await page.page.setViewportSize(SCREENS[0]);
  const toTheStars = TO_THE_STARS.has(kind);
  const firstItems = FIRST_ITEMS_OF[kind] ?? FIRST_ITEMS;
  const played = toTheStars ? total : firstItems;
  for (let index = 0; index < played; index += 1) {
    const item = await page.itemAt(topicKey, index);
    expect(item.kind ?? kind).toBe(kind);
    expect(await page.outOfView(), `${topicKey} item ${index + 1}`).toEqual([]);
    await page.answer(item);
    // Feedback and the way on are in view too.
    expect(await page.outOfView(), `${topicKey} item ${index + 1} answered`).toEqual([]);
    await page.goOn(index === total - 1);
  }
  if (!toTheStars) {
    // The round waits on the next item, with every item so far solved.
    await page.itemAt(topicKey, firstItems);
    const results = (await page.session(topicKey))?.results ?? [];
    expect(results.slice(0, firstItems).map((result) => result.solved)).toEqual(
      Array.from({ length: firstItems }, () => true),
    );
    return;
  }
  await expect(page.stars).toBeVisible();

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
  expect(row?.maxScore).toBe(total);
  expect(row?.score).toBeGreaterThanOrEqual(total - 1);
  expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  // The finished round is no longer offered for resuming.
  await expect.poll(() => page.session(topicKey)).toBeUndefined();
}

/** Items of matching and tracing played by keyboard. */
const ITEMS_PER_KIND = 3;

test.describe('playing by touch on a tablet, in the child space', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  for (const entry of EVERY_KIND) {
    const firstItems = FIRST_ITEMS_OF[entry.kind] ?? FIRST_ITEMS;
    const played = TO_THE_STARS.has(entry.kind)
      ? 'to the stars'
      : `${firstItems} ${firstItems === 1 ? 'item' : 'items'}`;
    test(`${entry.kind}: ${entry.topicKey} ${played}, whole on every screen, nothing below the fold`, async ({
      page,
    }) => {
      // Letters traced stroke by stroke, one touch point at a time.
      if (entry.kind === 'tracing') test.slow();
      await playTopic(new PlayPage(page, 'touch'), entry);
    });
  }

  test('an item missed today is offered to practise and comes back on another day, uncounted', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(2026, 5, 1, 10));
    const play = new AssessmentPage(page, 'touch');
    const topicKey = 'nursery/v1/maths/count-to-5';
    await play.open(pathOf(topicKey));
    await play.start();
    const missed = await play.itemAt(topicKey, 0);
    await play.answerWrong(missed);
    await play.answer(missed);
    await play.goOn(false);
    await play.playToTheEnd(topicKey, 1);
    await expect(play.stars).toBeVisible();
    await expect.poll(async () => (await play.progress(topicKey)).length).toBe(1);
    // The map now offers, ahead of the topics, to practise the one skill with a miss.
    await play.press(play.space.getByRole('button', { name: 'Back to the map' }));
    const practise = play.space.getByRole('list', { name: 'Maths topics' }).getByRole('link');
    await expect(practise.first()).toHaveAccessibleName('Practise: Count to 5');
    await expect(practise.first()).toHaveAttribute('href', '/class/nursery/v1/maths/count-to-5');

    // The next day the missed item is in the new round, second, and the score leaves it out.
    await page.clock.setFixedTime(new Date(2026, 5, 2, 10));
    await play.open(pathOf(topicKey));
    await play.start();
    const { items } = await play.savedRound(topicKey);
    expect(items[0]?.id.endsWith('~card')).toBe(false);
    expect(items[1]?.id).toBe(`${missed.id}~card`);
    expect(items[1]?.prompt.speech).toMatch(/^Here is one from another day\. You can do it!/);
    await play.playToTheEnd(topicKey);
    await expect.poll(async () => (await play.progress(topicKey)).length).toBe(2);
    const [second] = (await play.progress(topicKey)).sort(
      (a, b) => new Date(b.finishedAt).getTime() - new Date(a.finishedAt).getTime(),
    );
    expect(second?.maxScore).toBe(items.length - 1);
  });

  test('the end-of-volume assessment mixes the topics and records its stars', async ({ page }) => {
    // Fifteen questions, some of them matched by dragging.
    test.slow();
    const play = new PlayPage(page, 'touch');
    const topicKey = 'nursery/v1/english/english-assessment';
    await play.open('/class/nursery/v1/english/assessment');
    await expect(page.getByRole('heading', { name: 'English Assessment' })).toBeVisible();
    await play.start();
    const items = await play.playToTheEnd(topicKey);
    expect(new Set(items.map((item) => item.kind)).size).toBeGreaterThanOrEqual(4);
    await expect.poll(async () => (await play.progress(topicKey)).length).toBe(1);
    const [row] = await play.progress(topicKey);
    expect(row).toMatchObject({ kind: 'assessment', topic: 'english-assessment', maxScore: 15 });
    // A finished English check leads on to Maths.
    await expect(play.space.getByRole('button', { name: /^Next: / })).toBeVisible();
  });
});

test.describe('playing by keyboard', () => {
  test('a choice round to the stars, then matching and tracing items, with the keyboard only', async ({
    page,
  }) => {
    test.slow();
    const play = new PlayPage(page, 'keyboard');
    const choice = caseOf('sight-words');
    await play.open(pathOf(choice.topicKey));
    await play.start();
    await play.answer(await play.itemAt(choice.topicKey, 0));
    await play.glowsWithItsFocusRing(page.getByRole('button', { name: 'Next' }));
    await play.goOn(false);
    await play.playToTheEnd(choice.topicKey, 1);
    const nextTopic = page.getByRole('button', { name: /^Next: / });
    await play.tabTo(nextTopic);
    await play.glowsWithItsFocusRing(nextTopic);
    await play.press(play.space.getByRole('button', { name: 'Back to the map' }));
    const whereWeAre = play.space.locator('a[aria-current="step"]');
    await play.tabTo(whereWeAre);
    await play.glowsWithItsFocusRing(whereWeAre);
    for (const { topicKey } of [caseOf('letter-case'), caseOf('tracing')]) {
      await play.open(pathOf(topicKey));
      await play.start();
      for (let index = 0; index < ITEMS_PER_KIND; index += 1) {
        await play.answer(await play.itemAt(topicKey, index));
        await play.goOn(false);
      }
      await play.itemAt(topicKey, ITEMS_PER_KIND);
    }
  });
});

test.describe('the child space', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test('counting says the next number at each touch and shows the count', async ({ page }) => {
    await spyOnSpeech(page);
    const play = new PlayPage(page, 'touch');
    const topicKey = 'nursery/v1/maths/count-to-5';
    await play.open(pathOf(topicKey));
    await play.start();
    const item = await play.itemAt(topicKey, 0);
    if (item.type !== 'choice' || item.stem?.type !== 'visual' || item.stem.visual.type !== 'group')
      throw new Error('a counting item shows a group');
    const group = play.space.getByRole('group', { name: /touch each one to count$/ });
    const objects = group.getByRole('button');
    await expect(objects).toHaveCount(item.stem.visual.count);
    const before = (await spokenTexts(page)).length;
    for (let index = item.stem.visual.count - 1; index >= 0; index -= 1) {
      await objects.nth(index).tap();
    }
    const counted = (await spokenTexts(page)).slice(before);
    expect(counted).toEqual(
      Array.from({ length: item.stem.visual.count }, (_, index) => String(index + 1)),
    );
    await expect(objects.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(play.space.locator('[data-counted]')).toHaveText(String(item.stem.visual.count));
  });

  test('a wrong pair springs back with its feedback at once; a right one stays', async ({
    page,
  }) => {
    const play = new PlayPage(page, 'touch');
    const topicKey = 'k1/v1/english/words-and-pictures';
    await play.open(pathOf(topicKey));
    await play.start();
    const item = await play.itemAt(topicKey, 0);
    if (item.type !== 'match') throw new Error('a match item');
    const [first, second] = item.left;
    if (!first || !second) throw new Error('two pairs at least');
    const card = (side: 'left' | 'right', id: string) =>
      play.space.locator(`[data-match-side="${side}"][data-match-id="${id}"]`);
    const wrongPartner = item.answer[second.id] as string;
    await card('left', first.id).tap();
    await card('right', wrongPartner).tap();
    await expect(play.space.getByRole('status')).toContainText('does not go with');
    await expect(card('left', first.id)).toHaveAccessibleName(first.speech);
    await card('left', first.id).tap();
    await card('right', item.answer[first.id] as string).tap();
    await expect(play.space.getByRole('status')).toContainText('goes with');
    await expect(card('left', first.id)).toHaveAccessibleName(/, matched with /);
    const state = await play.session(topicKey);
    expect(state?.results[0]?.attempts).toBe(1);
    expect(state?.results[0]?.solved).toBe(false);
    // The missed item comes back later in the round for a second go.
    expect(state?.items.map((entry) => entry.id)).toContain(`${item.id}~again`);
  });

  test("after the stars, the next topic's picture starts it; the map shows the garden", async ({
    page,
  }) => {
    const play = new PlayPage(page, 'touch');
    const topicKey = 'nursery/v1/maths/count-to-5';
    await play.open(pathOf(topicKey));
    await play.start();
    await play.playToTheEnd(topicKey);
    const stars = await play.starsShown();

    await play.press(play.space.getByRole('button', { name: 'Back to the map' }));
    const card = play.space
      .getByRole('list', { name: 'Maths topics' })
      .getByRole('link', { name: /^Count to 5/ });
    await expect(card.getByRole('img', { name: `Best: ${stars} of 3 stars` })).toBeVisible();
    await expect(
      play.space.getByRole('button', { name: /^My garden\. Your garden has / }),
    ).toBeVisible();
    await expect(play.space.locator('[data-plant]:not([data-plant="bare"])')).toHaveCount(1);

    // Touching a topic says its name; touching it again plays it: this one is where we were.
    await card.tap();
    await expect(play.space.getByRole('button', { name: 'Play Count to 5' })).toBeVisible();
    await card.tap();
    const next = play.space.getByRole('button', { name: /^Next: / });
    await expect(next).toBeVisible();
    const title = ((await next.getAttribute('aria-label')) ?? '').replace(/^Next: /, '');
    await next.tap();
    await expect(page).not.toHaveURL(/count-to-5$/);
    await expect(play.space).toHaveAttribute('aria-label', title);
    await expect(play.space.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Tap to (start|carry on)$/ })).toHaveCount(0);
  });

  test('leaves only through the grown-ups question, to the volume page', async ({ page }) => {
    const play = new PlayPage(page, 'touch');
    await play.open(pathOf('k1/v1/maths/count-to-10'));
    await play.start();
    // The site behind the space is out of reach: no menu, no breadcrumb, no footer.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    // Nor is it styled or laid out again while the space covers it.
    await expect(page.locator('#root')).toHaveCSS('content-visibility', 'hidden');
    await play.leaveSpace();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('#root')).toHaveCSS('content-visibility', 'visible');
    await expect(page).toHaveURL(/\/class\/k1\/v1$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Volume 1:/ })).toBeVisible();
  });

  test('has no axe violations before the round, in it and on the stars', async ({ page }) => {
    const play = new PlayPage(page, 'touch');
    const topicKey = 'k1/v1/english/first-sight-words';
    await play.open(pathOf(topicKey));
    const before = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(before.violations).toEqual([]);
    await play.start();
    await play.itemAt(topicKey, 0);
    const during = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(during.violations).toEqual([]);
    await play.playToTheEnd(topicKey);
    const after = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(after.violations).toEqual([]);
  });
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
    // The page first asks the server whether the volume is open: slow on a busy machine.
    await expect(page.getByRole('link', { name: 'Unlock all four volumes' })).toHaveAttribute(
      'href',
      '/subscribe',
      { timeout: 30_000 },
    );
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
      await expect(topics.getByRole('link')).toHaveCount(subject === 'English' ? 10 : 12);
      await expect(
        topics.getByRole('link', { name: new RegExp(`^${subject} Assessment`) }),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Maths', exact: true }).click();
    await expect(page).toHaveURL(/\/class\/k2\/v1\/maths$/);
    // A first click says the topic's name and shows its play button; a second one starts it.
    const topic = page.getByRole('link', { name: /^Adding within 10/ });
    await topic.click();
    await expect(page).toHaveURL(/\/class\/k2\/v1\/maths$/);
    await expect(page.getByRole('button', { name: 'Play Adding within 10' })).toBeVisible();
    await topic.click();
    await expect(page).toHaveURL(/\/class\/k2\/v1\/maths\/add-within-10$/);
    await expect(page.getByRole('dialog', { name: 'Adding within 10' })).toBeVisible();
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
});
