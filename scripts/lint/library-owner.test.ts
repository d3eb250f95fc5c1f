import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The import messages ESLint gives `code` as if it were the file at `filePath`. */
async function importMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const zxcvbn = [
  "import { ZxcvbnFactory } from '@zxcvbn-ts/core';\nexport const a = ZxcvbnFactory;\n",
  "import * as en from '@zxcvbn-ts/language-en';\nexport const b = en;\n",
];

describe('lint: each third-party library has one owner', () => {
  it('lets only the password check import @zxcvbn-ts, so its dictionaries stay lazily loaded', async () => {
    for (const code of zxcvbn) {
      expect(
        await importMessages('src/widgets/account-fields/password-guessability.ts', code),
      ).toEqual([]);
      for (const file of [
        'src/widgets/account-fields/AccountFields.tsx',
        'src/features/subscription/fixture.tsx',
        'src/app/fixture.ts',
      ]) {
        expect(await importMessages(file, code), file).toEqual([
          expect.stringContaining(
            'Only src/widgets/account-fields/password-guessability.ts may import @zxcvbn-ts/*.',
          ),
        ]);
      }
    }
  });

  it('keeps the other owners: the password check may not import dexie', async () => {
    const code = "import Dexie from 'dexie';\nexport const d = Dexie;\n";
    expect(await importMessages('src/db/fixture.ts', code)).toEqual([]);
    expect(
      await importMessages('src/widgets/account-fields/password-guessability.ts', code),
    ).toEqual([expect.stringContaining('Only src/db may import dexie.')]);
  });
});
