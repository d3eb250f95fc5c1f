import { list, type Plugin } from 'postcss';
import { fontFacesFrom } from './font-faces-from.ts';

const WOFF2 = /format\(\s*['"]woff2['"]\s*\)/;

/**
 * PostCSS: the `@font-face` rules of the stylesheets whose file matches `from` keep only their
 * WOFF2 sources. Every browser the app runs in reads WOFF2, and the browser sets up a font
 * resource for each source of each face in the page's first style pass, used or not: @fontsource
 * names a WOFF fallback beside each of its nine faces.
 */
export function woff2Only(from: RegExp): Plugin {
  return fontFacesFrom('sprouts:font-woff2-only', from, (rule) => {
    rule.walkDecls('src', (declaration) => {
      const woff2 = list.comma(declaration.value).filter((source) => WOFF2.test(source));
      if (woff2.length > 0) declaration.value = woff2.join(', ');
    });
  });
}
