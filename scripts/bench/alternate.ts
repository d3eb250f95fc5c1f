/**
 * Runs each measurement once per round (numbered from 0), in turn, and gathers each one's
 * results: a machine that slows down or speeds up partway through a part then weighs on every
 * page alike, so a ratio of their medians says something about the pages rather than about when
 * each was measured.
 */
export async function alternate<T>(
  rounds: number,
  measurements: readonly ((round: number) => Promise<T>)[],
): Promise<T[][]> {
  const results = measurements.map((): T[] => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, measure] of measurements.entries()) {
      results[index]?.push(await measure(round));
    }
  }
  return results;
}
