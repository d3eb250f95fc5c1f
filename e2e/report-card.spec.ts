import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/csp';
import { pack as k1v1 } from '../src/content/packs/k1/v1';
import { AppShell } from './pages/AppShell';
import { AssessmentPage, topicOfItem } from './pages/report-card-page';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function axeViolations(page: Page): Promise<unknown[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test.describe('the report card after an assessment', () => {
  test.use({ hasTouch: true });

  test('shows each skill’s level, links to what to practise next and stores the skills', async ({
    page,
  }) => {
    test.slow();
    const play = new AssessmentPage(page, 'touch');
    const topicKey = 'nursery/v1/english/english-assessment';
    await play.open('/class/nursery/v1/english/assessment');
    await play.start();

    // Every first-sounds question, and one odd-one-out question, wrong on the first try.
    let oddOneOutMissed = false;
    const items = await play.playWithMisses(topicKey, (item) => {
      const topic = topicOfItem(item);
      if (topic === 'first-sounds-a-to-h') return true;
      if (topic === 'which-does-not-belong' && !oddOneOutMissed) {
        oddOneOutMissed = true;
        return true;
      }
      return false;
    });
    expect(items).toHaveLength(15);

    const heading = play.card.getByRole('heading', {
      level: 2,
      name: 'English Assessment report card',
    });
    await expect(heading).toBeFocused();
    await expect(play.card.getByRole('img', { name: 'You earned 2 of 3 stars' })).toBeVisible();
    await expect(play.card).toContainText('11 of 15 right on the first try.');
    await expect(play.card).toContainText('3 of 5 skills secure.');
    await expect(page.getByRole('heading', { name: 'Well done!' })).toHaveCount(0);

    const levels: [string, string, string][] = [
      ['Recognises the letters A to H, big and small', 'Secure', '3 of 3'],
      ['Hears the first sound of words from a to h', 'Not yet', '0 of 3'],
      ['Traces the capital letters A to H', 'Secure', '3 of 3'],
      ['Spots the picture that does not belong', 'Practising', '2 of 3'],
      ['Matches a picture to its first letter', 'Secure', '3 of 3'],
    ];
    await expect(play.skills.getByRole('listitem')).toHaveCount(levels.length);
    for (const [title, level, count] of levels) {
      const row = play.skillRow(title);
      await expect(row).toContainText(level);
      await expect(row).toContainText(`${count} right first time`);
    }

    const practise = play.practiseNext.getByRole('link');
    await expect(practise).toHaveText([
      'First Sounds A to H',
      'Which Letter Does It Start With?',
      'Which One Does Not Belong?',
    ]);
    // The next step: the Maths topics, and the map of the volume.
    await expect(play.card.getByRole('button', { name: /^Next: / })).toBeVisible();
    await expect(play.card.getByRole('button', { name: 'Back to the map' })).toBeVisible();
    await expect(play.card.getByRole('button', { name: 'Play again' })).toBeVisible();

    // Stored on the device with the round, one entry per topic asked.
    await expect.poll(async () => (await play.progress(topicKey)).length).toBe(1);
    const [row] = await play.progress(topicKey);
    expect(row).toMatchObject({ kind: 'assessment', score: 11, maxScore: 15, stars: 2 });
    expect(row?.skills).toEqual([
      { skill: 'letter-recognition', topic: 'big-and-small-letters', score: 2, maxScore: 2 },
      { skill: 'first-sounds', topic: 'first-sounds-a-to-h', score: 0, maxScore: 3 },
      { skill: 'picture-sorting', topic: 'which-does-not-belong', score: 2, maxScore: 3 },
      { skill: 'word-picture-matching', topic: 'letters-and-pictures', score: 3, maxScore: 3 },
      { skill: 'letter-recognition', topic: 'match-big-and-small-letters', score: 1, maxScore: 1 },
      { skill: 'letter-formation', topic: 'trace-letters-a-to-h', score: 3, maxScore: 3 },
    ]);

    // Readable and axe-clean on a desktop, a phone and a tablet.
    const shell = new AppShell(page);
    expect(await axeViolations(page)).toEqual([]);
    for (const size of [
      { width: 360, height: 740 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(size);
      await expect(heading).toBeVisible();
      expect(await shell.hasHorizontalScroll(), `${size.width} px`).toBe(false);
      const box = await play.card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
      expect(await axeViolations(page), `${size.width} px`).toEqual([]);
    }

    // 'What to practise next' opens the weakest topic.
    await play.press(practise.first());
    await expect(page).toHaveURL(/\/class\/nursery\/v1\/english\/first-sounds-a-to-h$/);
    await expect(page.getByRole('button', { name: 'Tap to start' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'First Sounds A to H' })).toBeVisible();

    // The volume page keeps the last check, and opens its report card again.
    await page.goto('/class/nursery/v1');
    const english = page.getByRole('region', { name: 'English', exact: true });
    const lastCheck = english.getByText('Last check: 3 of 5 skills secure — see report');
    await expect(lastCheck).toBeVisible();
    await play.press(lastCheck);
    const saved = english.getByRole('region', { name: 'English Assessment report card' });
    await expect(saved.getByRole('heading', { level: 4 })).toBeVisible();
    await expect(saved.getByRole('link')).toHaveText([
      'First Sounds A to H',
      'Which Letter Does It Start With?',
      'Which One Does Not Belong?',
    ]);
    // The skill not yet secure, and the two topics that practise it.
    await expect(saved.getByRole('listitem').filter({ hasText: 'Not yet' })).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the report card by keyboard', () => {
  test('says every skill is secure after a perfect round and goes back to the volume', async ({
    page,
  }) => {
    test.slow();
    const play = new AssessmentPage(page, 'keyboard');
    const topicKey = 'k1/v1/maths/maths-assessment';
    await play.open('/class/k1/v1/maths/assessment');
    await play.start();
    await play.playWithMisses(topicKey, () => false);

    const { topics, assessment } = k1v1.subjects.maths;
    const skills = new Set(
      assessment.sections.map((s) => topics.find((t) => t.id === s.topicId)?.skill),
    );
    await expect(play.card.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(play.card).toContainText(`${skills.size} of ${skills.size} skills secure.`);
    await expect(play.skills.getByRole('listitem').filter({ hasText: 'Secure' })).toHaveCount(
      skills.size,
    );
    await expect(play.practiseNext).toContainText('Every skill is secure.');
    await expect(play.practiseNext.getByRole('link')).toHaveCount(0);
    await expect
      .poll(async () => (await play.progress(topicKey))[0]?.skills?.length)
      .toBe(assessment.sections.length);

    // A grown-up takes the child out of the activities, to the volume.
    await play.leaveSpace();
    await expect(page).toHaveURL(/\/class\/k1\/v1$/);
    const maths = page.getByRole('region', { name: 'Maths', exact: true });
    await expect(
      maths.getByText(`Last check: ${skills.size} of ${skills.size} skills secure — see report`),
    ).toBeVisible();
  });
});
