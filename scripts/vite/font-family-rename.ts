import type { Plugin } from 'postcss';
import { fontFacesFrom } from './font-faces-from.ts';

/**
 * PostCSS: the `@font-face` rules of the stylesheets whose file matches `from` declare `family`
 * instead of their own. @fontsource's Lexend faces become the second family of the app's font
 * stack ('Lexend', 'Lexend Extended', ...): the browser turns to them only for a letter the cut
 * files (scripts/make-app-fonts.py) lack. As faces of the first family, each one not yet loaded
 * (nine of them: three ranges in three weights) had the browser set up a stand-in system font
 * for every size and weight on the page before its first layout.
 */
export function renameFontFaces(from: RegExp, family: string): Plugin {
  return fontFacesFrom('sprouts:rename-font-faces', from, (rule) => {
    rule.walkDecls('font-family', (declaration) => {
      declaration.value = `'${family}'`;
    });
  });
}
