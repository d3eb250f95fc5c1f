import { describe, expect, it } from 'vitest';
import { gradeVolumeErrorMessage } from './gradeVolumeError';

describe('gradeVolumeErrorMessage', () => {
  it('names the grade and volume as typed', () => {
    expect(gradeVolumeErrorMessage('k4', 'v1')).toBe(
      'Error: k4 v1 Component for grade and volume not found',
    );
    expect(gradeVolumeErrorMessage('K1', 'v9')).toBe(
      'Error: K1 v9 Component for grade and volume not found',
    );
  });

  it('leaves out a missing volume', () => {
    expect(gradeVolumeErrorMessage('k4')).toBe(
      'Error: k4 Component for grade and volume not found',
    );
  });
});
