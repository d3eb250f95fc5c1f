import { readFileSync } from 'node:fs';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

/** The start script's code without its comments and with short names. */
export function minifiedStartScript(source: string, name: string): string {
  const { code, errors } = minifySync(name, source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`${name} does not minify: ${errors[0]?.message}`);
  return code;
}

/**
 * The start script (`public/start.js`) minified in the build, in place of its copy: every page
 * loads it first, and its comments, which explain it, weighed as much as its code.
 */
export function minifyStartScript(file: string, name: string): Plugin {
  return {
    name: 'sprouts:minify-start-script',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const source = minifiedStartScript(readFileSync(file, 'utf8'), name);
      this.emitFile({ type: 'asset', fileName: name, source });
    },
  };
}
