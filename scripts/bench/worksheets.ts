/** Worksheet generation figures, from scripts/bench-worksheets.ts run in its own Node process. */
import { spawnSync } from 'node:child_process';
import type { WorksheetResults } from './results';

export function measureWorksheets(runs: number): WorksheetResults {
  const result = spawnSync(
    'node',
    ['--import', 'tsx', 'scripts/bench-worksheets.ts', String(runs)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error('scripts/bench-worksheets.ts failed');
  return JSON.parse(result.stdout) as WorksheetResults;
}
