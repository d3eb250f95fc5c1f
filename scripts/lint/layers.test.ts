import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS, SPLIT_LAYERS, TEST_SUPPORT, arrow } from './layers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The `layers/arrows` messages ESLint gives `code` as if it were the file at `filePath`. */
async function arrows(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'layers/arrows')
    .map((message) => message.message);
}

const use = (specifier: string) =>
  `import { thing } from '${specifier}';\nexport const copy = thing;\n`;

describe('the layer order', () => {
  it('places every folder of src/ and names no folder twice', () => {
    const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => name !== TEST_SUPPORT)
      .sort();
    const listed = LAYERS.flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(folders);
    for (const layer of SPLIT_LAYERS) expect(listed).toContain(layer);
  });

  it('lets a layer use the ones below it, and no other', () => {
    expect(arrow('features', 'lib')).toBe('ok');
    expect(arrow('lib', 'features')).toBe('up');
    expect(arrow('backend', 'db')).toBe('peer');
    expect(arrow('content', 'content')).toBe('ok');
  });
});

describe('lint: layers/arrows', () => {
  it('accepts an arrow that points down', async () => {
    expect(await arrows('src/features/play/fixture.ts', use('@/domain/random'))).toEqual([]);
    expect(await arrows('src/content/fixture.ts', use('../domain/random'))).toEqual([]);
  });

  it('fails on an arrow that points up, written with the alias or a relative path', async () => {
    const alias = await arrows('src/domain/fixture.ts', use('@/features/account/SignInPage'));
    expect(alias).toEqual([expect.stringContaining('domain may not import features')]);
    const relative = await arrows('src/lib/fixture.ts', use('../ui/Button'));
    expect(relative).toEqual([expect.stringContaining('lib may not import ui')]);
  });

  it('fails on a dynamic import and a re-export that point up', async () => {
    const dynamic = await arrows(
      'src/db/fixture.ts',
      "export const load = () => import('@/sync/outbox');\n",
    );
    expect(dynamic).toEqual([expect.stringContaining('db may not import sync')]);
    const reexport = await arrows('src/ui/fixture.ts', "export { thing } from '@/widgets/x';\n");
    expect(reexport).toEqual([expect.stringContaining('ui may not import widgets')]);
  });

  it('fails on an arrow between peers', async () => {
    expect(await arrows('src/db/fixture.ts', use('@/backend/auth-state'))).toEqual([
      expect.stringContaining('db and backend are peers'),
    ]);
  });

  it('fails when a feature imports another, a new feature folder included', async () => {
    expect(await arrows('src/features/newfeature/fixture.ts', use('@/features/account/x'))).toEqual(
      [expect.stringContaining('features/newfeature -> features/account')],
    );
    expect(await arrows('src/widgets/newwidget/fixture.ts', use('../report-card'))).toEqual([
      expect.stringContaining('widgets/newwidget -> widgets/report-card'),
    ]);
    expect(await arrows('src/features/account/fixture.ts', use('./SignInPage'))).toEqual([]);
  });

  it('fails on a folder of src/ that has no place in the order', async () => {
    expect(await arrows('src/newlayer/fixture.ts', 'export const one = 1;\n')).toEqual([
      expect.stringContaining('src/newlayer is not in the layer order'),
    ]);
  });

  it('keeps src/test for test files', async () => {
    expect(await arrows('src/ui/fixture.ts', use('@/test/setup'))).toEqual([
      expect.stringContaining('only test files import it'),
    ]);
    expect(await arrows('src/ui/fixture.test.ts', use('@/test/setup'))).toEqual([]);
  });
});

describe('folder cycles (dependency-cruiser)', () => {
  async function violations(fixture: string): Promise<string[]> {
    // The project's own rule set, pointed at a small tree of its own.
    const { default: config } = await import('../../.dependency-cruiser.mjs');
    const base = path.join(root, 'scripts/lint/fixtures', fixture);
    const result = await cruise(['src'], {
      ruleSet: { forbidden: config.forbidden },
      baseDir: base,
      validate: true,
    });
    const output = result.output as { summary: { violations: { rule: { name: string } }[] } };
    return output.summary.violations.map((violation) => violation.rule.name);
  }

  it('fails when two folders import each other, even through different files', async () => {
    expect(await violations('folder-cycle')).toContain('no-folder-cycle');
  });

  it('passes when the arrows between folders go one way', async () => {
    expect(await violations('no-cycle')).toEqual([]);
  });
});
