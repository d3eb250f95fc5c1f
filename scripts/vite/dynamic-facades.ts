import { posix } from 'node:path';
import remapping from '@jridgewell/remapping';
import MagicString from 'magic-string';
import type { SourceMap } from 'rolldown';
import type { Plugin } from 'vite';

/** A chunk of the build, as far as finding and removing facades cares. */
export interface FacadeCandidate {
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks it imports statically. */
  imports: readonly string[];
}

/**
 * A chunk that only re-exports a dynamically imported module from the chunk its code went into
 * (a group of `chunk-areas.ts`): Rolldown keeps one for each such module (rolldown#9729), and
 * each is a request before the page can start.
 */
export interface DynamicFacade {
  fileName: string;
  /** The chunk its exports come from. */
  target: string;
  /** Its exports: the name the importer sees, and the target's name for it. */
  exports: readonly (readonly [exported: string, local: string])[];
}

const RE_EXPORT =
  /^export\s*\{([^}]*)\}\s*from\s*(["'`])(\.{1,2}\/[^"'`]+)\2;?\s*(\/\/# sourceMappingURL=\S+\s*)?$/;
const NAME = /^[A-Za-z_$][\w$]*$/;

function exportsOf(list: string): DynamicFacade['exports'] | undefined {
  const pairs: (readonly [string, string])[] = [];
  for (const spec of list.split(',').map((part) => part.trim())) {
    if (!spec) continue;
    const [local = '', exported = local, ...rest] = spec.split(/\s+as\s+/);
    if (rest.length > 0 || !NAME.test(local) || !NAME.test(exported)) return undefined;
    pairs.push([exported, local]);
  }
  return pairs;
}

/** `chunk` as a facade when it is one that only dynamic imports reach, or undefined. */
export function dynamicFacade(
  chunk: FacadeCandidate,
  importedStatically: ReadonlySet<string>,
): DynamicFacade | undefined {
  if (chunk.isEntry || !chunk.isDynamicEntry || importedStatically.has(chunk.fileName)) {
    return undefined;
  }
  const match = RE_EXPORT.exec(chunk.code.trim());
  if (!match?.[1] || !match[3]) return undefined;
  const target = posix.join(posix.dirname(chunk.fileName), match[3]);
  if (chunk.imports.length !== 1 || chunk.imports[0] !== target) return undefined;
  const exports = exportsOf(match[1]);
  return exports ? { fileName: chunk.fileName, target, exports } : undefined;
}

function specifier(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `code` of the chunk `importer` with each dynamic import of a facade turned into an import of its
 * target that picks the facade's exports, and each file list naming the facade (Vite's preload
 * lists) naming the target instead. The edits are made on `text`, so that a source map follows.
 */
export function importTargets(
  text: MagicString,
  importer: string,
  facades: readonly DynamicFacade[],
): void {
  const code = text.original;
  for (const facade of facades) {
    const from = escapeRegExp(specifier(importer, facade.fileName));
    const to = specifier(importer, facade.target);
    const pick = facade.exports.map(([exported, local]) => `${exported}:m.${local}`).join(',');
    for (const match of code.matchAll(new RegExp(`import\\((["'\`])${from}\\1\\)`, 'g'))) {
      const quote = match[1] ?? '"';
      text.overwrite(
        match.index,
        match.index + match[0].length,
        `import(${quote}${to}${quote}).then(m=>({${pick}}))`,
      );
    }
    const listed = new RegExp(`(["'\`])${escapeRegExp(facade.fileName)}\\1`, 'g');
    for (const match of code.matchAll(listed)) {
      const quote = match[1] ?? '"';
      text.overwrite(
        match.index,
        match.index + match[0].length,
        `${quote}${facade.target}${quote}`,
      );
    }
  }
}

/** A map of the code `before` maps, followed by `edits` (the map of changes made to that code). */
export function followedBy(before: SourceMap, edits: string): SourceMap {
  const composed = remapping([edits, before.toString()], () => null);
  const json = JSON.stringify({
    ...(JSON.parse(composed.toString()) as object),
    file: before.file,
    debugId: before.debugId,
  });
  return Object.assign(JSON.parse(json) as object, {
    toString: () => json,
    toUrl: () => `data:application/json;base64,${btoa(json)}`,
  }) as SourceMap;
}

/** A chunk in Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * Vite's build manifest (`json`) with each removed facade's entry naming the chunk that holds its
 * module instead, with that chunk's imports and styles.
 */
export function manifestWithoutFacades(json: string, facades: readonly DynamicFacade[]): string {
  const manifest = JSON.parse(json) as Record<string, ManifestChunk>;
  const chunks = Object.values(manifest);
  for (const chunk of chunks) {
    const facade = facades.find((candidate) => candidate.fileName === chunk.file);
    if (!facade) continue;
    const target = chunks.find((candidate) => candidate.file === facade.target);
    chunk.file = facade.target;
    for (const field of ['imports', 'css', 'assets'] as const) {
      if (target?.[field]) chunk[field] = [...target[field]];
      else delete chunk[field];
    }
  }
  return JSON.stringify(manifest, null, 2);
}

/**
 * Removes the facade chunks of dynamically imported modules: their importers load the chunk that
 * holds the module and pick its exports, as Rollup does. A page then makes one request fewer for
 * each module it loads that way (a page, a kind).
 */
export function dynamicFacades(): Plugin {
  let manifestFile: string | undefined;
  return {
    name: 'sprouts:dynamic-facades',
    apply: 'build',
    configResolved(config) {
      const { manifest } = config.build;
      manifestFile = manifest === true ? '.vite/manifest.json' : manifest || undefined;
    },
    generateBundle: {
      // After Vite has written its preload lists into the chunks.
      order: 'post',
      handler(_, bundle) {
        if (this.environment.name !== 'client') return;
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const importedStatically = new Set(chunks.flatMap((chunk) => chunk.imports));
        const facades = chunks.flatMap((chunk) => dynamicFacade(chunk, importedStatically) ?? []);
        if (facades.length === 0) return;
        const facadeOf = new Map(facades.map((facade) => [facade.fileName, facade]));
        for (const chunk of chunks) {
          if (facadeOf.has(chunk.fileName)) continue;
          const text = new MagicString(chunk.code);
          importTargets(text, chunk.fileName, facades);
          if (!text.hasChanged()) continue;
          chunk.code = text.toString();
          chunk.dynamicImports = [
            ...new Set(chunk.dynamicImports.map((file) => facadeOf.get(file)?.target ?? file)),
          ];
          if (chunk.map) {
            const map = followedBy(
              chunk.map,
              text.generateMap({ source: chunk.fileName, hires: 'boundary' }).toString(),
            );
            chunk.map = map;
            // The map file is already in the bundle: it must say the same.
            const file = bundle[`${chunk.fileName}.map`];
            if (file?.type === 'asset') file.source = map.toString();
          }
        }
        for (const file of facadeOf.keys()) {
          delete bundle[file];
          delete bundle[`${file}.map`];
        }
        const manifest = manifestFile ? bundle[manifestFile] : undefined;
        if (manifest?.type === 'asset') {
          const { source } = manifest;
          const json = typeof source === 'string' ? source : new TextDecoder().decode(source);
          manifest.source = manifestWithoutFacades(json, facades);
        }
        for (const chunk of chunks) {
          if (facadeOf.has(chunk.fileName)) continue;
          const left = [...facadeOf.keys()].find((file) =>
            chunk.code.includes(posix.basename(file)),
          );
          if (left) throw new Error(`${chunk.fileName} still names the removed facade ${left}`);
        }
      },
    },
  };
}
