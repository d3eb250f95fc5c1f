#!/usr/bin/env python3
"""Writes Lexend cut to the characters the app's own texts use, and the CSS that declares it.

Each of the three weights the pages preload (400, 600, 700) becomes one file of about 8.7 KB
(src/ui/styles/fonts/lexend-app-*.woff2) instead of @fontsource's 15 KB Latin file plus its
Latin Extended file for the rupee sign: under Lighthouse's slow 4G each of those took two round
trips on the way to the first text, and the rupee sign a third file. The CSS
(src/ui/styles/fonts/lexend-app.css) declares them as 'Lexend', the first family of the app's
font stack; @fontsource's faces are 'Lexend Extended', the second (scripts/vite/
font-family-rename.ts), so any other letter (a child's name with an accent) still comes from
@fontsource's files.

Usage (Debian: apt-get install python3-fonttools python3-brotli):
    /usr/bin/python3 scripts/make-app-fonts.py
"""
from pathlib import Path

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / 'node_modules' / '@fontsource' / 'lexend' / 'files'
OUT = ROOT / 'src' / 'ui' / 'styles' / 'fonts'
WEIGHTS = (400, 600, 700)

# Printable ASCII, the no-break space, © · × ÷, dashes, quotes, bullet and ellipsis (the
# Latin file), and the rupee sign of the prices (the Latin Extended file).
LATIN = [*range(0x20, 0x7F), 0xA0, 0xA9, 0xB7, 0xD7, 0xF7,
         0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x2022, 0x2026]
LATIN_EXTENDED = [0x20B9]


def cut(source: Path, codepoints: list[int], target: Path) -> None:
    font = TTFont(source, recalcTimestamp=False)
    font.flavor = None
    options = subset.Options()
    options.layout_features = ['*']
    options.name_IDs = ['*']
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints)
    subsetter.subset(font)
    font.save(target)


def unicode_range(codepoints: list[int]) -> str:
    ranges: list[list[int]] = []
    for point in sorted(codepoints):
        if ranges and ranges[-1][1] == point - 1:
            ranges[-1][1] = point
        else:
            ranges.append([point, point])
    return ', '.join(
        f'U+{start:04X}' if start == end else f'U+{start:04X}-{end:04X}' for start, end in ranges
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    faces = []
    for weight in WEIGHTS:
        latin, extended = OUT / f'latin-{weight}.ttf', OUT / f'extended-{weight}.ttf'
        cut(SOURCE / f'lexend-latin-{weight}-normal.woff2', LATIN, latin)
        cut(SOURCE / f'lexend-latin-ext-{weight}-normal.woff2', LATIN_EXTENDED, extended)
        merged = Merger().merge([str(latin), str(extended)])
        merged.flavor = 'woff2'
        # The source's own date, so that the same sources always give the same bytes.
        merged.recalcTimestamp = False
        source_head = TTFont(latin)['head']
        merged['head'].created = source_head.created
        merged['head'].modified = source_head.modified
        merged.save(OUT / f'lexend-app-{weight}.woff2')
        latin.unlink()
        extended.unlink()
        faces.append(
            '@font-face {\n'
            "  font-family: 'Lexend';\n"
            '  font-style: normal;\n'
            '  font-display: optional;\n'
            f'  font-weight: {weight};\n'
            f"  src: url('./lexend-app-{weight}.woff2') format('woff2');\n"
            f'  unicode-range: {unicode_range(LATIN + LATIN_EXTENDED)};\n'
            '}\n'
        )
    header = (
        '/* Written by scripts/make-app-fonts.py: Lexend cut to the characters of the app\'s texts.\n'
        "   The app's first font family; @fontsource's faces are 'Lexend Extended', the second. */\n"
    )
    (OUT / 'lexend-app.css').write_text(header + '\n'.join(faces))


if __name__ == '__main__':
    main()
