import { describe, expect, it } from 'vitest';
import { KIND_IDS, generateRound, getKind, isKindId } from '@/activities/registry';
import type { ContentPack, Item, KindId } from '@/domain/types';
import {
  GRADE_SLUGS,
  SUBJECT_SLUGS,
  VOLUME_SLUGS,
  type GradeSlug,
  type SubjectSlug,
} from '@/domain/grades';
import { buildAssessmentRound } from '../assessment-round';
import { VOLUME_OUTLINES } from '../curriculum';
import { PackNotAvailableError } from '../errors';
import { SECURE_MIN_ASKED } from '../skill-level';
import { ASSESSMENT_SEGMENT } from '../find';
import { loadPack } from '../load-pack';
import { ALL_PACKS } from './all';

const PACKS: readonly ContentPack[] = ALL_PACKS;
const FREE_PACKS = PACKS.filter((pack) => pack.volume === 'v1');
const SEEDS = Array.from({ length: 50 }, (_, index) => index * 7919 + 1);
const URL_SAFE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Questions in one sitting: a report on every skill asked, short enough for the child's age. */
const MAX_ASSESSMENT_ITEMS: Record<GradeSlug, number> = { nursery: 15, k1: 18, k2: 21 };

/** How many questions an assessment asks on each skill it reports, over all its topics. */
function itemsPerSkill(pack: ContentPack, subject: SubjectSlug): Record<string, number> {
  const { assessment, topics } = pack.subjects[subject];
  const asked: Record<string, number> = {};
  for (const section of assessment.sections) {
    const skill = topics.find((topic) => topic.id === section.topicId)?.skill ?? section.topicId;
    asked[skill] = (asked[skill] ?? 0) + section.count;
  }
  return asked;
}

/** What makes two items the same question for a child, whatever their ids or choice order. */
function signature(item: Item): string {
  switch (item.type) {
    case 'choice': {
      // With a stem the stem is the question; without one the choices are (odd one out).
      const right = item.choices.find((choice) => choice.id === item.answer);
      const offered = item.stem
        ? null
        : item.choices.map((choice) => JSON.stringify(choice.visual)).sort();
      return JSON.stringify([item.prompt.text, item.stem ?? null, offered, right?.visual ?? null]);
    }
    case 'match': {
      const pairs = Object.entries(item.answer).map(([left, right]) =>
        JSON.stringify([
          item.left.find((choice) => choice.id === left)?.visual,
          item.right.find((choice) => choice.id === right)?.visual,
        ]),
      );
      return JSON.stringify([item.prompt.text, pairs.sort()]);
    }
    case 'trace':
      return JSON.stringify([item.glyph, item.picture ?? null]);
    case 'place': {
      const placed = Object.entries(item.answer).map(([tile, spot]) =>
        JSON.stringify([
          item.tiles.find((choice) => choice.id === tile)?.visual,
          item.spots.find((choice) => choice.id === spot)?.speech,
        ]),
      );
      return JSON.stringify([item.prompt.speech, item.stem ?? null, placed.sort()]);
    }
    case 'build':
      return JSON.stringify([item.tool, item.start, item.size, item.answer, item.picture]);
  }
}

/** Problems with one item, as readable strings (empty when the item is fine). */
function itemProblems(item: Item): string[] {
  const problems: string[] = [];
  if (!item.prompt.text.trim() || !item.prompt.speech.trim()) problems.push('empty prompt');
  if (!item.hint.trim() || !item.praise.trim()) problems.push('empty hint or praise');
  if (item.type === 'choice') {
    const ids = item.choices.map((choice) => choice.id);
    if (new Set(ids).size !== ids.length) problems.push(`repeated choice ids ${ids.join(',')}`);
    if (!ids.includes(item.answer)) problems.push(`answer ${item.answer} is not a choice`);
    if (item.choices.length < 2) problems.push('fewer than 2 choices');
    if (item.choices.some((choice) => !choice.speech.trim()))
      problems.push('choice without speech');
  }
  if (item.type === 'match') {
    const left = item.left.map((choice) => choice.id);
    const right = item.right.map((choice) => choice.id);
    if (new Set(left).size !== left.length || new Set(right).size !== right.length) {
      problems.push('repeated match ids');
    }
    const pairs = Object.entries(item.answer);
    if (pairs.length !== left.length) problems.push('not every left choice has a partner');
    for (const [from, to] of pairs) {
      if (!left.includes(from) || !right.includes(to)) problems.push(`bad pair ${from}->${to}`);
    }
    if (new Set(pairs.map(([, to]) => to)).size !== pairs.length) problems.push('shared partner');
  }
  if (item.type === 'trace' && !item.glyph.trim()) problems.push('empty glyph');
  return problems;
}

describe.each(PACKS.map((pack) => [`${pack.grade}/${pack.volume}`, pack] as const))(
  'content pack %s',
  (_, pack) => {
    it('is pure data that survives JSON unchanged', () => {
      expect(JSON.parse(JSON.stringify(pack))).toEqual(pack);
    });

    it('takes its title, summary and skills from the volume outline', () => {
      const outline = VOLUME_OUTLINES[pack.grade][pack.volume];
      expect(pack.title).toBe(outline.title);
      expect(pack.summary).toBe(outline.summary);
      expect(pack.skills).toEqual([...outline.skills.english, ...outline.skills.maths]);
    });

    it('has at least 6 well-described topics per subject with unique URL-safe ids', () => {
      const ids = SUBJECT_SLUGS.flatMap((subject) => [
        ...pack.subjects[subject].topics.map((topic) => topic.id),
        pack.subjects[subject].assessment.id,
      ]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(ASSESSMENT_SEGMENT);
      for (const subject of SUBJECT_SLUGS) {
        const { topics } = pack.subjects[subject];
        expect(topics.length).toBeGreaterThanOrEqual(6);
        for (const topic of topics) {
          expect(topic.id).toMatch(URL_SAFE);
          expect(topic.subject).toBe(subject);
          expect(topic.itemsPerRound).toBeGreaterThanOrEqual(8);
          expect(topic.title.trim().length).toBeGreaterThan(3);
          expect(topic.description).toMatch(/^[A-Z].{15,}[.!?]$/);
          expect(topic.instructions).toMatch(/^[A-Z].{10,}[.!?]$/);
        }
      }
    });

    it('uses each skill of the outline, and only those, per subject', () => {
      for (const subject of SUBJECT_SLUGS) {
        const outlined = VOLUME_OUTLINES[pack.grade][pack.volume].skills[subject].map(
          (skill) => skill.id,
        );
        const used = new Set(pack.subjects[subject].topics.map((topic) => topic.skill));
        expect([...used].filter((skill) => !outlined.includes(skill))).toEqual([]);
        expect(outlined.filter((skill) => !used.has(skill))).toEqual([]);
      }
    });

    it('names registered kinds whose parameters parse', () => {
      for (const subject of SUBJECT_SLUGS) {
        for (const topic of pack.subjects[subject].topics) {
          expect(isKindId(topic.kind), topic.id).toBe(true);
          expect(() => getKind(topic.kind).parseParams(topic.params), topic.id).not.toThrow();
        }
      }
    });

    it('gives every topic valid, varied rounds for 50 seeds', () => {
      for (const subject of SUBJECT_SLUGS) {
        for (const topic of pack.subjects[subject].topics) {
          let previous = '';
          for (const seed of SEEDS) {
            const items = generateRound(topic, seed);
            const where = `${topic.id} seed ${seed}`;
            expect(items.length, where).toBeGreaterThanOrEqual(topic.itemsPerRound);
            expect(new Set(items.map((item) => item.id)).size, where).toBe(items.length);
            expect(items.flatMap(itemProblems), where).toEqual([]);
            const signatures = items.map(signature);
            expect(new Set(signatures).size, where).toBeGreaterThanOrEqual(8);
            const round = signatures.join('|');
            expect(round, `${where} repeats the round before it`).not.toBe(previous);
            previous = round;
          }
        }
      }
    });

    it('ends each subject with an assessment drawn from its own topics', () => {
      for (const subject of SUBJECT_SLUGS) {
        const { assessment, topics } = pack.subjects[subject];
        expect(assessment.subject).toBe(subject);
        expect(assessment.id).toMatch(URL_SAFE);
        expect(assessment.instructions).toMatch(/^[A-Z].{10,}[.!?]$/);
        const topicIds = topics.map((topic) => topic.id);
        expect(assessment.sections.length).toBeGreaterThanOrEqual(4);
        for (const section of assessment.sections) {
          expect(topicIds).toContain(section.topicId);
          expect(section.count).toBeGreaterThanOrEqual(1);
        }
        const sectionTopics = assessment.sections.map((section) => section.topicId);
        expect(new Set(sectionTopics).size).toBe(sectionTopics.length);
        const total = assessment.sections.reduce((sum, section) => sum + section.count, 0);
        expect(total, `${pack.grade} ${pack.volume} ${subject}`).toBeLessThanOrEqual(
          MAX_ASSESSMENT_ITEMS[pack.grade],
        );
        for (const [skill, asked] of Object.entries(itemsPerSkill(pack, subject))) {
          expect(asked, `${pack.grade} ${pack.volume} ${subject} ${skill}`).toBeGreaterThanOrEqual(
            SECURE_MIN_ASKED,
          );
        }
        for (const seed of SEEDS.slice(0, 10)) {
          const items = buildAssessmentRound(pack, subject, seed);
          expect(items).toHaveLength(total);
          expect(new Set(items.map((item) => item.id)).size).toBe(total);
          expect(items.flatMap(itemProblems)).toEqual([]);
          expect(items.every((item) => item.kind !== undefined && isKindId(item.kind))).toBe(true);
        }
      }
    });
  },
);

describe('volume 1 across the grades', () => {
  it('is one free pack per grade', () => {
    expect(FREE_PACKS.map((pack) => pack.grade).sort()).toEqual([...GRADE_SLUGS].sort());
  });

  it('uses every one of the activity kinds', () => {
    const used = new Set<KindId>(
      FREE_PACKS.flatMap((pack) =>
        SUBJECT_SLUGS.flatMap((subject) =>
          pack.subjects[subject].topics.map((topic) => topic.kind),
        ),
      ),
    );
    expect(KIND_IDS.filter((kind) => !used.has(kind))).toEqual([]);
    expect(KIND_IDS).toHaveLength(25);
  });
});

describe('every pack', () => {
  it('is listed once per grade and volume, and every grade has all four volumes', () => {
    const keys = PACKS.map((pack) => `${pack.grade}/${pack.volume}`);
    expect(new Set(keys).size).toBe(keys.length);
    const expected = GRADE_SLUGS.flatMap((grade) =>
      VOLUME_SLUGS.map((volume) => `${grade}/${volume}`),
    );
    expect([...keys].sort()).toEqual([...expected].sort());
  });

  it('has no topic id twice within a grade, so links and progress never mix volumes up', () => {
    for (const grade of GRADE_SLUGS) {
      const ids = PACKS.filter((pack) => pack.grade === grade).flatMap((pack) =>
        SUBJECT_SLUGS.flatMap((subject) =>
          pack.subjects[subject].topics.map((topic) => `${subject}/${topic.id}`),
        ),
      );
      const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
      expect(repeated, grade).toEqual([]);
    }
  });
});

describe('loadPack', () => {
  it('loads each free pack on demand and remembers it', async () => {
    for (const grade of GRADE_SLUGS) {
      const first = loadPack(grade, 'v1');
      expect(loadPack(grade, 'v1')).toBe(first);
      const pack = await first;
      expect(pack.grade).toBe(grade);
      expect(pack.volume).toBe('v1');
    }
  });

  it('rejects volumes 2 to 4 with a typed error, not a made-up pack', async () => {
    for (const grade of GRADE_SLUGS) {
      for (const volume of VOLUME_SLUGS.filter((slug) => slug !== 'v1')) {
        const error: unknown = await loadPack(grade, volume).catch((reason: unknown) => reason);
        expect(error).toBeInstanceOf(PackNotAvailableError);
        expect(error).toMatchObject({ grade, volume, name: 'PackNotAvailableError' });
      }
    }
  });
});

describe('the all-packs registry', () => {
  it('is imported only by tests and scripts, so paid packs never ship in the app bundle', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const importers: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          if (
            /from '(?:@\/content\/packs|\.{1,2}(?:\/[\w.-]+)*)\/all'/.test(
              await readFile(path, 'utf8'),
            )
          )
            importers.push(path);
        }
      }
    };
    await walk('src');
    expect(importers).toEqual([]);
  });
});
