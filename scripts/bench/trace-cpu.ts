/**
 * How much of Lighthouse's total blocking time is the page's own work. Lighthouse simulates a
 * slow phone by multiplying each observed main-thread task's wall-clock duration by 4. On a busy
 * machine a task's wall-clock time also holds the time its thread waited for a core (Chromium's
 * other processes, Lighthouse itself, the servers); the trace records both, as `dur` and `tdur`
 * (thread time). Summing the same blocking formula over both shows how much is which.
 */

/** The fields of a Chromium trace event used here. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

export interface MainThreadBlocking {
  /** Blocking time of the tasks after first contentful paint, from their wall-clock time. */
  fromWallMs: number;
  /** The same from the time the main thread actually ran (thread CPU time). */
  fromCpuMs: number;
}

/** Lighthouse counts the part of a (slowed) task beyond 50 ms as blocking. */
const LONG_TASK_MS = 50;

function blocking(durationsUs: number[], slowdown: number): number {
  return durationsUs.reduce(
    (sum, us) => sum + Math.max(0, (us / 1000) * slowdown - LONG_TASK_MS),
    0,
  );
}

/**
 * Blocking time after the first contentful paint of the last navigation to `origin`, from the
 * top-level tasks of that page's main thread (to the end of the trace), each multiplied by
 * `slowdown`. Returns undefined when the trace has no such navigation or paint.
 */
export function mainThreadBlocking(
  events: readonly TraceEvent[],
  origin: string,
  slowdown = 4,
): MainThreadBlocking | undefined {
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.documentLoaderURL?.startsWith(origin) === true,
    )
    .at(-1);
  if (!navigation) return undefined;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.pid === navigation.pid &&
      event.ts >= navigation.ts,
  );
  if (!paint) return undefined;
  const mainThreads = new Set(
    events
      .filter(
        (event) =>
          event.name === 'thread_name' &&
          event.pid === navigation.pid &&
          event.args?.name === 'CrRendererMain',
      )
      .map((event) => event.tid),
  );
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === navigation.pid &&
        mainThreads.has(event.tid) &&
        event.ts >= paint.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  const wall: number[] = [];
  const cpu: number[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    const duration = task.dur ?? 0;
    end = task.ts + duration;
    wall.push(duration);
    cpu.push(task.tdur ?? duration);
  }
  return {
    fromWallMs: Math.round(blocking(wall, slowdown)),
    fromCpuMs: Math.round(blocking(cpu, slowdown)),
  };
}
