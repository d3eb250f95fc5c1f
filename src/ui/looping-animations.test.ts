import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * An animation that never ends runs the whole time a screen is open: if it changes anything but
 * opacity or a transform, every frame is repainted on the main thread, a cost the tablet pays in
 * battery and, while a page loads, in the time its scripts wait.
 */
const COMPOSITED = new Set(['opacity', 'transform']);

const SRC = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The body of each `@keyframes name { ... }` in a stylesheet, by name. */
function keyframeBodies(css: string): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth += 1;
      if (css[end] === '}') depth -= 1;
      end += 1;
    }
    bodies.set(match[1] ?? '', css.slice(start, end - 1));
  }
  return bodies;
}

/** The properties a keyframes body sets, in any of its steps. */
function animatedProperties(body: string): string[] {
  const properties = [...body.matchAll(/([a-z-]+)\s*:/g)].map((match) => match[1] ?? '');
  return [...new Set(properties)];
}

/** The keyframes each never-ending `animation` shorthand of a stylesheet names. */
function loopingAnimations(css: string, names: Iterable<string>): string[] {
  const known = new Set(names);
  return [...css.matchAll(/animation\s*:([^;}]*)/g)]
    .map((match) => match[1] ?? '')
    .filter((value) => /\binfinite\b/.test(value))
    .flatMap((value) => value.split(/[\s,]+/).filter((word) => known.has(word)));
}

describe('never-ending animations', () => {
  it('reads the properties each looping animation of a stylesheet changes', () => {
    const css = `
      .go { animation: beckon 1.8s ease-in-out 0.6s infinite; }
      .once { animation: pop 0.2s ease-out; }
      @keyframes beckon { 0%, 100% { box-shadow: none; } 50% { box-shadow: 0 0 0 10px red; } }
      @keyframes pop { from { transform: scale(0.9); } }`;
    const bodies = keyframeBodies(css);
    expect([...bodies.keys()]).toEqual(['beckon', 'pop']);
    expect(loopingAnimations(css, bodies.keys())).toEqual(['beckon']);
    expect(animatedProperties(bodies.get('beckon') ?? '')).toEqual(['box-shadow']);
  });

  it('change only opacity or a transform, so the compositor runs them without repainting', () => {
    const repainting: string[] = [];
    let looping = 0;
    for (const file of cssFiles(SRC)) {
      const css = readFileSync(file, 'utf8');
      const bodies = keyframeBodies(css);
      for (const name of loopingAnimations(css, bodies.keys())) {
        looping += 1;
        const painted = animatedProperties(bodies.get(name) ?? '').filter(
          (property) => !COMPOSITED.has(property),
        );
        if (painted.length > 0) repainting.push(`${file.slice(SRC.length)} ${name}: ${painted}`);
      }
    }
    // The spinner, the garden's butterfly and flowers, the tracing start and the glow at least.
    expect(looping).toBeGreaterThanOrEqual(5);
    expect(repainting).toEqual([]);
  });
});
