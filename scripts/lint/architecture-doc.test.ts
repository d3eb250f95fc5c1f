import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layersDiagram } from './layers.mjs';

describe('docs/architecture.md', () => {
  it('shows the layer order that lint enforces', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const shown = /<!-- layers:start -->\s*```mermaid\n([\s\S]*?)```/.exec(doc)?.[1]?.trim();
    expect(shown).toBe(layersDiagram());
  });
});
