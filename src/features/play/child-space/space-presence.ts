import { leaveFullscreen } from '@/ui/fullscreen';

/*
 * Going from one topic to the next closes one child space and opens another. The screen stays
 * full while that happens; it is given back only when no space opens again soon after.
 */

/** How long a closed space waits for the next one before leaving full screen. */
const HANDOVER_MS = 1500;

let open = 0;
let pending: ReturnType<typeof setTimeout> | undefined;

export function openSpace(): void {
  open += 1;
  clearTimeout(pending);
  pending = undefined;
}

export function closeSpace(): void {
  open = Math.max(0, open - 1);
  if (open > 0) return;
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    if (open === 0) leaveFullscreen();
  }, HANDOVER_MS);
}
