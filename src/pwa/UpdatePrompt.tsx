import { useEffect, useRef, useState } from 'react';
import { registerServiceWorker, type ServiceWorkerRegistrar } from './service-worker';
import { UpdateOffer } from './UpdateOffer';

/**
 * Registers the service worker and offers a waiting new version through UpdateOffer; updating
 * reloads the page with the new version.
 */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  const registrar = useRef<ServiceWorkerRegistrar | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || registrar.current) return;
    registrar.current = registerServiceWorker({ onWaiting: () => setWaiting(true) });
  }, []);
  return (
    <UpdateOffer
      waiting={waiting}
      onUpdate={() => registrar.current?.update()}
      onLater={() => setWaiting(false)}
    />
  );
}
