import { useEffect, useState } from 'react';

/** The longest a task waits for an idle moment: a busy page still gets to it. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page's thread is idle (at the latest after IDLE_TIMEOUT_MS), so that work
 * nobody waits for does not hold up what a child is about to tap. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: a short delay still lets the page's own work go first.
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/** False until the page's thread has been idle once after `ready` turned true. */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    return whenIdle(() => setIdle(true));
  }, [ready, idle]);
  return idle;
}
