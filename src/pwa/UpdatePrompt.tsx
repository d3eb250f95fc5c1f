import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateOffer } from './UpdateOffer';

/**
 * Registers the service worker (workbox-window, registerType prompt) and offers a waiting new
 * version through UpdateOffer; updating reloads the page with the new version.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <UpdateOffer
      waiting={needRefresh}
      onUpdate={() => void updateServiceWorker(true)}
      onLater={() => setNeedRefresh(false)}
    />
  );
}
