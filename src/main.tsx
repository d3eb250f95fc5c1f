import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { loadPrerenderedParts } from '@/app/prerendered-parts';
import { listenForInstallOffer } from '@/pwa/install/install-prompt';
import '@/ui/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Before React renders: the browser may offer installation right after the page loads.
listenForInstallOffer();

const app = (hydrating: boolean) => (
  <StrictMode>
    <App hydrating={hydrating} />
  </StrictMode>
);

// The HTML of a prerendered page (scripts/vite/prerender.ts) is hydrated once its chunks and packs
// are here; any other markup (a host that answers every address with index.html) is replaced.
if (root.dataset.prerendered === location.pathname && (await loadPrerenderedParts(root))) {
  // In one task rather than in a transition: nothing on the page can be pressed until hydration
  // is over, and each slice of a sliced one held a child's start button back by another task.
  hydrateRoot(root, app(true), {
    onRecoverableError: (error) => console.error('The page was rendered again:', error),
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app(false));
}
