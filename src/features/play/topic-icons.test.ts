import { describe, expect, it } from 'vitest';
import { hasPicture } from '@/domain/pictures';
import { TOPIC_ICONS } from './topic-icons';

describe('topic icons', () => {
  it('name pictures that ship with the app', () => {
    const missing = Object.values(TOPIC_ICONS).filter((name) => !hasPicture(name));
    expect(missing).toEqual([]);
  });
});
