import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('answers the message an error carries', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
    expect(errorMessage({ message: 'permission denied' }, 'fallback')).toBe('permission denied');
  });

  it('falls back when there is no usable message', () => {
    for (const error of [null, undefined, 'text', 42, {}, { message: '' }, { message: 7 }]) {
      expect(errorMessage(error, 'The server could not be reached')).toBe(
        'The server could not be reached',
      );
    }
  });
});
