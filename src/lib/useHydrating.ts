import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while a page is rendered at build time and while the browser hydrates that markup; false
 * from the render after. State only the browser has (storage, the session, the connection) waits
 * for false, so the first render in the browser matches the prerendered HTML.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
