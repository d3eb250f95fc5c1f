/**
 * Test support: jsdom has no PointerEvent, so pointer events fired in tests would lose their
 * coordinates and pointer id. This stand-in carries them as the browser's class does.
 */
interface PointerInit extends MouseEventInit {
  pointerId?: number;
  pointerType?: string;
}

export function installPointerEvents(): void {
  if (typeof window === 'undefined' || 'PointerEvent' in window) return;
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
}

/** Makes an element report a fixed box, as layout would in a browser. */
export function giveBox(
  element: Element,
  box: { left: number; top: number; width: number; height: number },
) {
  element.getBoundingClientRect = () =>
    ({
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
      toJSON: () => box,
    }) as DOMRect;
}
