import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { precachedUrls, precacheOf } from './bench/bytes';

/**
 * A production build for a hosted project (VITE_SUPABASE_URL not on this machine) carries the
 * real PayPal SDK and card checkout, and nothing of the embedded backend or its stand-ins.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'sprouts-hosted-build-'));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a production build for a hosted project', () => {
  it('never references the stand-ins or the embedded backend', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    for (const name of Object.keys(env)) if (name.startsWith('VITE_')) delete env[name];
    const build = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--manifest',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 180_000,
        env: {
          ...env,
          // As a host builds it (the test runner sets NODE_ENV=test).
          NODE_ENV: 'production',
          VITE_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
          VITE_SUPABASE_ANON_KEY: 'hosted-anon-key',
          VITE_PAYPAL_CLIENT_ID: 'hosted-paypal-client',
        },
      },
    );
    expect(build.status, build.stderr).toBe(0);

    const text = files(outDir)
      .filter((path) => /\.(js|html|css|webmanifest|json)$/.test(path))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    for (const local of ['_local/paypal', '_local/card', 'sprouts-local-paypal', ':54321']) {
      expect(text).not.toContain(local);
    }
    expect(text).toContain('https://abcdefghijklmnop.supabase.co');
    expect(text).toContain('hosted-paypal-client');
    expect(text).toContain('https://checkout.razorpay.com/v1/checkout.js');
  }, 200_000);

  it('loads the password dictionaries only where a password is chosen', () => {
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const check = manifest['src/widgets/account-fields/password-guessability.ts'];
    expect(check?.isDynamicEntry).toBe(true);
    const checkFiles = staticFiles(manifest, 'src/widgets/account-fields/password-guessability.ts');
    const withDictionaries = files(outDir)
      .filter((path) => path.endsWith('.js'))
      .filter((path) => readFileSync(path, 'utf8').includes('diceware-common'))
      .map((path) => path.slice(outDir.length + 1));
    expect(withDictionaries.length).toBeGreaterThan(0);
    for (const file of withDictionaries) expect(checkFiles).toContain(file);

    for (const entry of [
      'index.html',
      'src/features/marketing/HomePage.tsx',
      'src/features/play/VolumeOverviewPage.tsx',
      'src/features/play/SubjectPage.tsx',
      'src/features/play/TopicPage.tsx',
    ]) {
      const loaded = staticFiles(manifest, entry);
      for (const file of withDictionaries) expect(loaded, entry).not.toContain(file);
    }
    for (const form of [
      'src/features/account/SignUpPage.tsx',
      'src/features/account/ResetPasswordPage.tsx',
      'src/features/subscription/SubscribePage.tsx',
      'src/features/subscription/SubscriptionPage.tsx',
    ]) {
      const loaders = staticChunks(manifest, form).filter((name) =>
        manifest[name]?.dynamicImports?.includes(
          'src/widgets/account-fields/password-guessability.ts',
        ),
      );
      expect(loaders, form).not.toHaveLength(0);
    }
  });

  it("precaches what a child plays with offline, within 3 MB, and not the grown-ups' big chunks", () => {
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const precache = precacheOf(outDir);
    expect(precache.bytes).toBeLessThanOrEqual(3 * 1024 * 1024);
    const precached = new Set(precachedUrls(outDir));
    const fileOf = (key: string) => manifest[key]?.file ?? `(no chunk for ${key})`;
    for (const kept of [
      'app-shell.html',
      'index.html',
      'class/k1/v1/maths/add-within-5.html',
      fileOf('src/features/play/TopicPage.tsx'),
    ])
      expect(precached, kept).toContain(kept);
    // Worksheets are made offline: the PDF renderer and its font are kept.
    for (const chunk of [/^assets\/render-pdf-/, /^assets\/bundled-lexend-/])
      expect([...precached].filter((url) => chunk.test(url))).not.toHaveLength(0);
    const pictures = files(join(outDir, 'assets', 'pictures')).map((path) =>
      path.slice(outDir.length + 1),
    );
    expect(pictures.length).toBeGreaterThan(300);
    for (const picture of pictures) expect(precached).toContain(picture);
    for (const left of [
      fileOf('src/widgets/account-fields/password-guessability.ts'),
      'privacy.html',
    ])
      expect(precached, left).not.toContain(left);
    expect([...precached].filter((url) => /volume-worker/.test(url ?? ''))).toEqual([]);
    // Worksheets print the picture files: no chunk holds every picture's markup.
    expect(manifest['src/domain/pictures/pictures.generated.ts']).toBeUndefined();
    const largestScript = Math.max(
      ...files(join(outDir, 'assets'))
        .filter((path) => path.endsWith('.js') && !/password-guessability/.test(path))
        .map((path) => statSync(path).size),
    );
    expect(largestScript).toBeLessThan(700_000);
  });
});

/** One chunk of Vite's build manifest (`--manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

/** A chunk and the chunks it imports statically, as manifest keys. */
function staticChunks(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of manifest[name]?.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

/** The files a chunk loads before it runs: its own and those of its static imports. */
function staticFiles(manifest: Record<string, ManifestChunk>, key: string): string[] {
  return staticChunks(manifest, key).flatMap((name) => {
    const file = manifest[name]?.file;
    return file ? [file] : [];
  });
}
