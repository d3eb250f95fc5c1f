import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { fontDisplayOptional } from './font-display';

const css = `
@font-face { font-family: 'Lexend'; font-display: swap; font-weight: 400; src: url(a.woff2); }
@font-face { font-family: "Lexend"; font-weight: 700; src: url(b.woff2); }
@font-face { font-family: 'Other'; font-display: swap; src: url(c.woff2); }
body { font-display: swap; }
`;

describe('font-display for the app font', () => {
  it('makes every face of the family optional, and leaves other families and rules alone', async () => {
    const result = await postcss([fontDisplayOptional(['Lexend'])]).process(css, {
      from: undefined,
    });
    const faces = result.root.nodes.filter((node) => node.type === 'atrule');
    const display = (index: number) => {
      let value: string | undefined;
      (faces[index] as import('postcss').AtRule).walkDecls('font-display', (declaration) => {
        value = declaration.value;
      });
      return value;
    };
    expect([display(0), display(1), display(2)]).toEqual(['optional', 'optional', 'swap']);
    expect(result.css).toContain('body { font-display: swap; }');
  });
});
