/**
 * Knows whether a child is in the middle of an activity, so that nothing (an update
 * prompt, a reload) interrupts play. The activity player holds the guard while playing.
 */
type Listener = (busy: boolean) => void;

let holders = 0;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener(holders > 0);
}

/** Marks an activity as in progress; call the returned function when it ends. */
export function holdForActivity(): () => void {
  holders += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    notify();
  };
}

export function isActivityInProgress(): boolean {
  return holders > 0;
}

export function onActivityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
