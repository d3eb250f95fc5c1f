import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { chunkAreas } from './scripts/vite/chunk-areas.ts';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { fontDisplayOptional } from './scripts/vite/font-display.ts';
import { renameFontFaces } from './scripts/vite/font-family-rename.ts';
import { declaredUnicodeRange, fontRangeWithout } from './scripts/vite/font-range-without.ts';
import { woff2Only } from './scripts/vite/font-woff2-only.ts';
import { deferManifest } from './scripts/vite/defer-manifest.ts';
import { dynamicFacades } from './scripts/vite/dynamic-facades.ts';
import { inlineFavicon } from './scripts/vite/inline-favicon.ts';
import { minifyStartScript } from './scripts/vite/minify-start-script.ts';
import { pictureFilesPlugin } from './scripts/vite/picture-files.ts';
import { preloadFonts } from './scripts/vite/preload-fonts.ts';
import { prerender } from './scripts/vite/prerender.ts';
import { START_SCRIPT } from './scripts/vite/prerender-html.ts';
import { securityHeadersPlugin } from './scripts/vite/security-headers.ts';
import { checkoutDefines } from './src/lib/build-env.ts';

/** Prerendered pages for grown-ups only, left to the app shell offline. */
const PARENT_ONLY_PAGES = [
  'class.html',
  'class/*/curriculum.html',
  'contact.html',
  'curriculum.html',
  'privacy.html',
  'subscribe.html',
  'terms.html',
];

const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/** The stylesheets of @fontsource's Lexend, which the app's own cut files come before. */
const FONTSOURCE_LEXEND = /[\\/]@fontsource[\\/]lexend[\\/]/;
// The characters the cut Lexend files draw (scripts/make-app-fonts.py).
const APP_FONT_RANGE = declaredUnicodeRange(
  readFileSync(new URL('./src/ui/styles/fonts/lexend-app.css', import.meta.url), 'utf8'),
);

/** What turns the app's modules into code, the same for the browser and for prerendering. */
function moduleConfig(mode: string) {
  return {
    mode,
    // PayPal and card checkout addresses, resolved from VITE_SUPABASE_URL and friends.
    define: checkoutDefines(loadEnv(mode, process.cwd(), 'VITE_')),
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    // @fontsource's Lexend is a family of its own, after the cut files' (font-family-rename.ts),
    // for the letters they lack only (font-range-without.ts), in WOFF2 only (font-woff2-only.ts),
    // and Lexend never swaps in after the first paint (font-display.ts).
    css: {
      postcss: {
        plugins: [
          renameFontFaces(FONTSOURCE_LEXEND, 'Lexend Extended'),
          fontRangeWithout(FONTSOURCE_LEXEND, APP_FONT_RANGE),
          woff2Only(FONTSOURCE_LEXEND),
          fontDisplayOptional(['Lexend', 'Lexend Extended']),
        ],
      },
    },
    // Each picture as an SVG file of its own (assets/pictures/), precached below like any asset.
    plugins: [react(), pictureFilesPlugin()],
  };
}

export default defineConfig(({ mode }) => ({
  ...moduleConfig(mode),
  plugins: [
    ...moduleConfig(mode).plugins,
    // A few chunks by area (shell, common, topic, play) rather than dozens of small ones.
    chunkAreas({
      entry: /[\\/]src[\\/]main\.tsx$/,
      everyPage: [/[\\/]src[\\/]pwa[\\/]PwaLayer\.tsx$/, /[\\/]src[\\/]sync[\\/]SyncLayer\.tsx$/],
      home: /[\\/]src[\\/]features[\\/]marketing[\\/]HomePage\.tsx$/,
      topic: /[\\/]src[\\/]features[\\/]play[\\/]TopicPage\.tsx$/,
      playPages: [
        /[\\/]src[\\/]features[\\/]play[\\/](TopicPage|SubjectPage|VolumeOverviewPage)\.tsx$/,
      ],
      itemViews: [/[\\/]src[\\/]activities[\\/]views[\\/](Match|Trace|Place|Build)ItemView\.tsx$/],
      packs: /[\\/]src[\\/]content[\\/]packs[\\/][\w-]+[\\/]v\d[\\/]index\.ts$/,
      layouts: [/[\\/]src[\\/]features[\\/]curriculum[\\/]GradeLayout\.tsx$/],
      kinds: /[\\/]src[\\/]activities[\\/]kinds[\\/][\w-]+[\\/]index\.ts$/,
    }),
    // Without the re-exporting chunk Rolldown keeps for each page or kind placed in an area.
    dynamicFacades(),
    // Lexend cut to the app's characters, in the weights every page uses (body, semibold,
    // headings): scripts/make-app-fonts.py.
    preloadFonts([/lexend-app-(400|600|700)-[\w-]+\.woff2$/]),
    // The favicon travels in the page: one request fewer before the first text.
    inlineFavicon(fileURLToPath(new URL('./public/favicon.svg', import.meta.url))),
    // The public pages and volume 1 as HTML with their content; React hydrates them.
    prerender({
      entry: 'src/app/prerender.tsx',
      config: () => moduleConfig(mode),
    }),
    // What the pages start with is compiled as it streams in, off the main thread.
    compileHints(),
    // The CSP and the other security headers: `_headers` in the build, sent by `vite preview`.
    securityHeadersPlugin(loadEnv(mode, process.cwd(), 'VITE_')),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'robots.txt'],
      // The browser fetches the manifest's icons itself when the app is installed.
      includeManifestIcons: false,
      // The worker is ours (src/pwa/worker/sw.ts): it answers a prerendered page with its modules
      // named in its markup. The build puts the list of files to precache into it.
      strategies: 'injectManifest',
      srcDir: 'src/pwa/worker',
      filename: 'sw.ts',
      injectManifest: {
        // A classic script, as the page registers it.
        rollupFormat: 'iife',
        // What a child needs to play with no connection: the shell, every route chunk (the free
        // volume-1 packs are chunks too), the pages a child opens, every picture file
        // (assets/pictures/*.svg) and the fonts. Paid packs are not in the build; they
        // come from the api function into IndexedDB. No PNG: the install icons and screenshots
        // are fetched by the browser itself, online.
        globPatterns: ['**/*.{js,css,html,svg,woff2,json,webmanifest}'],
        globIgnores: [
          // The grown-ups' pages with nothing to play: offline, the app shell renders them.
          ...PARENT_ONLY_PAGES,
          // Large chunks only a grown-up's action loads: the password check (sign-up and
          // password changes, which need the network anyway) and the worker that makes a whole
          // volume's worksheets (the page makes them itself when the worker is not at hand).
          'assets/password-guessability-*.js',
          'assets/volume-worker-*.js',
          // jsPDF's optional HTML and SVG plugins, which worksheets never call.
          'assets/html2canvas-*.js',
          'assets/index.es-*.js',
          'assets/purify.es-*.js',
          // @fontsource's Lexend files: the app's texts are in the cut files
          // (scripts/make-app-fonts.py). A letter beyond them, as in a child's name, comes from
          // these online and is kept once fetched; offline it shows in the fallback font.
          'assets/lexend-latin-*.woff2',
          'assets/lexend-vietnamese-*.woff2',
        ],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // After VitePWA, which links the manifest: the start script links it after the first paint.
    deferManifest(`/${START_SCRIPT}`),
    minifyStartScript(
      fileURLToPath(new URL(`./public/${START_SCRIPT}`, import.meta.url)),
      START_SCRIPT,
    ),
  ],
  // The volume worker reads the picture files the page build writes.
  worker: { format: 'es', plugins: () => [pictureFilesPlugin({ emitFiles: false })] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Every browser the app supports preloads modules itself: no polyfill on every page.
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
}));
