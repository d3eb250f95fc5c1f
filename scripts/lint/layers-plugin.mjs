/**
 * ESLint rule `layers/arrows`: imports inside src/ point down the order of ./layers.mjs, never
 * up and never sideways between peers, and no feature (or widget) imports another. Folders are
 * read from the import itself, so a new feature folder is covered without a config change.
 */
import path from 'node:path';
import { SPLIT_LAYERS, TEST_SUPPORT, arrow, isLayer } from './layers.mjs';

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * The layer and part of a path: { layer: 'features', part: 'account' } for
 * src/features/account/SignInPage.tsx; null outside src/. An imported path may name a folder
 * (src/widgets/report-card), so its second segment is a part even when nothing follows it.
 */
function placeOf(file, srcDir, { imported = false } = {}) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts.length < 2) return { layer: null, part: null }; // a file at the root of src/
  const hasPart = imported ? parts.length >= 2 : parts.length > 2;
  return { layer: parts[0], part: hasPart ? parts[1].replace(/\.[cm]?[jt]sx?$/, '') : null };
}

/** The file an import names, as a path; null for packages. */
function importedPath(specifier, importer, srcDir) {
  if (specifier.startsWith('@/')) return path.join(srcDir, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

const arrows = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layer order of scripts/lint/layers.mjs' },
    schema: [],
    messages: {
      unlisted:
        'src/{{layer}} is not in the layer order: give it a place in scripts/lint/layers.mjs.',
      up: 'Arrows point down: {{from}} may not import {{to}}, which is above it (scripts/lint/layers.mjs).',
      peer: '{{from}} and {{to}} are peers in the layer order and never import each other.',
      part: 'One {{layer}} folder never imports another ({{from}} -> {{to}}); move shared code down a layer.',
      testSupport: 'src/test holds helpers for tests; only test files import it.',
    },
  },
  create(context) {
    const file = context.filename;
    const srcDir = path.join(context.cwd, 'src');
    const from = placeOf(file, srcDir);
    if (!from) return {};
    const isTest = TEST_FILE.test(file);

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const target = importedPath(source.value, file, srcDir);
      if (!target) return;
      const to = placeOf(target, srcDir, { imported: true });
      if (!to || !to.layer) return;
      if (to.layer === TEST_SUPPORT) {
        if (!isTest && from.layer !== TEST_SUPPORT) {
          context.report({ node, messageId: 'testSupport' });
        }
        return;
      }
      if (!from.layer || from.layer === TEST_SUPPORT) return;
      for (const layer of [from.layer, to.layer]) {
        if (!isLayer(layer)) {
          context.report({ node, messageId: 'unlisted', data: { layer } });
          return;
        }
      }
      const direction = arrow(from.layer, to.layer);
      if (direction !== 'ok') {
        context.report({ node, messageId: direction, data: { from: from.layer, to: to.layer } });
        return;
      }
      if (
        from.layer === to.layer &&
        SPLIT_LAYERS.includes(from.layer) &&
        from.part &&
        to.part &&
        from.part !== to.part
      ) {
        context.report({
          node,
          messageId: 'part',
          data: {
            layer: from.layer.replace(/s$/, ''),
            from: `${from.layer}/${from.part}`,
            to: `${to.layer}/${to.part}`,
          },
        });
      }
    }

    return {
      Program(node) {
        if (from.layer && !isLayer(from.layer) && from.layer !== TEST_SUPPORT) {
          context.report({ node, messageId: 'unlisted', data: { layer: from.layer } });
        }
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default { rules: { arrows } };
