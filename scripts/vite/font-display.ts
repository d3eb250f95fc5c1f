import type { AtRule, Plugin } from 'postcss';

/**
 * PostCSS: the `@font-face` rules of these families say `font-display: optional`. A font that
 * is not there by the first paint (it is preloaded, so it nearly always is) is then used from
 * the next page on, instead of replacing the fallback under the reader's eyes: text set in
 * another font wraps differently, and a swap moved a whole volume page by a quarter of the
 * screen, under a child's finger.
 */
export function fontDisplayOptional(families: readonly string[]): Plugin {
  const wanted = new Set(families.map((family) => family.toLowerCase()));
  const familyOf = (rule: AtRule) => {
    let family = '';
    rule.walkDecls('font-family', (declaration) => {
      family = declaration.value.replace(/^['"]|['"]$/g, '').toLowerCase();
    });
    return family;
  };
  return {
    postcssPlugin: 'sprouts:font-display-optional',
    AtRule: {
      'font-face': (rule) => {
        if (!wanted.has(familyOf(rule))) return;
        let found = false;
        rule.walkDecls('font-display', (declaration) => {
          declaration.value = 'optional';
          found = true;
        });
        if (!found) rule.append({ prop: 'font-display', value: 'optional' });
      },
    },
  };
}
