import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { hydratesInOneTask, loadPrerenderedParts } from '@/app/prerendered-parts';
import { listenForInstallOffer } from '@/pwa/install/install-prompt';
import '@/ui/styles/global.css';

// Before React renders: the browser may offer installation right after the page loads.
listenForInstallOffer();

// A prerendered page's start script runs as soon as it is fetched (scripts/vite/prerender-html.ts):
// on a slow connection the page's markup, its root among it, may still be arriving.
if (document.readyState === 'loading') {
  await new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', resolve, { once: true }),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (hydrating: boolean) => (
  <StrictMode>
    <App hydrating={hydrating} />
  </StrictMode>
);

// The HTML of a prerendered page (scripts/vite/prerender.ts) is hydrated once its chunks and packs
// are here; any other markup (a host that answers every address with index.html) is replaced.
if (root.dataset.prerendered === location.pathname && (await loadPrerenderedParts(root))) {
  const hydrate = () => {
    hydrateRoot(root, app(true), {
      onRecoverableError: (error) => console.error('The page was rendered again:', error),
    });
  };
  if (hydratesInOneTask(root.dataset)) hydrate();
  else startTransition(hydrate);
} else {
  root.replaceChildren();
  createRoot(root).render(app(false));
}
