/** How far (px) a finger must move before a press becomes a drag. */
export const DRAG_START = 8;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The element under a lifted finger that matches `selector`, or null (jsdom has no hit test). */
export function dropTarget(
  event: { clientX: number; clientY: number },
  selector: string,
): HTMLElement | null {
  if (typeof document.elementFromPoint !== 'function') return null;
  return (
    document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>(selector) ?? null
  );
}
