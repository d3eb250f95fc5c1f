import { describe, expect, it } from 'vitest';
import { orderVoices, voiceLabel } from './voices';

describe('orderVoices', () => {
  it('offers English voices first, the default first among them, each name once', () => {
    const voices = orderVoices([
      { name: 'Thomas', lang: 'fr-FR', default: true },
      { name: 'Kate', lang: 'en-GB', default: false },
      { name: 'Anna', lang: 'de-DE', default: false },
      { name: 'Samantha', lang: 'en_US', default: true },
      { name: 'Daniel', lang: 'en-GB', default: false },
      { name: 'Kate', lang: 'en-AU', default: false },
      { name: 'Eng', lang: 'eng', default: false },
    ]);
    expect(voices.map((voice) => voice.name)).toEqual([
      'Samantha',
      'Daniel',
      'Kate',
      'Thomas',
      'Anna',
      'Eng',
    ]);
    expect(voiceLabel({ name: 'Samantha', lang: 'en_US', default: true })).toBe('Samantha (en-US)');
  });
});
