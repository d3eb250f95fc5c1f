import type { AtRule, Plugin } from 'postcss';

/** PostCSS: `edit` applied to each `@font-face` rule of the stylesheets whose file matches `from`. */
export function fontFacesFrom(name: string, from: RegExp, edit: (rule: AtRule) => void): Plugin {
  return {
    postcssPlugin: name,
    AtRule: {
      'font-face': (rule) => {
        const file = rule.source?.input.file;
        if (file !== undefined && from.test(file)) edit(rule);
      },
    },
  };
}
