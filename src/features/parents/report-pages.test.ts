import { describe, expect, it } from 'vitest';
import { buildProgressReport, type ProgressResult } from '@/content/progress';
import { VOLUME_OUTLINES } from '@/content/curriculum';
import { catalogWith, result } from '@/content/progress/testing';
import { GRADE_SLUGS, SUBJECT_SLUGS, VOLUME_SLUGS } from '@/domain/grades';
import { createRandom } from '@/domain/random';
import { layoutProgressReport, reportPageKinds } from '@/worksheets/layout/progress-report';
import { progressReportInput } from './report-input';

const NOW = new Date(2026, 3, 15, 10);
const NAMES = ['Maya', 'Zoë Ann-Marie', ''];

/** `count` results of one child over the grades and volumes, one in five an end-of-volume check. */
function childResults(count: number, seed: number): ProgressResult[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const grade = random.pick(GRADE_SLUGS);
    const volume = random.pick(VOLUME_SLUGS);
    const subject = random.pick(SUBJECT_SLUGS);
    const finishedAt = new Date(2026, 3, 14 - (index % 20), 9).toISOString();
    if (random.int(0, 4) > 0) {
      const stars = random.int(0, 3);
      return result({
        grade,
        volume,
        subject,
        topic: `topic-${random.int(1, 9)}`,
        stars,
        finishedAt,
      });
    }
    const skills = VOLUME_OUTLINES[grade][volume].skills[subject].map((skill) => {
      const maxScore = random.int(1, 4);
      return {
        skill: skill.id,
        topic: `topic-${skill.id}`,
        score: random.int(0, maxScore),
        maxScore,
      };
    });
    return result({
      grade,
      volume,
      subject,
      topic: `${subject}-assessment`,
      kind: 'assessment',
      skills,
      finishedAt,
    });
  });
}

/** Blocks that are one row or a short note: never alone on a page. */
const LINE_KINDS = new Set(['heading', 'note', 'skill-group', 'skill', 'suggestion']);

describe('the progress report of 1 to 200 results', () => {
  it('never leaves a page holding only a trailing line', () => {
    let longest = 0;
    for (let count = 1; count <= 200; count += 1) {
      const results = childResults(count, count);
      const report = buildProgressReport(results, catalogWith(results), {
        period: 'all',
        now: NOW,
      });
      const input = progressReportInput(report, {
        childName: NAMES[count % NAMES.length] ?? '',
        paper: count % 2 === 0 ? 'a4' : 'letter',
      });
      const pages = reportPageKinds(input);
      expect(layoutProgressReport(input).pages).toHaveLength(pages.length);
      longest = Math.max(longest, pages.length);
      pages.forEach((kinds, index) => {
        const alone = kinds.length === 1 && LINE_KINDS.has(kinds[0] ?? '');
        expect(alone, `${count} results, page ${index + 1}: ${kinds.join(', ')}`).toBe(false);
      });
    }
    // The sizes reach reports of several pages.
    expect(longest).toBeGreaterThan(3);
  });
});
