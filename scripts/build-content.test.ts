import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_PACKS } from '@/content/packs/all';
import type { ContentPack } from '../src/domain/types';
import { PUBLISHED_PACKS } from '../supabase/functions/_shared/content/index.ts';
import { INDEX_FILE, OUTPUT_DIR, packVersion, renderContentFiles } from './build-content.mjs';

function renamed(pack: ContentPack, grade: ContentPack['grade'], volume: ContentPack['volume']) {
  return { ...pack, grade, volume };
}

describe('the content the api function carries', () => {
  it('is exactly what scripts/build-content.mjs makes of ALL_PACKS (run it after changing a pack)', () => {
    const expected = renderContentFiles(ALL_PACKS);
    expect(readdirSync(OUTPUT_DIR).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) {
      expect(readFileSync(`${OUTPUT_DIR}${name}`, 'utf8'), name).toBe(text);
    }
  });

  it('holds every pack of ALL_PACKS, unchanged, with its size and version', () => {
    expect(PUBLISHED_PACKS).toHaveLength(ALL_PACKS.length);
    for (const pack of ALL_PACKS) {
      const entry = PUBLISHED_PACKS.find(
        (published) => published.grade === pack.grade && published.volume === pack.volume,
      );
      expect(entry?.pack, `${pack.grade}/${pack.volume}`).toEqual(pack);
      const body = JSON.stringify(pack);
      expect(entry?.bytes).toBe(Buffer.byteLength(body));
      expect(entry?.version).toBe(packVersion(body));
    }
  });

  it('changes when a pack changes and refuses a pack listed twice', () => {
    const [first] = ALL_PACKS;
    if (!first) throw new Error('ALL_PACKS is empty');
    const paid = renamed(first, 'k2', 'v4');
    const before = renderContentFiles([first]);
    const after = renderContentFiles([first, paid]);
    expect([...after.keys()].sort()).toEqual(
      [INDEX_FILE, `${first.grade}-${first.volume}.json`, 'k2-v4.json'].sort(),
    );
    expect(after.get(INDEX_FILE)).not.toBe(before.get(INDEX_FILE));
    expect(after.get(INDEX_FILE)).toContain(
      "import k2V4 from './k2-v4.json' with { type: 'json' };",
    );
    const edited = { ...paid, title: `${paid.title}!` };
    expect(renderContentFiles([first, edited]).get('k2-v4.json')).not.toBe(after.get('k2-v4.json'));
    expect(() => renderContentFiles([paid, paid])).toThrow('k2/v4 twice');
  });
});
