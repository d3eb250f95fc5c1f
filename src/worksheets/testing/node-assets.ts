/** Worksheet assets read from node_modules, for tests and the benchmark in Node (no canvas). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { WorksheetFonts } from '../render/fonts/register';

const require = createRequire(import.meta.url);

export function nodeLexendFonts(): WorksheetFonts {
  const file = (weight: number) =>
    new Uint8Array(
      readFileSync(require.resolve(`@fontsource/lexend/files/lexend-latin-${weight}-normal.woff`)),
    );
  return { regular: file(400), bold: file(700) };
}
