import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { pictureFilesPlugin } from './scripts/vite/picture-files.ts';
import { preloadFonts } from './scripts/vite/preload-fonts.ts';
import { prerender } from './scripts/vite/prerender.ts';
import { APP_SHELL_FILE } from './scripts/vite/prerender-html.ts';
import { securityHeadersPlugin } from './scripts/vite/security-headers.ts';
import { checkoutDefines } from './src/lib/build-env.ts';

const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/** What turns the app's modules into code, the same for the browser and for prerendering. */
function moduleConfig(mode: string) {
  return {
    mode,
    // PayPal and card checkout addresses, resolved from VITE_SUPABASE_URL and friends.
    define: checkoutDefines(loadEnv(mode, process.cwd(), 'VITE_')),
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    // Each picture as an SVG file of its own (assets/pictures/), precached below like any asset.
    plugins: [react(), pictureFilesPlugin()],
  };
}

export default defineConfig(({ mode }) => ({
  ...moduleConfig(mode),
  plugins: [
    ...moduleConfig(mode).plugins,
    // The Latin Lexend weights every page uses (body, semibold, headings).
    preloadFonts([/lexend-latin-(400|600|700)-normal-[\w-]+\.woff2$/]),
    // The public pages and volume 1 as HTML with their content; React hydrates them.
    prerender({
      entry: 'src/app/prerender.tsx',
      config: () => moduleConfig(mode),
      browserOnly: [/^virtual:pwa-register/],
    }),
    // The CSP and the other security headers: `_headers` in the build, sent by `vite preview`.
    securityHeadersPlugin(loadEnv(mode, process.cwd(), 'VITE_')),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/*.png'],
      workbox: {
        // The shell, every route chunk (the free volume-1 packs are chunks too), every picture
        // file (assets/pictures/*.svg) and the fonts: after the first visit nothing reaches for
        // the network. Paid packs are not in the build; they come from the api function into
        // IndexedDB.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json,webmanifest}'],
        // Only the install sheet shows these, online.
        globIgnores: ['screenshots/**'],
        navigateFallback: `/${APP_SHELL_FILE}`,
        navigateFallbackDenylist: [/^\/_local\//, /^\/auth\//, /^\/rest\//, /^\/functions\//],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
}));
