import { describe, expect, it } from 'vitest';
import { hasPicture } from '@/domain/pictures';
import { ALL_PACKS } from './packs/all';
import { topicPictureKey, topicPictures } from './topic-pictures';

describe('topic pictures', () => {
  it.each(ALL_PACKS.map((pack) => [`${pack.grade}/${pack.volume}`, pack] as const))(
    '%s: every topic has a picture of its own that ships with the app',
    (_name, pack) => {
      const pictures = topicPictures(pack);
      const topics = (['english', 'maths'] as const).flatMap((subject) =>
        pack.subjects[subject].topics.map((topic) => topicPictureKey(subject, topic.id)),
      );
      const chosen = topics.map((key) => pictures.get(key));
      expect(chosen.every((name) => name !== undefined && hasPicture(name))).toBe(true);
      expect(new Set(chosen).size).toBe(topics.length);
      expect(pictures.get(topicPictureKey('maths', 'assessment'))).toBe('trophy');
      expect(chosen).not.toContain('trophy');
    },
  );

  it("shows each topic's own picture", () => {
    const [pack] = ALL_PACKS;
    const topic = pack?.subjects.english.topics[0];
    if (!pack || !topic) throw new Error('no packs');
    expect(topicPictures(pack).get(topicPictureKey('english', topic.id))).toBe(topic.picture);
  });
});
