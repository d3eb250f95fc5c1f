import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages about Web Storage ESLint gives `code` as if it were the file at `filePath`. */
async function storageMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => /Storage/.test(message.message))
    .map((message) => message.message);
}

const uses = [
  "export const a = localStorage.getItem('x');\n",
  "export const b = sessionStorage.getItem('x');\n",
  "export const c = window.localStorage.getItem('x');\n",
  "export const d = globalThis.sessionStorage?.getItem('x');\n",
  'export const { localStorage: e } = window;\n',
];

describe('lint: only src/storage touches Web Storage', () => {
  it('fails on every way of reaching it from another module, pure or not', async () => {
    for (const file of [
      'src/settings/fixture.ts',
      'src/domain/fixture.ts',
      'src/domain/random.ts',
    ]) {
      for (const code of uses) {
        expect(await storageMessages(file, code), `${file}: ${code}`).toEqual([
          expect.stringMatching(/Storage/),
        ]);
      }
    }
    expect(await storageMessages('src/features/play/fixture.tsx', uses[0] ?? '')).toEqual([
      expect.stringContaining('Only src/storage touches localStorage'),
    ]);
  });

  it('lets src/storage and tests use it', async () => {
    for (const code of uses) {
      expect(await storageMessages('src/storage/fixture.ts', code)).toEqual([]);
      expect(await storageMessages('src/settings/fixture.test.ts', code)).toEqual([]);
    }
  });

  it('still bans Math.random where Web Storage is banned', async () => {
    const [result] = await eslint.lintText('export const n = Math.random();\n', {
      filePath: path.join(root, 'src/settings/fixture.ts'),
    });
    expect(result?.messages.map((message) => message.message)).toEqual([
      expect.stringContaining('seeded generator'),
    ]);
  });
});
