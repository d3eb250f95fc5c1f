import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { listenForInstallOffer } from '@/pwa/install/install-prompt';
import '@/ui/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Before React renders: the browser may offer installation right after the page loads.
listenForInstallOffer();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
