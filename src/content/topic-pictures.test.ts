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

  it('gives the same pictures every time', () => {
    const [pack] = ALL_PACKS;
    if (!pack) throw new Error('no packs');
    expect([...topicPictures(pack)]).toEqual([...topicPictures(pack)]);
  });
});
