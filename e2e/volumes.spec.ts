import { expect, test } from './support/csp';
import { ALL_PACKS } from '../src/content/packs/all';
import { GRADE_SLUGS, type GradeSlug } from '../src/domain/grades';
import { DEMO_PARENT, SignInPage } from './pages/account-pages';
import { PlayPage } from './pages/play-page';
import { AssessmentPage } from './pages/report-card-page';

/** Volumes 2 to 4 of a grade, with the topic played: English in one, Maths in the next. */
function paidTopics(grade: GradeSlug) {
  return ALL_PACKS.filter((pack) => pack.grade === grade && pack.volume !== 'v1')
    .sort((a, b) => a.volume.localeCompare(b.volume))
    .map((pack, index) => {
      const subject = index % 2 === 0 ? 'english' : 'maths';
      const topic = pack.subjects[subject].topics[0];
      if (!topic) throw new Error(`${pack.grade}/${pack.volume} has no ${subject} topic`);
      return { volume: pack.volume, subject, topic };
    });
}

/** The grade whose volume-4 topic is played to the stars; the others play one item of each. */
const TO_THE_STARS: GradeSlug = 'k1';

test.describe('every paid volume for the demo subscriber', () => {
  test.use({ hasTouch: true });

  for (const grade of GRADE_SLUGS) {
    const played = grade === TO_THE_STARS ? "volume 4's to the stars" : 'one item of each';
    test(`${grade}: a topic of volumes 2, 3 and 4 opens from its volume page and plays; ${played}`, async ({
      page,
    }) => {
      test.slow();
      const signIn = new SignInPage(page);
      await signIn.goto();
      await signIn.signIn(DEMO_PARENT.email, DEMO_PARENT.password);
      await expect(page).toHaveURL(/\/$/);

      const topics = paidTopics(grade);
      expect(topics).toHaveLength(3);
      for (const { volume, subject, topic } of topics) {
        await page.goto(`/class/${grade}/${volume}`);
        const heading = subject === 'english' ? 'English topics' : 'Maths topics';
        const link = page.getByRole('list', { name: heading }).getByRole('link', {
          name: new RegExp(topic.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        });
        // A paid volume's page waits for its content, slow to come on a busy machine.
        await expect(link.first()).toBeVisible({ timeout: 30_000 });
        // The first touch says the topic's name, the second starts it in the child space.
        await link.first().click();
        await link.first().click();
        await expect(page).toHaveURL(
          new RegExp(`/class/${grade}/${volume}/${subject}/${topic.id}$`),
        );

        const play = new PlayPage(page, 'touch');
        const topicKey = `${grade}/${volume}/${subject}/${topic.id}`;
        await expect(play.space).toBeVisible();
        if (volume !== 'v4' || grade !== TO_THE_STARS) {
          await play.answer(await play.itemAt(topicKey, 0));
          await play.goOn(false);
          await play.itemAt(topicKey, 1);
          continue;
        }
        await play.playToTheEnd(topicKey);
        expect(await play.starsShown()).toBeGreaterThanOrEqual(1);
        await expect.poll(async () => (await play.progress(topicKey)).length).toBe(1);
        const [row] = await play.progress(topicKey);
        expect(row).toMatchObject({ grade, volume, subject, topic: topic.id });
        expect(row?.userId).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  }

  test('a paid volume’s assessment finishes with its report card and stored skills', async ({
    page,
  }) => {
    test.slow();
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(DEMO_PARENT.email, DEMO_PARENT.password);
    await expect(page).toHaveURL(/\/$/);

    // A take-away story: some of the things leave while it is told, and it can be told again.
    const story = new PlayPage(page, 'touch');
    const storyKey = 'k2/v4/maths/take-away-stories';
    await story.open('/class/k2/v4/maths/take-away-stories');
    await story.start();
    const first = await story.itemAt(storyKey, 0);
    if (first.type !== 'choice' || first.stem?.type !== 'story') throw new Error('not a story');
    const scene = story.space.getByRole('img', { name: / go(es)? away$/ });
    await expect(scene).toHaveAttribute('data-told', 'true');
    await expect(scene.locator('[data-role="leaving"]')).toHaveCount(first.stem.change);
    await expect(scene.locator('[data-role="here"]')).toHaveCount(
      first.stem.start - first.stem.change,
    );
    await story.press(story.space.getByRole('button', { name: 'Tell the story again' }));
    await expect(scene).toHaveAttribute('data-told', 'false');
    await expect(scene).toHaveAttribute('data-told', 'true');
    expect(await story.outOfView()).toEqual([]);
    await story.answer(first);

    const play = new AssessmentPage(page, 'touch');
    const topicKey = 'k2/v4/maths/maths-assessment';
    await play.open('/class/k2/v4/maths/assessment');
    await play.start();
    await play.playWithMisses(topicKey, () => false);

    await expect(play.card.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(play.card).toContainText(/(\d+) of \1 skills secure\./);
    await expect(play.practiseNext).toContainText('Every skill is secure.');
    await expect
      .poll(async () => (await play.progress(topicKey))[0]?.skills?.length ?? 0)
      .toBeGreaterThanOrEqual(4);
  });
});
