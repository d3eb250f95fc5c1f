import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { renameFontFaces } from './font-family-rename';

const FACES = `
@font-face { font-family: 'Lexend'; font-weight: 400; src: url(./files/lexend-latin-400.woff2); }
body { font-family: 'Lexend'; }
`;

async function process(file: string) {
  const plugin = renameFontFaces(/[\\/]@fontsource[\\/]lexend[\\/]/, 'Lexend Extended');
  return (await postcss([plugin]).process(FACES, { from: file })).css;
}

describe('font faces renamed by the file they come from', () => {
  it("gives @fontsource's faces the second family, and leaves other rules alone", async () => {
    const css = await process('/app/node_modules/@fontsource/lexend/400.css');
    expect(css).toContain("@font-face { font-family: 'Lexend Extended'; font-weight: 400;");
    expect(css).toContain("body { font-family: 'Lexend'; }");
  });

  it("leaves the app's own faces in their family", async () => {
    expect(await process('/app/src/ui/styles/fonts/lexend-app.css')).toBe(FACES);
  });
});
