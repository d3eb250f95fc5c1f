/**
 * The layers of src/, from the top down. A module may import only from layers below its own;
 * layers in one group are peers and never import each other. Every folder of src/ must be
 * listed here, so a new folder gets a place in the order before it gets code.
 *
 * Two layers hold many independent parts that never import each other: every folder of
 * src/features/ is a feature of its own, and every folder of src/widgets/ a widget of its own.
 */
export const LAYERS = [
  ['app'],
  ['features'],
  ['widgets'],
  ['sync'],
  ['worksheets'],
  ['content'],
  ['activities'],
  ['ui'],
  ['settings', 'backend', 'db', 'pwa'],
  ['storage'],
  ['domain'],
  ['lib'],
];

/** Layers whose folders are independent parts (the folder names are read, never listed). */
export const SPLIT_LAYERS = ['features', 'widgets'];

/** Helpers for tests only; imported by test files and by nothing else. */
export const TEST_SUPPORT = 'test';

const rank = new Map(LAYERS.flatMap((group, index) => group.map((layer) => [layer, index])));

export function isLayer(name) {
  return rank.has(name);
}

/** How a module of layer `from` may use one of layer `to`: 'ok', 'up' or 'peer'. */
export function arrow(from, to) {
  if (from === to) return 'ok';
  const a = rank.get(from);
  const b = rank.get(to);
  if (a === undefined || b === undefined) return 'ok';
  if (a === b) return 'peer';
  return a < b ? 'ok' : 'up';
}

/** Mermaid diagram of the order, for docs/architecture.md. */
export function layersDiagram() {
  const lines = ['flowchart TD'];
  LAYERS.forEach((group, index) => {
    lines.push(`  L${index}["${group.join(' · ')}"]`);
    if (index > 0) lines.push(`  L${index - 1} --> L${index}`);
  });
  return lines.join('\n');
}
