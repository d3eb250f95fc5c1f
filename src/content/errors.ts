import type { GradeSlug, VolumeSlug } from '@/domain/grades';

/**
 * The pack of a (grade, volume) is not on this device: volumes 2 to 4 come from the server for
 * subscribers and are not published yet.
 */
export class PackNotAvailableError extends Error {
  override readonly name = 'PackNotAvailableError';

  constructor(
    readonly grade: GradeSlug,
    readonly volume: VolumeSlug,
  ) {
    super(`The activities of ${grade} ${volume} are not available on this device yet`);
  }
}

export function isPackNotAvailable(error: unknown): error is PackNotAvailableError {
  return error instanceof PackNotAvailableError;
}
